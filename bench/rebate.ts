// Rebate and cashback settlement benchmark (issue 19), PostgreSQL: 100,000 players (generator:
// lib/agent-team.ts, under one top agent), a daily rebate (slots and fishing 0.8 %, live 0.5 %, no turnover)
// and a daily cashback (5 % of net loss from 100.00, at most 1,000.00), both funded. A day of 100,000 settled
// rounds and a day of 1,000,000 are settled by `settleDue` — what the promotion-payouts job runs — each timed
// (goal ≤ 60 s at 1M, linear in rounds). Baseline in the same run: the day's figures alone, one plain
// GROUP BY over the day's rounds written by hand, printed as a ratio beside each run. After each day: a
// second run pays nothing, two workers (two platform instances) at once pay each (promotion, member, day)
// once, every payout is one posting and the sums agree; then the ledger is reconciled.
// `npm run bench:rebate` with DATABASE_URL (a scratch database is made from it) and REDIS_URL. Sizes:
// BENCH_MEMBERS (100000), BENCH_SMALL_DAY (100000), BENCH_LARGE_DAY (1000000).
import os from 'node:os';
import pg from 'pg';
import type { Platform } from '../apps/server/src/boot';
import { formatAmount } from '../apps/server/src/lib/money';
import { periodAt, type Period } from '../apps/server/src/lib/periods';
import { account } from '../apps/server/src/modules/wallet/service';
import { addLedger, addRounds, generateTeam } from './lib/agent-team';
import { inProcessPlatform } from './lib/in-process';
import { platformApi } from './lib/platform-api';

if (!process.env.DATABASE_URL) throw new Error('bench:rebate measures PostgreSQL: set DATABASE_URL (a scratch database is created from it)');
const members = Number(process.env.BENCH_MEMBERS ?? 100_000);
const smallDay = Number(process.env.BENCH_SMALL_DAY ?? 100_000);
const largeDay = Number(process.env.BENCH_LARGE_DAY ?? 1_000_000);
const merchant = 'thailand';
const windowOf = (period: Period) => ({ start: period.start, seconds: Math.floor((period.end.getTime() - period.start.getTime()) / 1000) });

const bench = await inProcessPlatform(process.env.DATABASE_URL, 'rebate');
const client = new pg.Client({ connectionString: bench.url });
const q = async <T>(text: string, values: unknown[] = []) => (await client.query(text, values)).rows as T[];

