import { createHash, createHmac } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDLE_ROUNDS_QUEUE } from '../src/modules/pge/jobs';
import { payoutOf } from '../src/modules/pge/rtp';
import { slotMultiplier } from '../src/modules/pge/slot';
import { account } from '../src/modules/wallet/posting';
import { createTestPlatform, type TestPlatform } from './helpers';

const SYSTEM = { type: 'system' as const, id: 'pge-test', ip: null, merchantCode: null };
const PASSWORD = 'Secret#123';
const M = 'thailand';
let p: TestPlatform;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw rows read in assertions
const rows = async (query: SQL) => ((await p.database.db.execute(query)) as unknown as { rows: any[] }).rows;

beforeAll(async () => {
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '100000' });
  const ops = { authorization: await p.operatorToken() };
  await p.call({ method: 'PUT', url: `/wps/operator/merchants/${M}/features`, payload: { HUMAN_VERIFICATION: false, LOGIN_IP_VERIFY: false }, headers: ops });
  // The demo catalogue seeds the PGE vendor; these rows only fill in if a smaller catalogue left it out.
  await p.database.db.execute(sql`INSERT INTO game_vendors (merchant_code, code, name, wallet_mode, adapter) VALUES (${M}, 'PGE', 'PGE', 'seamless', 'pge') ON CONFLICT DO NOTHING`);
  for (const [code, rtp] of [['dice', 9900], ['slot', 9650], ['mines', 9700]] as const) {
    await p.database.db.execute(sql`INSERT INTO games (merchant_code, vendor_code, game_code, game_type, game_classify, names, icon, rtp_bps)
      VALUES (${M}, 'PGE', ${code}, 'RNG', 'arcade', ${JSON.stringify({ EN: code })}::jsonb, '{}'::jsonb, ${rtp}) ON CONFLICT DO NOTHING`);
  }
});
afterAll(() => p?.close());

let nextPlayer = 0;
async function player(funds = 100_00n) {
  const n = nextPlayer++;
  const username = `pge${String(n).padStart(3, '0')}`;
  const mobileNum = `08${String(30_000_000 + n * 7919).padStart(8, '0')}`;
  const { body } = await p.call({ method: 'PUT', url: '/wps/member/register', payload: { username, password: PASSWORD, confirmPassword: PASSWORD, mobileNum, acceptTerms: true, confirmAge: true } });
  if (!body.success) throw new Error(`registration failed: ${JSON.stringify(body)}`);
  const auth = { authorization: body.value.token as string };
  const info = await p.call({ method: 'GET', url: '/wps/member/info', headers: auth });
  const id = info.body.value.id as number;
  if (funds > 0n) {
    await p.services.wallet.post({
      merchantCode: M, type: 'deposit', idempotencyKey: `pge-test:fund:${id}`, actor: SYSTEM,
      legs: [{ account: account.member(id), amount: funds }, { account: account.paymentChannel('BANK'), amount: -funds }],
    });
  }
  return { auth, id };
}
type Player = Awaited<ReturnType<typeof player>>;

const balance = (pl: Player) => p.services.wallet.balanceOf(M, account.member(pl.id));
const get = (pl: Player | null, url: string) => p.call({ method: 'GET', url, headers: pl?.auth ?? {} });
const send = (pl: Player | null, url: string, payload: object, method: 'POST' | 'PUT' = 'POST') => p.call({ method, url, headers: pl?.auth ?? {}, payload });
let req = 0;
const rid = () => `r-${Date.now()}-${req++}`;
const dice = (pl: Player, extra: object = {}) => send(pl, '/wps/pge/dice', { requestId: rid(), amount: '10.00', target: 50, direction: 'under', ...extra });
const postings = async (roundId: string) => rows(sql`SELECT type, idempotency_key FROM ledger_postings WHERE reference = ${roundId} ORDER BY id`);
/** Everything a refused request must leave alone. */
const snapshot = async () => (await rows(sql`SELECT
  (SELECT COUNT(*) FROM ledger_postings)::int AS postings, (SELECT COALESCE(SUM(balance), 0)::text FROM ledger_accounts) AS balances,
  (SELECT COUNT(*) FROM pge_rounds WHERE status <> 'refused')::int AS rounds, (SELECT COUNT(*) FROM game_transactions)::int AS calls`))[0];
