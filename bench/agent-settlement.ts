// Agent settlement benchmark (issue 6), PostgreSQL: a top agent with 10,000 agents and 100,000 members
// below it (generator: lib/agent-team.ts), every agent holding an accepted daily salary contract and a
// Daily dividend contract from its upline (lib/agent-contract-data.ts). A warm-up day (BENCH_WARMUP_DAY
// rounds) is settled first, untimed: it opens the agents' wallets (as they are on a running platform)
// and warms plans and the JIT. Then it times the real daily
// settlement — `settleDue` with the kinds of the pg-boss queue agent-contracts-periods, the function
// the job calls — for a day with 100,000 rounds and for a day with 1,000,000 (goal ≤ 60 s at 1M, cost
// linear in rounds). After each day: a second run pays nothing more, every paying settlement has
// exactly one ledger posting, and the ledger reconciles (operator endpoint). Then a third day is
// settled by two workers (two platform instances, each with its own pool) at once: still one payment
// per (contract, period).
// The platform runs in this process with jobs off (the cron must not settle the days first); it serves
// HTTP for the set-up and the reconciliation. `npm run bench:agent-settlement` with DATABASE_URL (a
// scratch database is made from it) and REDIS_URL. Sizes: BENCH_AGENTS (10000), BENCH_MEMBERS
// (100000), BENCH_SMALL_DAY (100000), BENCH_LARGE_DAY (1000000); BENCH_DIVIDENDS=0 gives salaries only.
import os from 'node:os';
import pg from 'pg';
import { SETTLEMENT_QUEUES } from '../apps/server/src/modules/agent-contracts/jobs';
import { periodAt, type Period } from '../apps/server/src/lib/periods';
import { teamFigures } from '../apps/server/src/modules/agent-contracts/repo';
import { SETTLE_GRACE_MS } from '../apps/server/src/modules/agent-contracts/service';
import { giveContracts } from './lib/agent-contract-data';
import { inProcessPlatform } from './lib/in-process';
import { addRounds, generateTeam } from './lib/agent-team';
import { platformApi } from './lib/platform-api';

/** A period as addRounds' window: rounds started and settled inside it. */
const windowOf = (period: { start: Date; end: Date }) => ({ start: period.start, seconds: Math.floor((period.end.getTime() - period.start.getTime()) / 1000) });

if (!process.env.DATABASE_URL) throw new Error('bench:agent-settlement measures PostgreSQL: set DATABASE_URL (a scratch database is created from it)');
const size = { agents: Number(process.env.BENCH_AGENTS ?? 10_000), members: Number(process.env.BENCH_MEMBERS ?? 100_000), rounds: 0, days: 30 };
const warmUpDay = Number(process.env.BENCH_WARMUP_DAY ?? 10_000);
const smallDay = Number(process.env.BENCH_SMALL_DAY ?? 100_000);
const largeDay = Number(process.env.BENCH_LARGE_DAY ?? 1_000_000);
const types: ('daily' | 'dividend')[] = process.env.BENCH_DIVIDENDS === '0' ? ['daily'] : ['daily', 'dividend'];
const merchant = 'thailand';
const kinds = SETTLEMENT_QUEUES.find((q) => q.name === 'agent-contracts-periods')!.kinds;

const bench = await inProcessPlatform(process.env.DATABASE_URL, 'settle');
const client = new pg.Client({ connectionString: bench.url });
const q = async <T>(text: string, values: unknown[] = []) => (await client.query(text, values)).rows as T[];