interface Run { label: string; rounds: number; seconds: number; rawSeconds: number; paid: number; amount: bigint; again: number; problems: string[] }
const runs: Run[] = [];
let reconciled: string | undefined;
try {
  const platform = await bench.start();
  const address = await platform.app.listen({ port: 0, host: '127.0.0.1' });
  const api = platformApi(address, merchant);
  const auth = await api.operator();
  const [top] = await api.registerPlayers('rebbenchtop', 1, 25_000_000);
  await client.connect();
  console.log(`generating ${members} players…`);
  const { firstMemberId, tag } = await generateTeam(client, merchant, top!.id, { agents: 100, members, rounds: 0, days: 1 }, (line) => console.log(line));
  const firstPlayer = firstMemberId;
  // The players' wallets are open with a ledger behind them, as on a running platform (each opened with a deposit
  // of 10,000.00); then statistics as autovacuum would keep them (it is off on this machine): with none, the
  // planner takes the ledger for a handful of rows and every batch of the group commit scans it whole.
  const opened = await addLedger(client, merchant, firstPlayer, members, new Date());
  await client.query('ANALYZE');
  console.log(`  ${opened} postings opened the players' wallets`);

  const tz = platform.services.merchants.get(merchant).timeZone;
  const day = (back: number): Period => periodAt('daily', new Date(Date.now() - back * 86_400_000), tz);
  // The promotions run from long before the measured days.
  const promotion = async (kind: 'rebate' | 'cashback', rules: Record<string, unknown>) => {
    const added = await api.call('POST', `/wps/operator/merchants/${merchant}/promotions`, {
      code: `BENCH_${kind.toUpperCase()}_${tag.toUpperCase()}`, kind, category: 'REBATE', titles: { EN: `Bench ${kind}` }, startsAt: day(30).start.toISOString(), endsAt: null, rules,
    }, auth);
    if (!added.success) throw new Error(`${kind}: ${added.errorCode}`);
    const id = added.value.id as number;
    await api.call('PUT', `/wps/operator/merchants/${merchant}/promotions/${id}/status`, { status: 'active' }, auth);
    // Funded straight through the ledger (a budget this large would wait for a second operator's approval through the API).
    await platform.services.wallet.post({
      merchantCode: merchant, type: 'promotion_funding', idempotencyKey: `bench-fund:${id}`, actor: { type: 'system', id: 'bench', ip: null, merchantCode: null },
      legs: [{ account: account.promotionBudget(id), amount: 100_000_000_000n }, { account: account.bonus, amount: -100_000_000_000n }],
    });
    return id;
  };
  const rebateId = await promotion('rebate', { rates: { RNG: 0.8, FISH: 0.8, LIVE: 0.5 }, minPayout: '1', maxPerDay: null, manual: true, turnover: { multiple: 0, expiryDays: 1 } });
  const cashbackId = await promotion('cashback', { period: 'daily', percent: 5, minLoss: '100', cap: '1000', turnover: { multiple: 0, expiryDays: 1 } });
  const ids = [rebateId, cashbackId];

  /** What the payouts and the ledger say about one day. */
  async function payoutsOf(period: Period) {
    const [row] = await q<{ rows: number; unposted: number; amount: string; posted: string; dupes: number }>(`
      SELECT count(*)::int AS rows, count(*) FILTER (WHERE posting_id IS NULL)::int AS unposted, COALESCE(sum(amount), 0)::text AS amount,
        (SELECT COALESCE(sum(e.amount), 0) FROM ledger_entries e JOIN promotion_payouts x ON x.posting_id = e.posting_id
          JOIN ledger_accounts a ON a.id = e.account_id AND a.owner_kind = 'member' WHERE x.period_start = $1 AND x.promotion_id = ANY($2::int[]))::text AS posted,
        (SELECT count(*)::int FROM (SELECT 1 FROM promotion_payouts WHERE period_start = $1 AND promotion_id = ANY($2::int[]) GROUP BY promotion_id, member_id HAVING count(*) > 1) d) AS dupes
      FROM promotion_payouts WHERE period_start = $1 AND promotion_id = ANY($2::int[])`, [period.start.toISOString(), ids]);
    return row!;
  }

  /** The baseline: the day's figures of both promotions as one plain aggregate (no payout). */
  async function rawFigures(period: Period) {
    const t0 = performance.now();
    await q(`SELECT member_id, sum(bet_amount - refund_amount) FILTER (WHERE game_type IN ('RNG', 'FISH', 'LIVE')) AS valid, sum(bet_amount - refund_amount - win_amount) AS loss
      FROM game_rounds WHERE merchant_code = $1 AND status = 'settled' AND NOT demo AND settled_at >= $2 AND settled_at < $3 GROUP BY member_id`,
    [merchant, period.start.toISOString(), period.end.toISOString()]);
    return (performance.now() - t0) / 1000;
  }

  async function measure(label: string, period: Period, rounds: number, workers: Platform[]) {
    const t0 = Date.now();
    await addRounds(client, merchant, firstPlayer, members, rounds, windowOf(period), `${tag}-${label.replace(/\W/g, '')}`);
    await q('ANALYZE game_rounds');
    console.log(`  ${rounds} rounds settled on ${period.start.toISOString()} written in ${((Date.now() - t0) / 1000).toFixed(1)} s; settling…`);
    // As the job runs it ten minutes after the day: that day and the one before it are closed.
    const at = new Date(period.end.getTime() + 10 * 60_000);
    const started = performance.now();
    const reports = (await Promise.all(workers.map((w) => w.services.promotionPayouts.settleDue(at)))).flat();
    const seconds = (performance.now() - started) / 1000;
    const mine = reports.filter((r) => r.periodStart === period.start.toISOString());
    const paid = mine.reduce((n, r) => n + r.paid, 0);
    const amount = mine.reduce((s, r) => s + r.amount, 0n);
    const again = (await platform.services.promotionPayouts.settleDue(at)).reduce((n, r) => n + r.paid, 0);
    const rawSeconds = Math.min(await rawFigures(period), await rawFigures(period), await rawFigures(period));
    const ledger = await payoutsOf(period);
    const problems: string[] = [];
    if (ledger.unposted) problems.push(`${ledger.unposted} payouts without a posting`);
    if (ledger.dupes) problems.push(`${ledger.dupes} members paid twice`);
    if (BigInt(ledger.amount) !== amount) problems.push(`payout rows ${ledger.amount} ≠ reported ${amount}`);
    if (BigInt(ledger.posted) !== amount) problems.push(`ledger ${ledger.posted} ≠ payouts ${amount}`);
    if (again) problems.push(`a second run paid ${again}`);
    if (ledger.rows !== paid) problems.push(`${ledger.rows} rows for ${paid} payouts`);
    runs.push({ label, rounds, seconds, rawSeconds, paid, amount, again, problems });
    console.log(`  settled in ${seconds.toFixed(2)} s: ${paid} payouts${problems.length ? ` — ${problems.join('; ')}` : ''}`);
  }

  // Warm-up day (untimed in the summary): opens the players' wallets, as on a running platform, and warms plans and the JIT.
  await measure('warm-up day, one worker', day(9), 20_000, [platform]);
  await measure('small day, one worker', day(7), smallDay, [platform]);
  await measure('large day, one worker', day(5), largeDay, [platform]);
  const second = await bench.start();
  await measure('small day, two workers at once', day(3), smallDay, [platform, second]);
  const check = await api.call('GET', '/wps/operator/wallet/reconcile', undefined, auth);
  reconciled = check.value?.ok ? 'ok' : `FAILED ${check.errorCode ?? JSON.stringify(check.value?.differences?.slice(0, 3))}`;
} finally {
  await client.end().catch(() => undefined);
  await bench.stop().catch(() => undefined);
}