const serverSeedOf = async (roundId: string) => (await rows(sql`SELECT s.server_seed FROM pge_rounds r JOIN pge_seed_pairs s ON s.id = r.seed_pair_id WHERE r.round_id = ${roundId}`))[0].server_seed as string;
const boardOf = async (roundId: string, mines: number) => {
  const [r] = await rows(sql`SELECT client_seed, nonce FROM pge_rounds WHERE round_id = ${roundId}`);
  const { body } = await send(null, '/wps/pge/verify', { game: 'mines', serverSeed: await serverSeedOf(roundId), clientSeed: r.client_seed, nonce: r.nonce, mines });
  return body.value.outcome.mineTiles as number[];
};

describe('seeds and fairness', () => {
  it('commits to the server seed before play, reveals it on rotation, and the verify endpoint recomputes the round', async () => {
    const pl = await player();
    const before = (await get(pl, '/wps/pge/seeds')).body.value;
    expect(before).toMatchObject({ nonce: 0, roundOpen: false, previous: [] });
    expect(before.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);

    const played = await dice(pl);
    expect(played.body.success).toBe(true);
    const round = played.body.value.round;
    expect(round).toMatchObject({ game: 'dice', status: 'settled', nonce: 0, serverSeedHash: before.serverSeedHash, serverSeed: null, clientSeed: before.clientSeed });
    // Public lookup before rotation: the round, but not the seed.
    expect((await get(null, `/wps/pge/round/${round.roundId}`)).body.value.serverSeed).toBeNull();

    const rotated = (await send(pl, '/wps/pge/seeds/rotate', {})).body.value;
    expect(rotated.revealed.serverSeedHash).toBe(before.serverSeedHash);
    expect(createHash('sha256').update(rotated.revealed.serverSeed).digest('hex')).toBe(before.serverSeedHash);
    expect(rotated.revealed.nonce).toBe(1);
    expect(rotated.seeds).toMatchObject({ nonce: 0, clientSeed: before.clientSeed });
    expect(rotated.seeds.serverSeedHash).not.toBe(before.serverSeedHash);
    expect(rotated.seeds.previous[0].serverSeed).toBe(rotated.revealed.serverSeed);

    // The roll is the first 32-bit word of HMAC-SHA256(server seed, "client seed:nonce"), mod 10,000 (no rejection at this bound in practice).
    const word = createHmac('sha256', rotated.revealed.serverSeed).update(`${before.clientSeed}:0`).digest().readUInt32BE(0);
    expect(round.outcome.roll).toBe((word % 10_000) / 100);
    const verified = (await send(null, '/wps/pge/verify', { game: 'dice', serverSeed: rotated.revealed.serverSeed, clientSeed: before.clientSeed, nonce: 0, target: 50, direction: 'under' })).body.value;
    expect(verified.outcome).toEqual(round.outcome);
    expect(verified.serverSeedHash).toBe(before.serverSeedHash);
    expect(verified.blocks[0]).toMatchObject({ cursor: 0, message: `${before.clientSeed}:0` });

    const lookedUp = (await get(null, `/wps/pge/round/${round.roundId}`)).body.value;
    expect(lookedUp.serverSeed).toBe(rotated.revealed.serverSeed);
    expect(lookedUp.outcome).toEqual(round.outcome);
  });

  it('uses a changed client seed from the next round on and keeps counting the nonce', async () => {
    const pl = await player();
    await dice(pl);
    const set = await send(pl, '/wps/pge/seeds/client', { clientSeed: 'my-own_seed42' }, 'PUT');
    expect(set.body.value).toMatchObject({ clientSeed: 'my-own_seed42', nonce: 1 });
    const second = (await dice(pl)).body.value.round;
    expect(second).toMatchObject({ clientSeed: 'my-own_seed42', nonce: 1 });
    const third = (await send(pl, '/wps/pge/slot', { requestId: rid(), amount: 1 })).body.value.round;
    expect(third.nonce).toBe(2);
    // A rotation may set the next pair's client seed.
    const rotated = (await send(pl, '/wps/pge/seeds/rotate', { clientSeed: 'fresh' })).body.value;
    expect(rotated.seeds).toMatchObject({ clientSeed: 'fresh', nonce: 0 });
    const verified = (await send(null, '/wps/pge/verify', { game: 'slot', serverSeed: rotated.revealed.serverSeed, clientSeed: 'my-own_seed42', nonce: 2 })).body.value;
    expect(verified.outcome).toEqual(third.outcome);
  });

  it('pays dice and slot rounds exactly bet × multiplier through the ledger', async () => {
    const pl = await player();
    const info = (await get(pl, '/wps/pge/game/dice')).body.value;
    expect(info).toMatchObject({ game: 'dice', rtp: 99, minBet: 0.1, maxBet: 10000, balance: 100 });
    let expected = 100_00n;
    for (let i = 0; i < 6; i += 1) {
      const { round, balance: after } = (await dice(pl, { amount: '2.50', target: 30.25, direction: 'over' })).body.value;
      const win = round.outcome.roll > 30.25;
      expect(round.outcome.win).toBe(win);
      // 99 % / (6974 / 10000) = 1.41956...; 2.50 × that floored to the cent = 3.54
      expect(round.payout).toBe(win ? 3.54 : 0);
      expected += -250n + (win ? 354n : 0n);
      expect(after).toBe(Number(expected) / 100);
      const kinds = (await postings(round.roundId)).map((r) => r.type);
      expect(kinds).toEqual(win ? ['bet', 'win'] : ['bet']);
    }
    expect(await balance(pl)).toBe(expected);
    const slotInfo = (await get(pl, '/wps/pge/game/slot')).body.value;
    expect(slotInfo.paytable).toContainEqual({ symbol: 'seven', count: 3, multiplier: expect.any(String) });
    const spin = (await send(pl, '/wps/pge/slot', { requestId: rid(), amount: 5 })).body.value;
    expect(spin.round.outcome.grid).toHaveLength(3);
    const paid = payoutOf(500n, slotMultiplier(spin.round.outcome.units, 9650));
    expect(spin.round.payout).toBe(Number(paid) / 100);
    expect(await balance(pl)).toBe(expected - 500n + paid);
  });
});