interface Run { label: string; rounds: number; seconds: number; settled: number; paid: number; amount: bigint; figuresSeconds: number; again: number; problems: string[] }
const runs: Run[] = [];
let reconciled: string;
try {
  const platform = await bench.start();
  const address = await platform.app.listen({ port: 0, host: '127.0.0.1' });
  const api = platformApi(address, merchant);
  const auth = await api.operator();
  const [top] = await api.registerPlayers('setlbenchtop', 1, 24_000_000);
  await client.connect();
  console.log(`generating ${size.agents} agents and ${size.members} members under member ${top!.id}…`);
  const { firstMemberId, tag } = await generateTeam(client, merchant, top!.id, size, (line) => console.log(line));

  // Four past days in the merchant's zone, closed long ago; contracts live from the first one's start
  // (so each run's look-back window finds only the days from there on).
  const tz = platform.services.merchants.get(merchant).timeZone;
  const day = (back: number): Period => periodAt('daily', new Date(Date.now() - back * 86_400_000), tz);
  const days = [day(5), day(4), day(3), day(2)];
  const contracts = await giveContracts(client, merchant, top!.id, types, days[0]!.start);
  console.log(`  ${contracts} contracts (${types.join(', ')}) for ${size.agents} agents, live from ${days[0]!.start.toISOString()}`);

  const { agentContracts } = platform.services;
  /** What the ledger and the settlements say about one period, for the exactly-once checks. */
  async function ledgerOf(period: Period) {
    const [row] = await q<{ settlements: number; paying: number; paid: string; postings: number; posted: string; unposted: number }>(`
      SELECT (SELECT count(*)::int FROM agent_contract_settlements WHERE period_start = $1) AS settlements,
             (SELECT count(*)::int FROM agent_contract_settlements WHERE period_start = $1 AND amount > 0 AND posting_id IS NOT NULL) AS paying,
             (SELECT coalesce(sum(amount), 0)::text FROM agent_contract_settlements WHERE period_start = $1) AS paid,
             (SELECT count(*)::int FROM ledger_postings WHERE merchant_code = $2 AND idempotency_key LIKE 'contract:%:' || $3) AS postings,
             (SELECT coalesce(sum(e.amount), 0)::text FROM ledger_postings p JOIN ledger_entries e ON e.posting_id = p.id JOIN ledger_accounts a ON a.id = e.account_id
               WHERE p.merchant_code = $2 AND p.idempotency_key LIKE 'contract:%:' || $3 AND a.owner_kind = 'member') AS posted,
             (SELECT count(*)::int FROM agent_contract_settlements s WHERE s.period_start = $1 AND s.amount > 0
               AND NOT EXISTS (SELECT 1 FROM ledger_postings p WHERE p.id = s.posting_id)) AS unposted`,
    [period.start.toISOString(), merchant, period.start.toISOString()]);
    return row!;
  }
  function checkOnce(period: Period, r: Awaited<ReturnType<typeof ledgerOf>>, report: { settled: number; paid: number; amount: bigint }) {
    const problems: string[] = [];
    if (r.settlements !== contracts) problems.push(`${r.settlements} settlements for ${contracts} contracts`);
    if (r.settlements !== report.settled) problems.push(`runs reported ${report.settled} settled, ${r.settlements} rows`);
    if (r.postings !== r.paying || r.paying !== report.paid) problems.push(`${r.postings} postings, ${r.paying} paying settlements, ${report.paid} reported paid`);
    if (BigInt(r.posted) !== BigInt(r.paid) || BigInt(r.paid) !== report.amount) problems.push(`ledger ${r.posted}, settlements ${r.paid}, reported ${report.amount}`);
    if (r.unposted !== 0) problems.push(`${r.unposted} paying settlements without their posting`);
    return problems.map((p) => `${period.start.toISOString()}: ${p}`);
  }
  const sum = (reports: { settled: number; paid: number; amount: bigint }[]) => reports.reduce((a, r) => ({
    settled: a.settled + r.settled, paid: a.paid + r.paid, amount: a.amount + r.amount,
  }), { settled: 0, paid: 0, amount: 0n });
  const after = (period: Period) => new Date(period.end.getTime() + SETTLE_GRACE_MS + 1000);

  for (const [i, n] of [warmUpDay, smallDay, largeDay].entries()) {
    const period = days[i]!;
    const dayWindow = windowOf(period);
    const t0 = Date.now();
    await addRounds(client, merchant, firstMemberId, size.members, n, dayWindow, `${tag}-${i}`);
    console.log(`  ${n} rounds settled on ${period.start.toISOString()} written in ${((Date.now() - t0) / 1000).toFixed(1)} s; settling…`);
    const started = performance.now();
    const total = sum(await agentContracts.settleDue(kinds, after(period)));
    const seconds = (performance.now() - started) / 1000;
    const again = sum(await agentContracts.settleDue(kinds, after(period)));
    // The figures statement alone (every contract of the kind, settled or not; best of 3): the part that grows with rounds.
    let figuresSeconds = Infinity;
    for (let k = 0; k < 3; k++) {
      const f0 = performance.now();
      await teamFigures(platform.database.db, merchant, 'daily', period.start, period.end, { unsettledOnly: false });
      figuresSeconds = Math.min(figuresSeconds, (performance.now() - f0) / 1000);
    }
    const problems = checkOnce(period, await ledgerOf(period), total);
    if (again.settled || again.paid) problems.push(`a second run settled ${again.settled} and paid ${again.paid}`);
    runs.push({ label: `one worker, ${['warm-up', 'small', 'large'][i]} day`, rounds: n, seconds, ...total, figuresSeconds, again: again.paid, problems });
    console.log(`  settled in ${seconds.toFixed(2)} s: ${total.settled} settlements, ${total.paid} payouts${problems.length ? ` — ${problems.join('; ')}` : ''}`);
  }

  // A third day settled by two workers at once: each (contract, period) still pays once.
  const second = await bench.start();
  const period = days[3]!;
  const dayWindow = windowOf(period);
  await addRounds(client, merchant, firstMemberId, size.members, smallDay, dayWindow, `${tag}-3`);
  const started = performance.now();
  const both = await Promise.all([agentContracts.settleDue(kinds, after(period)), second.services.agentContracts.settleDue(kinds, after(period))]);
  const seconds = (performance.now() - started) / 1000;
  const total = sum(both.flat());
  const problems = checkOnce(period, await ledgerOf(period), total);
  runs.push({ label: 'two workers at once', rounds: smallDay, seconds, ...total, figuresSeconds: Number.NaN, again: 0, problems });

  const reconcile = await api.call('GET', '/wps/operator/wallet/reconcile', undefined, auth);
  reconciled = reconcile.value?.ok ? `every invariant holds (${reconcile.value?.counts?.postings} postings, ${reconcile.value?.counts?.entries} entries)`
    : `DIFFERENCES ${JSON.stringify(reconcile.value?.differences?.slice(0, 5) ?? reconcile)}`;
} finally {
  await client.end().catch(() => {});
  await bench.stop();
}