console.log(`\nRebate and cashback settlement of ${members} players, PostgreSQL, one merchant`);
console.log('(settleDue as the promotion-payouts job runs it; goal ≤ 60 s at 1,000,000 rounds; baseline: the day\'s figures as one plain aggregate)\n');
console.log('run                              rounds   seconds  ms/1k rounds  baseline s  ratio  payouts          amount  paid again');
for (const r of runs) {
  console.log([
    r.label.padEnd(31), String(r.rounds).padStart(8), r.seconds.toFixed(2).padStart(9), ((r.seconds * 1000) / (r.rounds / 1000)).toFixed(1).padStart(13),
    r.rawSeconds.toFixed(2).padStart(11), (r.seconds / r.rawSeconds).toFixed(1).padStart(6), String(r.paid).padStart(8), formatAmount(r.amount).padStart(15), String(r.again).padStart(11),
  ].join(' '));
}
const small = runs.find((r) => r.label === 'small day, one worker');
const large = runs.find((r) => r.label === 'large day, one worker');
if (small && large) console.log(`\n${large.rounds / small.rounds}× the rounds took ${(large.seconds / small.seconds).toFixed(2)}× the time (baseline ${(large.rawSeconds / small.rawSeconds).toFixed(2)}×)`);
console.log(`exactly once: ${runs.length && runs.every((r) => !r.problems.length) ? 'each (promotion, member, day) paid once, each payout one posting, second runs paid nothing' : 'VIOLATED'}`);
console.log(`reconciliation: ${reconciled ?? 'not run'}`);
console.log(`goal ≤ 60 s at 1M rounds: ${large ? `${large.seconds.toFixed(1)} s` : 'not measured'}`);
console.log(`load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} (${os.availableParallelism()} CPUs)`);
process.exit(runs.length && runs.every((r) => !r.problems.length) && reconciled === 'ok' ? 0 : 1);