describe('money exactly once', () => {
  it('answers a replayed request with the original round and moves nothing again, also when sent five times at once', async () => {
    const pl = await player();
    const body = { requestId: 'same-request', amount: '4', target: 60, direction: 'under' };
    const first = (await send(pl, '/wps/pge/dice', body)).body.value;
    const afterFirst = await balance(pl);
    const again = (await send(pl, '/wps/pge/dice', body)).body.value;
    expect(again.replayed).toBe(true);
    expect(again.round).toEqual(first.round);
    expect(await balance(pl)).toBe(afterFirst);

    const burst = { ...body, requestId: 'burst' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(pl, '/wps/pge/dice', burst)));
    expect(answers.every((a) => a.body.success)).toBe(true);
    expect(new Set(answers.map((a) => a.body.value.round.roundId)).size).toBe(1);
    const roundId = answers[0]!.body.value.round.roundId;
    const keys = (await postings(roundId)).map((r) => r.idempotency_key);
    expect(keys).toEqual(answers[0]!.body.value.round.payout > 0 ? [`PGE:${roundId}-bet`, `PGE:${roundId}-win`] : [`PGE:${roundId}-bet`]);
    expect((await get(pl, '/wps/pge/seeds')).body.value.nonce).toBe(2);
  });

  it('gives concurrent rounds of one member distinct nonces and moves each stake once', async () => {
    const pl = await player();
    const answers = await Promise.all(Array.from({ length: 6 }, () => dice(pl, { amount: '1' })));
    const rounds = answers.map((a) => a.body.value.round);
    expect(rounds.map((r) => r.nonce).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5]);
    const paid = rounds.reduce((sum, r) => sum + BigInt(Math.round(r.payout * 100)), 0n);
    expect(await balance(pl)).toBe(100_00n - 6_00n + paid);
  });

  it('refuses a reused request id with other content', async () => {
    const pl = await player();
    await send(pl, '/wps/pge/dice', { requestId: 'once', amount: '1', target: 50, direction: 'under' });
    const before = await snapshot();
    const other = await send(pl, '/wps/pge/dice', { requestId: 'once', amount: '2', target: 50, direction: 'under' });
    expect(other.res.statusCode).toBe(409);
    expect(other.body.errorCode).toBe('pge.request_conflict');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a bet above the balance with the balance, moving nothing and showing no round', async () => {
    const pl = await player(5_00n);
    const before = await snapshot();
    const refused = await dice(pl, { amount: '6' });
    expect(refused.res.statusCode).toBe(409);
    expect(refused.body.errorCode).toBe('provider.insufficient_funds');
    expect(await balance(pl)).toBe(5_00n);
    const after = await snapshot();
    expect(after.postings).toBe(before.postings);
    expect(after.balances).toBe(before.balances);
    expect((await get(pl, '/wps/pge/history')).body.value.totalCount).toBe(0);
    expect((await dice(pl, { amount: '5' })).body.success).toBe(true);
  });
});