const load = os.loadavg();
console.log(`\nDaily settlement of ${size.agents} agents' contracts (${types.join(' + ')}) over ${size.members} members, PostgreSQL, one merchant`);
console.log(`(settleDue(${kinds.join(', ')}) as the agent-contracts-periods job runs it; goal ≤ 60 s at 1,000,000 rounds)\n`);
console.log('run                        rounds   seconds  ms/1k rounds  figures s  settlements  payouts          amount  paid again');
for (const r of runs) {
  console.log([
    r.label.padEnd(24), String(r.rounds).padStart(9), r.seconds.toFixed(2).padStart(9), ((r.seconds * 1e6) / r.rounds).toFixed(1).padStart(13),
    (Number.isNaN(r.figuresSeconds) ? '—' : r.figuresSeconds.toFixed(2)).padStart(10), String(r.settled).padStart(12), String(r.paid).padStart(8),
    (Number(r.amount) / 100).toFixed(2).padStart(15), String(r.again).padStart(11),
  ].join(' '));
}
const [, small, large] = runs;
if (small && large) {
  const perK = (a: number, b: number) => (((b - a) * 1e6) / (large.rounds - small.rounds)).toFixed(2);
  console.log(`\n${large.rounds / small.rounds}× the rounds took ${(large.seconds / small.seconds).toFixed(2)}× the time (figures statement ${(large.figuresSeconds / small.figuresSeconds).toFixed(2)}×);`
    + ` each 1k rounds more cost ${perK(small.seconds, large.seconds)} ms (figures statement ${perK(small.figuresSeconds, large.figuresSeconds)} ms), the rest is per contract`);
}
console.log(`exactly once: ${runs.every((r) => !r.problems.length) ? 'every (contract, period) settled once, each payout one posting, second runs paid nothing' : 'VIOLATED'}`);
console.log(`reconciliation: ${reconciled}`);
console.log(`load average ${load.map((l) => l.toFixed(2)).join(' ')} (${os.availableParallelism()} CPUs)`);
const problems = runs.flatMap((r) => r.problems);
if (problems.length || !reconciled.startsWith('every')) {
  console.error(`INVALID RUN: ${problems.join('; ')}`);
  process.exitCode = 1;
}
