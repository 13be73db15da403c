import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnProviderSim, type SimProcess } from '../src/modules/provider/sim-process';
import { adminKey } from '../../provider-sim/src/server';
import { createTestPlatform, type TestPlatform } from './helpers';
import { SIM, balance, fund, launchToken, player, rows, seedTestCatalogue, type Player } from './provider-helpers';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/**
 * The issue's run: 10,000 rounds on PostgreSQL (what CI runs; about 130 s on a quiet 2-core machine).
 * Embedded PGlite runs every statement on one WASM connection, so it plays 1,000 by default, the same
 * fault mix; `FAULT_RUN_ROUNDS` sets either.
 */
const ROUNDS = Number(process.env.FAULT_RUN_ROUNDS ?? (process.env.TEST_DB === 'pg' ? 10_000 : 1_000));
const PLAYERS = 8;
const OPENING = 1_000_000n;
/** The issue's fault mix: 10% timeouts, 5% duplicates, 2% rollbacks, and rollbacks that overtake their bets. */
const FAULTS = 'timeout=0.1,duplicate=0.05,rollback=0.02,rollbackBeforeBet=0.01,lateWin=0.05';

let p: TestPlatform;
let sim: SimProcess;
let players: Player[];
let ids: Record<string, number>;

beforeAll(async () => {
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '100000' });
  const ops = { authorization: await p.operatorToken() };
  await p.call({ method: 'PUT', url: '/wps/operator/merchants/thailand/features', payload: { HUMAN_VERIFICATION: false, LOGIN_IP_VERIFY: false }, headers: ops });
  ids = await seedTestCatalogue(p);
  const platformUrl = await p.app.listen({ port: 0, host: '127.0.0.1' });
  sim = await spawnProviderSim({ repoRoot, platformUrl, masterSecret: p.services.providerSim.masterSecret, faults: FAULTS });
  p.services.providerSim.url = sim.url;
  players = [];
  for (let i = 0; i < PLAYERS; i++) players.push(await player(p, 'flt'));
  for (const pl of players) await fund(p, pl.id, OPENING);
}, 120_000);
afterAll(async () => {
  await sim?.close();
  await p?.close();
});

const admin = (pathname: string, payload?: unknown) => fetch(`${sim.url}${pathname}`, {
  method: payload === undefined ? 'GET' : 'POST',
  headers: { 'content-type': 'application/json', 'x-sim-admin': adminKey(p.services.providerSim.masterSecret) },
  body: payload === undefined ? undefined : JSON.stringify(payload),
});