describe('mines', () => {
  it('starts with the stake taken and the board hidden, pays the multiplier on cash-out, and answers a repeated cash-out', async () => {
    const pl = await player();
    const start = (await send(pl, '/wps/pge/mines/start', { requestId: rid(), amount: '10', mines: 3 })).body.value;
    const { roundId } = start.round;
    expect(start.round).toMatchObject({ status: 'open', multiplier: '0.0000', outcome: { mines: 3, revealed: [], mineTiles: null } });
    expect(start.balance).toBe(90);
    expect((await get(null, `/wps/pge/round/${roundId}`)).body.errorCode).toBe('pge.round_not_found');
    // The board cannot be revealed by rotating the seed while the round is open.
    expect((await send(pl, '/wps/pge/seeds/rotate', {})).body.errorCode).toBe('pge.round_open');
    expect((await get(pl, '/wps/pge/seeds')).body.value.roundOpen).toBe(true);
    expect((await send(pl, '/wps/pge/mines/start', { requestId: rid(), amount: '1', mines: 3 })).body.errorCode).toBe('pge.round_open');
    expect((await send(pl, '/wps/pge/mines/cashout', { roundId })).body.errorCode).toBe('pge.cashout_empty');

    const board = await boardOf(roundId, 3);
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((t) => !board.includes(t));
    const one = (await send(pl, '/wps/pge/mines/reveal', { roundId, tile: safe[0] })).body.value;
    // 97 % × C(25,1) / C(22,1) = 1.10227...
    expect(one.round).toMatchObject({ status: 'open', multiplier: '1.1022', outcome: { revealed: [safe[0]], mineTiles: null } });
    expect((await send(pl, '/wps/pge/mines/reveal', { roundId, tile: safe[0] })).body.errorCode).toBe('pge.tile_revealed');
    const two = (await send(pl, '/wps/pge/mines/reveal', { roundId, tile: safe[1] })).body.value;
    // 97 % × C(25,2) / C(22,2) = 97 % × 300 / 231 = 1.25974...
    expect(two.round.multiplier).toBe('1.2597');
    expect((await get(pl, '/wps/pge/game/mines')).body.value.openRound.roundId).toBe(roundId);

    const out = (await send(pl, '/wps/pge/mines/cashout', { roundId })).body.value;
    expect(out.round).toMatchObject({ status: 'settled', payout: 12.59, outcome: { mineTiles: board, hitMine: false } });
    expect(out.balance).toBe(102.59);
    const repeat = (await send(pl, '/wps/pge/mines/cashout', { roundId })).body.value;
    expect(repeat.replayed).toBe(true);
    expect(await balance(pl)).toBe(102_59n);
    expect((await postings(roundId)).map((r) => r.type)).toEqual(['bet', 'win']);
    expect((await send(pl, '/wps/pge/mines/reveal', { roundId, tile: safe[2] })).body.errorCode).toBe('pge.round_closed');
  });

  it('ends the round with nothing paid when a mine is revealed, and shows the board', async () => {
    const pl = await player();
    const { roundId } = (await send(pl, '/wps/pge/mines/start', { requestId: rid(), amount: '3', mines: 24 })).body.value.round;
    const board = await boardOf(roundId, 24);
    const hit = (await send(pl, '/wps/pge/mines/reveal', { roundId, tile: board[0] })).body.value;
    expect(hit.round).toMatchObject({ status: 'settled', payout: 0, multiplier: '0.0000', outcome: { hitMine: true, mineTiles: board, revealed: [board[0]] } });
    expect(await balance(pl)).toBe(97_00n);
    expect((await send(pl, '/wps/pge/mines/cashout', { roundId })).body.errorCode).toBe('pge.round_closed');
    // A member may rotate again once the board is settled.
    expect((await send(pl, '/wps/pge/seeds/rotate', {})).body.success).toBe(true);
  });

  it('cashes out automatically at the last safe tile', async () => {
    const pl = await player();
    const { roundId } = (await send(pl, '/wps/pge/mines/start', { requestId: rid(), amount: '1', mines: 24 })).body.value.round;
    const board = await boardOf(roundId, 24);
    const safeTile = Array.from({ length: 25 }, (_, i) => i).find((t) => !board.includes(t))!;
    const won = (await send(pl, '/wps/pge/mines/reveal', { roundId, tile: safeTile })).body.value;
    // 97 % × 25 = 24.25
    expect(won.round).toMatchObject({ status: 'settled', payout: 24.25, multiplier: '24.2500' });
    expect(await balance(pl)).toBe(100_00n - 1_00n + 24_25n);
  });
});

