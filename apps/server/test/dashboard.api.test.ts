/**
 * The back office's dashboard and reports (decision 0050): the figures come from the merchant roll-up
 * and equal what the test posted (deposits, bets, wins, adjustments, registrations, first depositors,
 * active players); a second run adds nothing; the reports and their streamed CSV carry the same rows;
 * an operator bound to another merchant sees none of it.
 */
import crypto from 'node:crypto';
import { addDays, bucketStart, startOfDay, todayIn, type DashboardFigures, type MerchantDashboard } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '../src/modules/wallet/posting';
import { ZONE, agentTeamKit, untilNow, type Account } from './agent-team-kit';
import type { TestPlatform } from './helpers';

const SYSTEM = { type: 'system' as const, id: 'dashboard-test', ip: null, merchantCode: null };
const CLI = { type: 'cli' as const, id: 'test', ip: null, merchantCode: null };
const OPERATOR_PASSWORD = 'Dashboard-Operator-2026!';
const kit = agentTeamKit('dash');
let p: TestPlatform;
let owner: Record<string, string>;
beforeAll(async () => {
  p = await kit.start();
  owner = { authorization: await p.operatorToken() };
});
afterAll(() => p.close());

const rollup = async () => p.services.agents.rollupTeams({ until: await untilNow() });
const get = (url: string, headers = owner) => p.call({ method: 'GET', url, headers });
const deposit = (a: Account, amount: bigint, channel = 'BANK') => p.services.wallet.post({
  merchantCode: 'thailand', type: 'deposit', idempotencyKey: `dashboard-test:${a.id}:${crypto.randomUUID()}`, actor: SYSTEM, memo: channel,
  legs: [{ account: account.member(a.id), amount }, { account: account.paymentChannel(channel), amount: -amount }],
});
const adjust = (a: Account, amount: bigint) => p.services.wallet.post({
  merchantCode: 'thailand', type: 'adjustment', idempotencyKey: `dashboard-test:adjust:${crypto.randomUUID()}`, actor: SYSTEM,
  legs: [{ account: account.member(a.id), amount }, { account: account.house, amount: -amount }],
});
async function dashboard(merchant = 'thailand', query = '', headers = owner): Promise<MerchantDashboard> {
  const res = await get(`/wps/operator/merchants/${merchant}/dashboard${query}`, headers);
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return res.body.value;
}
async function operator(username: string, role: 'finance' | 'support', merchantCode: string | null) {
  await p.services.operators.create(CLI, username, OPERATOR_PASSWORD, merchantCode, { role });
  const login = await p.call({ method: 'POST', url: '/wps/operator/session/login', payload: { username, password: OPERATOR_PASSWORD } });
  return { authorization: login.body.value.token as string };
}
/** The difference of two figure sets, amounts as numbers of major units. */
function delta(after: DashboardFigures, before: DashboardFigures) {
  return Object.fromEntries(Object.keys(after).map((k) => [k, Math.round((Number(after[k as keyof DashboardFigures]) - Number(before[k as keyof DashboardFigures])) * 100) / 100]));
}