describe('provider-sim fault run', () => {
  it('serves its game pages in the launch language, and its admin API only with the key', async () => {
    const { body } = await p.call({ method: 'POST', url: '/wps/game/launchGame', headers: players[0]!.auth, payload: { nodeId: ids.slot1, accountType: 1, language: 'TH' } });
    const url = new URL(body.value.content.game_url);
    expect(url.origin).toBe(new URL(sim.url).origin);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('หมุน');
    for (const kind of ['fish', 'table']) {
      const other = await fetch(`${sim.url}/play/${kind}?vendor=${SIM}&game=x1&lang=EN&mode=fun`);
      expect(await other.text()).toContain(kind === 'fish' ? 'Tap a fish to shoot' : 'Dragon');
    }
    expect((await fetch(`${sim.url}/admin/faults`)).status).toBe(403);
    const faults = await (await admin('/admin/faults')).json();
    expect(faults.faults).toMatchObject({ timeout: 0.1, duplicate: 0.05, rollback: 0.02 });
    expect((await admin('/admin/faults', { timeout: 2 })).status).toBe(400);
    expect((await admin('/admin/faults', { nonsense: 0.1 })).status).toBe(400);
  });

  it('a spin through the simulator page API moves the wallet and shows up in the betting record', async () => {
    const pl = players[0]!;
    const token = await launchToken(p, pl, ids.slot1!);
    const before = await balance(p, pl.id);
    const session = await (await fetch(`${sim.url}/api/session`, { method: 'POST', body: JSON.stringify({ token, vendor: SIM }) })).json();
    expect(session).toMatchObject({ ok: true, balance: Number(before) });
    let spin: { ok: boolean; balance: number; roundId: string; win: number } | undefined;
    // A spin can be cancelled by the injected faults; the next one goes through.
    for (let i = 0; i < 10 && !spin?.ok; i++) {
      spin = await (await fetch(`${sim.url}/api/play`, { method: 'POST', body: JSON.stringify({ token, vendor: SIM, game: 'slot1', kind: 'slot', stake: 500 }) })).json();
    }
    if (!spin?.ok) throw new Error(`no spin went through: ${JSON.stringify(spin)}`);
    expect(spin.balance).toBe(Number(await balance(p, pl.id)));
    const record = await p.call({ method: 'GET', url: '/wps/member/records/betting?pageNo=1&pageSize=20', headers: { ...pl.auth, language: 'EN' } });
    expect(record.body.success).toBe(true);
    const row = record.body.value.list.find((r: { roundId: string }) => r.roundId === spin.roundId);
    // The record names the game as the catalogue does, in the request's language (not its code).
    expect(row).toMatchObject({ game: 'Lucky slot1', betAmount: 5, winAmount: spin.win / 100 });
  });

  it(`${ROUNDS} rounds with timeouts, duplicates and rollbacks: every round resolved once, balances and ledger agree`, async () => {
    const start = new Map<number, bigint>();
    for (const pl of players) start.set(pl.id, await balance(p, pl.id));
    const tokens = [];
    for (const pl of players) tokens.push({ token: await launchToken(p, pl, ids.slot1!), vendor: SIM });
    // In runs of at most 1,000 rounds, so no single admin request outlives an HTTP client's timeout.
    const run = { rounds: 0, outcomes: {} as Record<string, number>, unexpected: [] as unknown[], roundIds: [] as string[], players: [] as { playerId: number; moved: number }[], stats: {} as Record<string, number> };
    for (let done = 0; done < ROUNDS; done += 1000) {
      const res = await admin('/admin/run', { players: tokens, rounds: Math.min(1000, ROUNDS - done), concurrency: 32, stake: 100, game: 'slot1' });
      const part = await res.json();
      expect(res.status, JSON.stringify(part)).toBe(200);
      run.rounds += part.rounds;
      for (const [k, n] of Object.entries(part.outcomes as Record<string, number>)) run.outcomes[k] = (run.outcomes[k] ?? 0) + n;
      run.unexpected.push(...part.unexpected);
      run.roundIds.push(...part.roundIds);
      run.players.push(...part.players);
      // The simulator's call counters are cumulative.
      run.stats = part.stats;
    }
    expect(run.rounds).toBe(ROUNDS);
    expect(run.unexpected).toEqual([]);
    // Every fault actually happened, and no duplicate answered differently from its original.
    expect(run.stats.timeouts).toBeGreaterThan(ROUNDS * 0.1);
    expect(run.stats.duplicates).toBeGreaterThan(ROUNDS * 0.05);
    expect(run.stats.duplicateMismatches).toBe(0);
    // Rare faults (2% and 1% of rounds) are only required to have happened: their counts vary from run
    // to run, and below they are matched exactly against the rounds the wallet closed.
    expect(run.outcomes.rolled_back).toBeGreaterThan(0);
    expect(run.outcomes.cancelled_before_bet).toBeGreaterThan(0);
    expect(run.outcomes.refused ?? 0).toBe(0);

    await p.database.db.execute(sql`CREATE TEMP TABLE fault_run_rounds (round_id text PRIMARY KEY)`);
    for (let i = 0; i < run.roundIds.length; i += 1000) {
      const chunk = run.roundIds.slice(i, i + 1000) as string[];
      await p.database.db.execute(sql`INSERT INTO fault_run_rounds SELECT unnest(${`{${chunk.join(',')}}`}::text[])`);
    }
    // Every round is closed: settled by its win or rolled back, never left open.
    const statuses = await rows(p, sql`SELECT g.status, COUNT(*)::int AS n FROM game_rounds g JOIN fault_run_rounds f USING (round_id)
      WHERE g.merchant_code = 'thailand' AND g.vendor_code = ${SIM} GROUP BY g.status`);
    const byStatus = Object.fromEntries(statuses.map((s) => [s.status, s.n]));
    expect(byStatus.open ?? 0).toBe(0);
    expect((byStatus.settled ?? 0) + (byStatus.rolled_back ?? 0)).toBe(ROUNDS);
    expect(byStatus.rolled_back).toBe((run.outcomes.rolled_back ?? 0) + (run.outcomes.cancelled_before_bet ?? 0));
    // Resolved exactly once: no bet left open, no round both won and refunded, at most one win and one refund posting per round.
    const [openBets] = await rows(p, sql`SELECT COUNT(*)::int AS n FROM game_transactions t JOIN fault_run_rounds f USING (round_id) WHERE t.kind = 'bet' AND t.state = 'open'`);
    expect(openBets.n).toBe(0);
    const [twice] = await rows(p, sql`SELECT COUNT(*)::int AS n FROM (
      SELECT p.reference FROM ledger_postings p JOIN fault_run_rounds f ON f.round_id = p.reference
      WHERE p.merchant_code = 'thailand' GROUP BY p.reference
      HAVING COUNT(*) FILTER (WHERE p.type = 'win') > 1 OR COUNT(*) FILTER (WHERE p.type = 'refund') > 1 OR COUNT(*) FILTER (WHERE p.type = 'bet') > 1
        OR (COUNT(*) FILTER (WHERE p.type = 'win') > 0 AND COUNT(*) FILTER (WHERE p.type = 'refund') > 0)) x`);
    expect(twice.n).toBe(0);
    // The rounds' own sums agree with the ledger's postings for them.
    const [sums] = await rows(p, sql`SELECT
      (SELECT COALESCE(SUM(bet_amount - win_amount - refund_amount), 0)::text FROM game_rounds g JOIN fault_run_rounds f USING (round_id) WHERE g.vendor_code = ${SIM}) AS rounds,
      (SELECT COALESCE(SUM(-e.amount), 0)::text FROM ledger_entries e JOIN ledger_postings p ON p.id = e.posting_id JOIN fault_run_rounds f ON f.round_id = p.reference
        JOIN ledger_accounts a ON a.id = e.account_id WHERE a.owner_kind = 'member') AS ledger`);
    expect(sums.rounds).toBe(sums.ledger);
    // Each player's wallet moved exactly what the provider believes it moved.
    const moved = new Map<number, bigint>();
    for (const r of run.players) moved.set(r.playerId, (moved.get(r.playerId) ?? 0n) + BigInt(r.moved));
    expect(moved.size).toBe(PLAYERS);
    for (const [playerId, m] of moved) expect(await balance(p, playerId)).toBe(start.get(playerId)! + m);
    const report = await p.services.wallet.reconcile('thailand');
    expect(report.differences).toEqual([]);
    expect(report.ok).toBe(true);
  }, Math.max(120_000, ROUNDS * 60));
});