describe('privacy and bad input', () => {
  it('shows a member only their own rounds and refuses moves on another member\'s round', async () => {
    const a = await player();
    const b = await player();
    await dice(a);
    const { roundId } = (await send(a, '/wps/pge/mines/start', { requestId: rid(), amount: '1', mines: 5 })).body.value.round;
    expect((await get(a, '/wps/pge/history')).body.value.totalCount).toBe(2);
    expect((await get(b, '/wps/pge/history')).body.value).toEqual({ list: [], totalPages: 0, totalCount: 0 });
    const before = await snapshot();
    expect((await send(b, '/wps/pge/mines/reveal', { roundId, tile: 0 })).body.errorCode).toBe('pge.round_not_found');
    expect((await send(b, '/wps/pge/mines/cashout', { roundId })).body.errorCode).toBe('pge.round_not_found');
    expect(await snapshot()).toEqual(before);
    expect((await get(a, '/wps/pge/history?game=mines')).body.value.list).toHaveLength(1);
  });

  it('answers bad input with a 4xx code and changes nothing', async () => {
    const pl = await player();
    const before = await snapshot();
    const cases: [Promise<{ res: { statusCode: number }; body: { errorCode: string | null } }>, number, string][] = [
      [dice(pl, { target: 99.5 }), 400, 'pge.params_invalid'],
      [dice(pl, { target: 0.5, direction: 'under' }), 400, 'pge.params_invalid'],
      [dice(pl, { target: 50.123 }), 400, 'system.invalid_input'],
      [dice(pl, { target: 'abc' }), 400, 'system.invalid_input'],
      [dice(pl, { direction: 'sideways' }), 400, 'system.invalid_input'],
      [dice(pl, { amount: '0.05' }), 400, 'pge.bet_out_of_range'],
      [dice(pl, { amount: '10000.01' }), 400, 'pge.bet_out_of_range'],
      [dice(pl, { amount: '-1' }), 400, 'system.invalid_input'],
      [dice(pl, { amount: '1.001' }), 400, 'system.invalid_input'],
      [send(pl, '/wps/pge/mines/start', { requestId: rid(), amount: 1, mines: 25 }), 400, 'system.invalid_input'],
      [send(pl, '/wps/pge/mines/reveal', { roundId: 'nope', tile: 3 }), 404, 'pge.round_not_found'],
      [send(pl, '/wps/pge/mines/reveal', { roundId: 'nope', tile: 25 }), 400, 'system.invalid_input'],
      [send(pl, '/wps/pge/seeds/client', { clientSeed: 'has:colon' }, 'PUT'), 400, 'system.invalid_input'],
      [send(pl, '/wps/pge/seeds/client', { clientSeed: '' }, 'PUT'), 400, 'system.invalid_input'],
      [send(null, '/wps/pge/verify', { game: 'dice', serverSeed: 'abc', clientSeed: 'x', nonce: 0, target: 50, direction: 'under' }), 400, 'system.invalid_input'],
      [send(null, '/wps/pge/verify', { game: 'dice', serverSeed: 'a'.repeat(64), clientSeed: 'x', nonce: 0, target: 99, direction: 'under' }), 400, 'pge.params_invalid'],
      [send(null, '/wps/pge/verify', { game: 'crash', serverSeed: 'a'.repeat(64), clientSeed: 'x', nonce: 0 }), 400, 'system.invalid_input'],
      [send(null, '/wps/pge/verify', { game: 'slot', serverSeed: 'a'.repeat(64), clientSeed: 'x', nonce: -1 }), 400, 'system.invalid_input'],
      [get(pl, '/wps/pge/game/roulette'), 400, 'system.invalid_input'],
      [get(pl, '/wps/pge/history?pageSize=500'), 400, 'system.invalid_input'],
      [get(null, '/wps/pge/round/unknown-round'), 404, 'pge.round_not_found'],
      [get(null, '/wps/pge/seeds'), 401, 'auth.not_logged_in'],
      [send(null, '/wps/pge/dice', { requestId: rid(), amount: 1, target: 50, direction: 'under' }), 401, 'auth.not_logged_in'],
    ];
    for (const [pending, status, code] of cases) {
      const { res, body } = await pending;
      expect([res.statusCode, body.errorCode]).toEqual([status, code]);
    }
    expect(await snapshot()).toEqual(before);
    expect((await get(pl, '/wps/pge/seeds')).body.value.nonce).toBe(0);
  });

  it('refuses play while the game is under maintenance', async () => {
    const pl = await player();
    await p.database.db.execute(sql`UPDATE games SET status = 'maintenance' WHERE merchant_code = ${M} AND vendor_code = 'PGE' AND game_code = 'slot'`);
    try {
      const refused = await send(pl, '/wps/pge/slot', { requestId: rid(), amount: 1 });
      expect([refused.res.statusCode, refused.body.errorCode]).toEqual([409, 'game.maintenance']);
    } finally {
      await p.database.db.execute(sql`UPDATE games SET status = 'active' WHERE merchant_code = ${M} AND vendor_code = 'PGE' AND game_code = 'slot'`);
    }
  });
});