describe('dashboard from the merchant roll-up', () => {
  let agent: Account;
  let players: Account[];
  let before: MerchantDashboard;

  it('adds exactly what was posted, today and over the period, and a second run adds nothing', async () => {
    await rollup();
    before = await dashboard();
    const brazilBefore = await dashboard('brazil');
    agent = await kit.agent();
    players = [await kit.member(agent), await kit.member(agent)];
    await deposit(players[0]!, 10_000n);
    await deposit(players[1]!, 5_000n, 'GATEWAY1');
    await deposit(players[1]!, 2_500n, 'GATEWAY1');
    await kit.round(players[0]!, { bet: 3_000n, win: 1_000n });
    await kit.round(players[1]!, { bet: 2_000n, win: 0n, type: 'FISH', vendor: 'JL' });
    await adjust(players[0]!, 500n);
    await rollup();
    const after = await dashboard();
    const expected = {
      deposits: 175, depositCount: 3, withdrawals: 0, withdrawalCount: 0, bets: 50, wins: 10, rounds: 2, ggr: 40, bonuses: 0, adjustments: 5, ngr: 35,
      newRegistrations: 3, firstDepositors: 2, activePlayers: 2,
    };
    expect(delta(after.todayFigures, before.todayFigures)).toEqual(expected);
    expect(delta(after.period, before.period)).toEqual(expected);
    expect(after.today).toBe(todayIn(ZONE));
    expect(after.to).toBe(after.today);
    expect([after.granularity, after.points.length]).toEqual(['day', 30]);
    const today = after.points.at(-1)!;
    expect([today.day, today.to]).toEqual([after.today, after.today]);
    expect(Number(today.ggr)).toBe(Number(after.todayFigures.ggr));
    expect(today.activePlayers).toBe(after.todayFigures.activePlayers);
    // A period that ends before today still answers today's figures beside it.
    const older = await dashboard('thailand', `?from=${addDays(after.today, -10)}&to=${addDays(after.today, -3)}`);
    expect([older.todayFigures, older.points.length]).toEqual([after.todayFigures, 8]);
    expect(new Date(after.asOf).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // Another merchant's figures do not move.
    expect(delta((await dashboard('brazil')).period, brazilBefore.period)).toEqual(Object.fromEntries(Object.keys(expected).map((k) => [k, 0])));
    // Two more runs at once (the job retried, another worker) find nothing new.
    await Promise.all([rollup(), rollup()]);
    expect((await dashboard()).period).toEqual(after.period);
  });

  it('counts a player once however many days and kinds it was active, and first deposits only once', async () => {
    const mid = await dashboard();
    await deposit(players[0]!, 1_000n);
    await kit.round(players[0]!, { bet: 100n, win: 0n });
    await rollup();
    const after = await dashboard();
    expect(delta(after.period, mid.period)).toMatchObject({ deposits: 10, bets: 1, activePlayers: 0, firstDepositors: 0, newRegistrations: 0 });
  });

  it('charts a long period by week and counts a player once within each week or month', async () => {
    const today = todayIn(ZONE);
    const lastWeek = addDays(bucketStart(today, 'week'), -7); // the Monday of the week before this one
    const from = addDays(lastWeek, -7);
    const noon = (day: string) => new Date(startOfDay(day, ZONE).getTime() + 12 * 3_600_000);
    const chart = (granularity: string) => dashboard('thailand', `?from=${from}&to=${today}&granularity=${granularity}`);
    const pointOf = (d: MerchantDashboard, day: string) => d.points.find((x) => x.day <= day && day <= x.to)!;
    const cutChart = () => dashboard('thailand', `?from=${addDays(lastWeek, 1)}&to=${today}&granularity=week`); // from a Tuesday
    const [weeksBefore, monthsBefore, daysBefore, cutBefore] = [await chart('week'), await chart('month'), await chart('day'), await cutChart()];
    const [x, y] = [await kit.member(agent), await kit.member(agent)];
    await kit.round(x, { bet: 100n, win: 0n, at: noon(lastWeek) });
    await kit.round(x, { bet: 100n, win: 0n, at: noon(addDays(lastWeek, 2)) });
    await kit.round(y, { bet: 100n, win: 0n, at: noon(addDays(lastWeek, 1)) });
    await kit.round(y, { bet: 100n, win: 0n });
    await rollup();
    const weeks = await chart('week');
    expect([weeks.granularity, weeks.points[0]!.day, weeks.points.at(-1)!.to]).toEqual(['week', from, today]);
    expect(weeks.points.map((w) => w.day)).toEqual(weeksBefore.points.map((w) => w.day));
    // Last week: two players (x on two days), 3 rounds; this week: y alone.
    const moved = (a: MerchantDashboard, b: MerchantDashboard, day: string) => delta(pointOf(a, day), pointOf(b, day));
    expect(moved(weeks, weeksBefore, lastWeek)).toMatchObject({ activePlayers: 2, rounds: 3, bets: 3 });
    expect(moved(weeks, weeksBefore, today)).toMatchObject({ activePlayers: 1, rounds: 1, bets: 1 });
    // A first week cut by the period's start: x (also active on the Monday before it) and y, each once.
    const cut = await cutChart();
    expect([cut.points[0]!.day, cut.points[0]!.to]).toEqual([addDays(lastWeek, 1), addDays(lastWeek, 6)]);
    expect(delta(cut.points[0]!, cutBefore.points[0]!)).toMatchObject({ activePlayers: 2, rounds: 2 });
    // A late round of y on the Monday before its Tuesday: y is still one player of that week, and every day's
    // first-of-week and first-of-month counts still agree with the histogram they are kept beside.
    await kit.round(y, { bet: 100n, win: 0n, at: noon(lastWeek) });
    await rollup();
    expect(moved(await chart('week'), weeksBefore, lastWeek)).toMatchObject({ activePlayers: 2, rounds: 4 });
    const drift = await kit.rows(sql`SELECT d.day::text FROM merchant_days d LEFT JOIN (
        SELECT day, SUM(members) FILTER (WHERE since < date_trunc('week', day::timestamp)::date) AS w,
          SUM(members) FILTER (WHERE since < date_trunc('month', day::timestamp)::date) AS mo
        FROM merchant_activity WHERE merchant_code = 'thailand' GROUP BY day) a ON a.day = d.day
      WHERE d.merchant_code = 'thailand' AND (d.week_first_active <> COALESCE(a.w, 0) OR d.month_first_active <> COALESCE(a.mo, 0))`);
    expect(drift).toEqual([]);
    // By day, x and y count on each of their days (both on the Monday); over the whole period, each player once.
    const days = await chart('day');
    expect([moved(days, daysBefore, lastWeek).activePlayers, moved(days, daysBefore, addDays(lastWeek, 2)).activePlayers]).toEqual([2, 1]);
    expect(delta((await chart('week')).period, weeksBefore.period)).toMatchObject({ activePlayers: 2, rounds: 5 });
    // By month: the points' sums are the period's, and a player twice in one month is once in it.
    const months = await chart('month');
    const sum = (d: MerchantDashboard) => d.points.reduce((n, p) => n + p.rounds, 0);
    expect(sum(months) - sum(monthsBefore)).toBe(5);
    expect(sum(weeks)).toBe(weeks.period.rounds);
    const activity: [string, string][] = [['x', lastWeek], ['x', addDays(lastWeek, 2)], ['y', lastWeek], ['y', addDays(lastWeek, 1)], ['y', today]];
    for (const point of months.points) {
      const players = new Set(activity.filter(([, day]) => point.day <= day && day <= point.to).map(([who]) => who));
      expect(moved(months, monthsBefore, point.day).activePlayers, point.day).toBe(players.size);
    }
  });

  it('counts withdrawals when paid out, less a refund, by the withdrawal\'s channel', async () => {
    const mid = await dashboard();
    const channels = async () => (await get('/wps/operator/merchants/thailand/reports/channels?pageSize=100')).body.value.rows as unknown[][];
    const before = (await channels()).find((r) => r[0] === 'withdrawal' && r[1] === 'PAYOUT1');
    const [{ id }] = await kit.rows(sql`WITH b AS (INSERT INTO withdrawal_bank_accounts (merchant_code, member_id, bank_code, bank_name, account_number, holder_name)
        VALUES ('thailand', ${players[0]!.id}, 'KBANK', 'Kasikorn', ${crypto.randomUUID().slice(0, 12)}, 'Holder') RETURNING id)
      INSERT INTO withdrawals (merchant_code, member_id, request_id, bank_account_id, bank_code, bank_name, account_number, holder_name, amount, currency, status, channel_code)
      SELECT 'thailand', ${players[0]!.id}, ${crypto.randomUUID()}, b.id, 'KBANK', 'Kasikorn', '123', 'Holder', 4000, 'THB', 'disbursed', 'PAYOUT1' FROM b RETURNING id`);
    const post = (step: string, type: 'withdrawal' | 'withdrawal_release', legs: { account: ReturnType<typeof account.member>; amount: bigint }[]) =>
      p.services.wallet.post({ merchantCode: 'thailand', type, idempotencyKey: `withdraw:${id}:${step}`, actor: SYSTEM, legs });
    await post('hold', 'withdrawal', [{ account: account.member(players[0]!.id), amount: -4000n }, { account: account.withdrawalHold, amount: 4000n }]);
    await post('payout', 'withdrawal', [{ account: account.withdrawalHold, amount: -4000n }, { account: account.paymentChannel('PAYOUT1'), amount: 4000n }]);
    await post('refund', 'withdrawal_release', [{ account: account.paymentChannel('PAYOUT1'), amount: -1000n }, { account: account.member(players[0]!.id), amount: 1000n }]);
    await rollup();
    expect(delta((await dashboard()).period, mid.period)).toMatchObject({ withdrawals: 30, withdrawalCount: 1, deposits: 0 });
    const after = (await channels()).find((r) => r[0] === 'withdrawal' && r[1] === 'PAYOUT1')!;
    expect([Number(after[2]) - Number(before?.[2] ?? 0), Number(after[3]) - Number(before?.[3] ?? 0)]).toEqual([1, 30]);
  });

  it('lists the pending queues live', async () => {
    const d = await dashboard();
    expect(d.pending).toEqual({ deposits: expect.any(Number), withdrawals: expect.any(Number), adjustments: expect.any(Number), approvals: expect.any(Number) });
  });

  it('refuses a period it cannot answer with a stable code', async () => {
    for (const query of ['?from=2026-02-01&to=2026-01-01', '?from=2020-01-01&to=2026-01-01']) {
      const res = await get(`/wps/operator/merchants/thailand/dashboard${query}`);
      expect([res.res.statusCode, res.body.errorCode], query).toEqual([400, 'records.period_invalid']);
    }
    for (const query of ['?granularity=hour', `?from=${addDays(todayIn(ZONE), -92)}&granularity=day`]) {
      const res = await get(`/wps/operator/merchants/thailand/dashboard${query}`);
      expect([res.res.statusCode, res.body.errorCode], query).toEqual([400, 'system.invalid_input']);
    }
    expect((await dashboard('thailand', `?from=${addDays(todayIn(ZONE), -91)}&granularity=day`)).points).toHaveLength(92);
    const bad = await get('/wps/operator/merchants/thailand/reports/players?sort=day');
    expect([bad.res.statusCode, bad.body.errorCode]).toEqual([400, 'system.invalid_input']);
  });

  it('shows every merchant side by side to an unbound operator', async () => {
    const res = await get('/wps/operator/dashboard');
    expect(res.body.value.merchants.map((m: { merchantCode: string }) => m.merchantCode)).toEqual(expect.arrayContaining(['thailand', 'brazil']));
    const ggr = await get('/wps/operator/reports/ggr-merchants');
    expect(ggr.body.value.columns.slice(0, 2)).toEqual(['merchant', 'currency']);
    expect(ggr.body.value.rows.map((r: unknown[]) => r[0])).toEqual(expect.arrayContaining(['thailand', 'brazil']));
  });
});

describe('reports and CSV', () => {
  it('answers GGR by vendor and product, player profit and loss, channels and agent teams, paged and sorted', async () => {
    const products = (await get('/wps/operator/merchants/thailand/reports/ggr-products?level=vendor&pageSize=100')).body.value;
    const row = (cells: unknown[][], ...lead: unknown[]) => cells.find((c) => lead.every((v, i) => c[i] === v));
    expect(products.columns).toEqual(['category', 'vendor', 'rounds', 'bets', 'validBets', 'wins', 'ggr']);
    expect(row(products.rows, 'FISH', 'JL')).toBeTruthy();
    const byCategory = (await get('/wps/operator/merchants/thailand/reports/ggr-products?level=category&pageSize=100')).body.value;
    expect(byCategory.rows.every((r: unknown[]) => r[1] === '')).toBe(true);

    const pl = (await get('/wps/operator/merchants/thailand/reports/players?sort=net&order=asc&pageSize=100')).body.value;
    expect(pl.columns.slice(0, 6)).toEqual(['playerId', 'username', 'rounds', 'bets', 'wins', 'net']);
    const nets = pl.rows.map((r: unknown[]) => Number(r[5]));
    expect(nets).toEqual([...nets].sort((a, b) => a - b));
    expect(pl.totalCount).toBeGreaterThanOrEqual(2);
    const page2 = (await get('/wps/operator/merchants/thailand/reports/players?sort=net&order=asc&pageSize=1&pageNo=2')).body.value;
    expect(page2.rows).toEqual([pl.rows[1]]);
    const past = (await get('/wps/operator/merchants/thailand/reports/players?pageNo=999')).body.value;
    expect([past.rows, past.totalCount]).toEqual([[], pl.totalCount]);

    const channels = (await get('/wps/operator/merchants/thailand/reports/channels')).body.value;
    expect(row(channels.rows, 'deposit', 'GATEWAY1')).toBeTruthy();
    const agents = (await get('/wps/operator/merchants/thailand/reports/agents?sort=bets&pageSize=100')).body.value;
    expect(agents.columns.slice(0, 2)).toEqual(['agentId', 'username']);
    expect(agents.totalCount).toBeGreaterThanOrEqual(1);

    const days = (await get('/wps/operator/merchants/thailand/reports/ggr-days?sort=day&order=asc&pageSize=100')).body.value;
    expect(days.rows.at(-1)[0]).toBe(todayIn(ZONE));
  });

  it('streams a report as CSV with its header row, the same rows as the pages, audited as an export', async () => {
    const res = await p.app.inject({ method: 'GET', url: '/wps/operator/merchants/thailand/reports/players/csv', headers: owner });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="players-thailand-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('playerId,username,rounds,bets,wins,net,deposits,withdrawals,bonuses');
    const paged = (await get('/wps/operator/merchants/thailand/reports/players?pageSize=100')).body.value;
    expect(lines.length - 1).toBe(paged.totalCount);
    const ids = lines.slice(1).map((l) => Number(l.split(',')[0]));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    // The same cells as the pages, in id order.
    expect(lines.slice(1)).toEqual([...paged.rows].sort((a: number[], b: number[]) => a[0]! - b[0]!).map((r: unknown[]) => r.join(',')));
    const [audit] = (await p.database.db.execute(sql`SELECT action, target FROM audit_log WHERE action = 'report.export' ORDER BY id DESC LIMIT 1`) as unknown as { rows: { target: string }[] }).rows;
    expect(audit?.target).toBe('report:players');
  });

  it('reads an export batch after batch along the key, each starting after the last one\'s key', async () => {
    const reports = await import('../src/modules/dashboard/reports-repo');
    const today = todayIn(ZONE);
    for (const kind of ['players', 'ggr-products', 'channels', 'ggr-days', 'agents'] as const) {
      const scope = { merchantCode: 'thailand', from: today, to: today, level: 'vendor' as const };
      const whole = await reports.batch(p.database.db, kind, scope, null, 10_000);
      const stepped = [];
      let after: (string | null)[] | null = null;
      for (;;) {
        const [one] = await reports.batch(p.database.db, kind, scope, after, 1);
        if (!one) break;
        stepped.push(one);
        after = reports.keyOf(kind, one);
      }
      expect(stepped, kind).toEqual(whole);
      expect(whole.length, kind).toBeGreaterThan(0);
    }
  });
});

describe('merchant scoping', () => {
  it('shows an operator bound to one merchant only that merchant: dashboard, reports and CSV', async () => {
    const bound = await operator('dash_bound_fin', 'finance', 'brazil');
    for (const url of [
      '/wps/operator/merchants/thailand/dashboard', '/wps/operator/merchants/thailand/reports/players', '/wps/operator/merchants/thailand/reports/players/csv',
      '/wps/operator/dashboard', '/wps/operator/reports/ggr-merchants',
    ]) {
      const res = await p.app.inject({ method: 'GET', url, headers: bound });
      expect([res.statusCode, JSON.parse(res.body).errorCode], url).toEqual([403, 'auth.forbidden']);
    }
    const own = await dashboard('brazil', '', bound);
    expect(own.merchantCode).toBe('brazil');
    const csv = await p.app.inject({ method: 'GET', url: '/wps/operator/merchants/brazil/reports/players/csv', headers: bound });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toMatch(/dash[mu]/);
  });

  it('keeps the dashboard from roles without reports.read', async () => {
    const support = await operator('dash_support', 'support', null);
    const res = await get('/wps/operator/merchants/thailand/dashboard', support);
    expect([res.res.statusCode, res.body.errorCode]).toEqual([403, 'auth.forbidden']);
  });
});