describe('launch, play money and interrupted rounds', () => {
  it('launches a PGE game to its play page, and refuses free play without a wallet', async () => {
    const pl = await player();
    const [game] = await rows(sql`SELECT id FROM games WHERE merchant_code = ${M} AND vendor_code = 'PGE' AND game_code = 'mines'`);
    const launched = await send(pl, '/wps/game/launchGame', { nodeId: game.id, accountType: 1, language: 'EN' });
    const url = new URL(launched.body.value.content.game_url, 'http://site.test');
    expect(url.pathname).toBe('/pge/mines');
    expect(url.searchParams.get('lang')).toBe('EN');
    expect(url.searchParams.get('token')).toMatch(/.{20,}/);
    const free = await send(pl, '/wps/game/launchGame', { nodeId: game.id, accountType: 0 });
    expect([free.res.statusCode, free.body.errorCode]).toEqual([400, 'launch.free_play_unavailable']);
  });

  it('lets a trial account play with its play money, kept off the real house accounts', async () => {
    const trial = await p.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
    const auth = { authorization: trial.body.value.token as string };
    const info = (await p.call({ method: 'GET', url: '/wps/pge/game/dice', headers: auth })).body.value;
    expect(info.balance).toBeGreaterThan(0);
    const played = (await p.call({ method: 'POST', url: '/wps/pge/dice', headers: auth, payload: { requestId: rid(), amount: 1, target: 50, direction: 'under' } })).body.value;
    expect(played.balance).toBe(info.balance - 1 + played.round.payout);
    const [round] = await rows(sql`SELECT demo FROM game_rounds WHERE round_id = ${played.round.roundId}`);
    expect(round.demo).toBe(true);
  });

  it('completes a round interrupted between its bet and its win when the request is sent again: one bet, one win', async () => {
    const pl = await player();
    const seamless = p.services.seamless;
    const win = seamless.win;
    seamless.win = () => Promise.reject(new Error('connection lost'));
    let failed: Awaited<ReturnType<typeof send>>;
    try {
      failed = await send(pl, '/wps/pge/dice', { requestId: 'interrupted', amount: '2', target: 98, direction: 'under' });
    } finally {
      seamless.win = win;
    }
    expect(failed.res.statusCode).toBe(500);
    expect(await balance(pl)).toBe(98_00n);
    // Not finished: not in the history, and the public lookup does not know it.
    expect((await get(pl, '/wps/pge/history')).body.value.totalCount).toBe(0);

    const again = (await send(pl, '/wps/pge/dice', { requestId: 'interrupted', amount: '2', target: 98, direction: 'under' })).body.value;
    expect(again.replayed).toBe(true);
    expect(again.round.status).toBe('settled');
    expect(await balance(pl)).toBe(98_00n + BigInt(Math.round(again.round.payout * 100)));
    const kinds = (await postings(again.round.roundId)).map((r) => r.type);
    expect(kinds).toEqual(again.round.payout > 0 ? ['bet', 'win'] : ['bet']);
  });

  it('completes an interrupted round before rotating its seed pair', async () => {
    const pl = await player();
    const seamless = p.services.seamless;
    const win = seamless.win;
    seamless.win = () => Promise.reject(new Error('connection lost'));
    try {
      await send(pl, '/wps/pge/slot', { requestId: rid(), amount: '3' });
    } finally {
      seamless.win = win;
    }
    const rotated = await send(pl, '/wps/pge/seeds/rotate', {});
    expect(rotated.body.success).toBe(true);
    const [round] = (await get(pl, '/wps/pge/history')).body.value.list;
    expect(round).toMatchObject({ status: 'settled', serverSeed: rotated.body.value.revealed.serverSeed });
    expect(await balance(pl)).toBe(97_00n + BigInt(Math.round(round.payout * 100)));
  });
});

describe('an interrupted mines start', () => {
  it('is resumed when the member comes back, so it neither blocks a new round nor loses the stake', async () => {
    const pl = await player();
    const seamless = p.services.seamless;
    const bet = seamless.bet;
    seamless.bet = () => Promise.reject(new Error('connection lost'));
    try {
      expect((await send(pl, '/wps/pge/mines/start', { requestId: rid(), amount: '1', mines: 3 })).res.statusCode).toBe(500);
    } finally {
      seamless.bet = bet;
    }
    expect(await balance(pl)).toBe(100_00n);
    const info = (await get(pl, '/wps/pge/game/mines')).body.value;
    expect(info.openRound).toMatchObject({ status: 'open', betAmount: 1 });
    expect(await balance(pl)).toBe(99_00n);
    expect((await send(pl, '/wps/pge/mines/start', { requestId: rid(), amount: '1', mines: 3 })).body.errorCode).toBe('pge.round_open');
    const board = await boardOf(info.openRound.roundId, 3);
    const safe = Array.from({ length: 25 }, (_, i) => i).find((t) => !board.includes(t))!;
    await send(pl, '/wps/pge/mines/reveal', { roundId: info.openRound.roundId, tile: safe });
    expect((await send(pl, '/wps/pge/mines/cashout', { roundId: info.openRound.roundId })).body.value.round.status).toBe('settled');
    expect((await postings(info.openRound.roundId)).map((r) => r.type)).toEqual(['bet', 'win']);
  });
});

describe('rounds left by their player (job pge-idle-rounds)', () => {
  /** Makes a round look untouched for `minutes` (the default limits: 30 for mines, 2 for an interrupted dice or slot round). */
  const idleFor = (roundId: string, minutes: number) =>
    p.database.db.execute(sql`UPDATE pge_rounds SET updated_at = now() - make_interval(mins => ${minutes}) WHERE round_id = ${roundId}`);
  const sweep = () => p.services.pge.closeIdleRounds();
  const ledger = async () => (await rows(sql`SELECT COUNT(*)::int AS n FROM ledger_postings`))[0].n as number;
  const reconciled = async () => {
    const { body } = await p.call({ method: 'GET', url: `/wps/operator/wallet/reconcile?merchantCode=${M}`, headers: { authorization: await p.operatorToken() } });
    expect(body.value.differences).toEqual([]);
    expect(body.value.ok).toBe(true);
  };
  const safeTiles = async (roundId: string, mines: number) => {
    const board = await boardOf(roundId, mines);
    return Array.from({ length: 25 }, (_, i) => i).filter((t) => !board.includes(t));
  };
  const roundRow = async (roundId: string) => (await rows(sql`SELECT status, payout::text, outcome FROM pge_rounds WHERE round_id = ${roundId}`))[0];

  it('cashes out an abandoned mines round at the multiplier of its revealed tiles, once, even when two runs overlap', async () => {
    const pl = await player();
    const { roundId } = (await send(pl, '/wps/pge/mines/start', { requestId: rid(), amount: '10', mines: 3 })).body.value.round;
    const [first, second, third] = await safeTiles(roundId, 3);
    await send(pl, '/wps/pge/mines/reveal', { roundId, tile: first });
    await send(pl, '/wps/pge/mines/reveal', { roundId, tile: second });

    // Idle 29 minutes: still the player's to play.
    await idleFor(roundId, 29);
    await sweep();
    expect((await roundRow(roundId)).status).toBe('open');

    await idleFor(roundId, 31);
    await Promise.all([sweep(), sweep()]);
    // 97 % × C(25,2) / C(22,2) = 1.25974...; 10.00 × that, floored to the cent.
    expect(await roundRow(roundId)).toMatchObject({ status: 'settled', payout: '1259', outcome: { autoClosed: 'cashout', revealed: [first, second], hitMine: false } });
    expect(await balance(pl)).toBe(100_00n - 10_00n + 12_59n);
    expect((await postings(roundId)).map((r) => r.idempotency_key)).toEqual([`PGE:${roundId}-bet`, `PGE:${roundId}-win`]);

    // A later run, and the player coming back, move nothing.
    const before = await ledger();
    await sweep();
    expect(await ledger()).toBe(before);
    expect((await send(pl, '/wps/pge/mines/reveal', { roundId, tile: third })).body.errorCode).toBe('pge.round_closed');
    const [shown] = (await get(pl, '/wps/pge/history?game=mines')).body.value.list;
    expect(shown).toMatchObject({ roundId, status: 'settled', payout: 12.59, multiplier: '1.2597', outcome: { autoClosed: 'cashout' } });
    expect((await get(null, `/wps/pge/round/${roundId}`)).body.value.status).toBe('settled');
    await reconciled();
  });

  it('gives the stake back for an abandoned mines round with nothing revealed: a refund, not a win', async () => {
    const pl = await player();
    const { roundId } = (await send(pl, '/wps/pge/mines/start', { requestId: rid(), amount: '7.50', mines: 5 })).body.value.round;
    expect(await balance(pl)).toBe(92_50n);
    await idleFor(roundId, 45);
    await Promise.all([sweep(), sweep()]);
    expect(await roundRow(roundId)).toMatchObject({ status: 'settled', payout: '750', outcome: { autoClosed: 'refund', revealed: [] } });
    expect(await balance(pl)).toBe(100_00n);
    expect((await postings(roundId)).map((r) => [r.type, r.idempotency_key])).toEqual([['bet', `PGE:${roundId}-bet`], ['refund', `PGE:${roundId}-void`]]);
    // The game round is rolled back, so the winners board does not show the returned stake as a win.
    const [gameRound] = await rows(sql`SELECT status, win_amount::text, refund_amount::text FROM game_rounds WHERE round_id = ${roundId}`);
    expect(gameRound).toEqual({ status: 'rolled_back', win_amount: '0', refund_amount: '750' });
    const [shown] = (await get(pl, '/wps/pge/history?game=mines')).body.value.list;
    expect(shown).toMatchObject({ roundId, status: 'settled', payout: 7.5, multiplier: '1.0000', outcome: { autoClosed: 'refund' } });
    const before = await ledger();
    await sweep();
    expect(await ledger()).toBe(before);
    // The player may start the next round and rotate the seeds again.
    expect((await send(pl, '/wps/pge/mines/start', { requestId: rid(), amount: '1', mines: 5 })).body.success).toBe(true);
    await reconciled();
  });

  it('completes a dice round interrupted between its bet and its win, through the queue, and cancels a mines start whose stake never arrived', async () => {
    const pl = await player();
    const seamless = p.services.seamless;
    const { win, bet } = seamless;
    seamless.win = () => Promise.reject(new Error('connection lost'));
    try {
      expect((await send(pl, '/wps/pge/dice', { requestId: 'left-dice', amount: '2', target: 98, direction: 'under' })).res.statusCode).toBe(500);
    } finally {
      seamless.win = win;
    }
    seamless.bet = () => Promise.reject(new Error('connection lost'));
    try {
      expect((await send(pl, '/wps/pge/mines/start', { requestId: 'left-mines', amount: '5', mines: 3 })).res.statusCode).toBe(500);
    } finally {
      seamless.bet = bet;
    }
    const [diceRound] = await rows(sql`SELECT round_id FROM pge_rounds WHERE member_id = ${pl.id} AND request_id = 'left-dice'`);
    const [minesRound] = await rows(sql`SELECT round_id FROM pge_rounds WHERE member_id = ${pl.id} AND request_id = 'left-mines'`);
    expect(await balance(pl)).toBe(98_00n);
    await idleFor(diceRound.round_id, 3);
    await idleFor(minesRound.round_id, 31);

    await p.jobs!.send(IDLE_ROUNDS_QUEUE, {});
    for (let i = 0; i < 200 && (await roundRow(diceRound.round_id)).status !== 'settled'; i += 1) await new Promise((r) => setTimeout(r, 100));
    const dice = await roundRow(diceRound.round_id);
    expect(dice.status).toBe('settled');
    await sweep();
    expect(await balance(pl)).toBe(98_00n + BigInt(dice.payout));
    expect((await postings(diceRound.round_id)).map((r) => r.type)).toEqual(BigInt(dice.payout) > 0n ? ['bet', 'win'] : ['bet']);

    // The stake that never reached the wallet is cancelled there, so a late copy of the bet cannot take it.
    expect((await roundRow(minesRound.round_id)).status).toBe('refused');
    expect(await postings(minesRound.round_id)).toEqual([]);
    const late = await seamless.bet({ merchantCode: M, vendorCode: 'PGE', memberId: pl.id, roundId: minesRound.round_id, transactionId: `${minesRound.round_id}-bet`, gameCode: 'mines', amount: 5_00n })
      .catch((err: { code?: string }) => err.code);
    expect(late).toBe('provider.bet_resolved');
    expect((await get(pl, '/wps/pge/game/mines')).body.value.openRound).toBeNull();
    await reconciled();
  });
});
