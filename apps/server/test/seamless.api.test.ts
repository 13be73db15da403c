import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../src/lib/crypto';
import { ICON_VERSION } from '../src/modules/games/icon';
import { vendorSecret } from '../src/modules/provider/signature';
import { account } from '../src/modules/wallet/posting';
import { createTestPlatform, type TestPlatform } from './helpers';
import { SIM, TRF, balance, fund, launchToken, player, reconcile, rows, seedTestCatalogue, snapshot, wallet, type Player } from './provider-helpers';

let p: TestPlatform;
let ids: Record<string, number>;
let ops: { authorization: string };
let alice: Player;
let bob: Player;
let aliceToken: string;
let seq = 0;
const tx = () => `tx-${++seq}-${Math.random().toString(36).slice(2, 8)}`;
const round = () => `r-${++seq}-${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '100000', PROVIDER_SIM_URL: 'http://sim.test:7000' });
  ops = { authorization: await p.operatorToken() };
  await p.call({ method: 'PUT', url: '/wps/operator/merchants/thailand/features', payload: { HUMAN_VERIFICATION: false, LOGIN_IP_VERIFY: false }, headers: ops });
  ids = await seedTestCatalogue(p);
  alice = await player(p, 'sml');
  bob = await player(p, 'smb');
  await fund(p, alice.id, 100_000n);
  await fund(p, bob.id, 50_000n);
  aliceToken = await launchToken(p, alice, ids.slot1!);
});
afterAll(() => p.close());

const base = () => ({ merchantCode: 'thailand', playerId: alice.id, gameCode: 'slot1' });
const bet = (roundId: string, transactionId: string, amount: string, extra: object = {}) =>
  wallet(p, SIM, 'bet', { token: aliceToken, ...base(), roundId, transactionId, amount, ...extra });
const win = (roundId: string, transactionId: string, amount: string, extra: object = {}) => wallet(p, SIM, 'win', { ...base(), roundId, transactionId, amount, ...extra });
const rollback = (roundId: string, transactionId: string, refTransactionId: string, extra: object = {}) =>
  wallet(p, SIM, 'rollback', { merchantCode: 'thailand', playerId: alice.id, roundId, transactionId, refTransactionId, ...extra });

describe('seamless wallet: authenticate and balance', () => {
  it('authenticates the launch token and answers the balance in the industry shape', async () => {
    const res = await wallet(p, SIM, 'authenticate', { token: aliceToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'OK', merchantCode: 'thailand', playerId: alice.id, currency: expect.any(String), gameCode: 'slot1', accountType: 1, username: alice.username });
    expect(res.body.balance).toBe('1000.00');
    const bal = await wallet(p, SIM, 'balance', { merchantCode: 'thailand', playerId: alice.id });
    expect(bal.body).toMatchObject({ status: 'OK', balance: '1000.00', transactionId: null });
  });

  it('refuses an unknown token, a token of another vendor and an unknown player', async () => {
    expect((await wallet(p, SIM, 'authenticate', { token: 'x'.repeat(43) })).body).toMatchObject({ status: 'ERROR', errorCode: 'provider.token_invalid' });
    expect((await wallet(p, TRF, 'authenticate', { token: aliceToken })).body.errorCode).toBe('provider.token_invalid');
    expect((await wallet(p, SIM, 'balance', { merchantCode: 'thailand', playerId: 99_999_999 })).body.errorCode).toBe('member.not_found');
    expect((await wallet(p, SIM, 'balance', { merchantCode: 'nowhere', playerId: alice.id })).body.errorCode).toBe('merchant.not_found');
    expect((await wallet(p, 'ZNONE', 'balance', { merchantCode: 'thailand', playerId: alice.id })).body.errorCode).toBe('provider.vendor_unknown');
  });
});

describe('seamless wallet: bet, win, rollback', () => {
  it('a bet and its win move the wallet once each, and replays answer the original result', async () => {
    const r = round();
    const b = tx();
    const first = await bet(r, b, '10.00');
    expect(first.body).toMatchObject({ status: 'OK', balance: '990.00', transactionId: b, duplicate: false });
    const again = await bet(r, b, '10.00');
    expect(again.body).toMatchObject({ status: 'OK', balance: '990.00', transactionId: b, duplicate: true });
    const w = tx();
    expect((await win(r, w, '25.50')).body).toMatchObject({ balance: '1015.50', duplicate: false });
    expect((await win(r, w, '25.50')).body).toMatchObject({ balance: '1015.50', duplicate: true });
    expect(await balance(p, alice.id)).toBe(101_550n);
    const [row] = await rows(p, sql`SELECT status, bet_amount::text, win_amount::text, game_id FROM game_rounds WHERE round_id = ${r}`);
    expect(row).toEqual({ status: 'settled', bet_amount: '1000', win_amount: '2550', game_id: ids.slot1 });
  });

  it('a replayed transaction id with other content is a conflict and moves nothing', async () => {
    const r = round();
    const b = tx();
    await bet(r, b, '5.00');
    const before = await snapshot(p);
    expect((await bet(r, b, '6.00')).body).toMatchObject({ status: 'ERROR', errorCode: 'provider.transaction_conflict' });
    expect((await win(r, b, '6.00')).body.errorCode).toBe('provider.transaction_conflict');
    expect(await snapshot(p)).toEqual(before);
    await win(r, tx(), '0');
  });

  it('a rollback refunds the bet once; a replay answers the same; a win after it is refused', async () => {
    const r = round();
    const b = tx();
    const start = await balance(p, alice.id);
    await bet(r, b, '20.00');
    const rb = tx();
    expect((await rollback(r, rb, b)).body).toMatchObject({ status: 'OK', duplicate: false });
    expect(await balance(p, alice.id)).toBe(start);
    expect((await rollback(r, rb, b)).body).toMatchObject({ status: 'OK', duplicate: true });
    // A second rollback id for the same bet answers, moving nothing twice.
    expect((await rollback(r, tx(), b)).body.status).toBe('OK');
    expect(await balance(p, alice.id)).toBe(start);
    const before = await snapshot(p);
    expect((await win(r, tx(), '40.00')).body).toMatchObject({ status: 'ERROR', errorCode: 'provider.round_closed' });
    expect(await snapshot(p)).toEqual(before);
    const [row] = await rows(p, sql`SELECT status, refund_amount::text FROM game_rounds WHERE round_id = ${r}`);
    expect(row).toEqual({ status: 'rolled_back', refund_amount: '2000' });
  });

  it('a rollback after the win is refused: one resolution per bet', async () => {
    const r = round();
    const b = tx();
    await bet(r, b, '3.00');
    await win(r, tx(), '4.00');
    const before = await snapshot(p);
    expect((await rollback(r, tx(), b)).body).toMatchObject({ status: 'ERROR', errorCode: 'provider.bet_resolved' });
    expect(await snapshot(p)).toEqual(before);
  });

  it('a rollback of a bet never seen succeeds, moves nothing, and refuses that bet arriving late', async () => {
    const r = round();
    const b = tx();
    const before = await balance(p, alice.id);
    const res = await rollback(r, tx(), b);
    expect(res.body).toMatchObject({ status: 'OK', balance: (Number(before) / 100).toFixed(2) });
    expect(await balance(p, alice.id)).toBe(before);
    expect((await bet(r, b, '7.00')).body).toMatchObject({ status: 'ERROR', errorCode: 'provider.bet_resolved' });
    // The same bet id in another round is refused too: the rollback named it.
    expect((await bet(round(), b, '7.00')).body.errorCode).toBe('provider.bet_resolved');
    expect(await balance(p, alice.id)).toBe(before);
  });

  it('insufficient funds answers with the balance and records nothing', async () => {
    const before = await snapshot(p);
    const current = await balance(p, alice.id);
    const res = await bet(round(), tx(), '1000000.00');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ status: 'ERROR', errorCode: 'provider.insufficient_funds', message: expect.any(String), balance: (Number(current) / 100).toFixed(2) });
    expect(await snapshot(p)).toEqual(before);
  });

  it('wins and rollbacks are accepted after the launch token expired; bets are not', async () => {
    const token = await launchToken(p, alice, ids.slot1!);
    const r1 = round();
    const r2 = round();
    const b1 = tx();
    const b2 = tx();
    await wallet(p, SIM, 'bet', { token, ...base(), roundId: r1, transactionId: b1, amount: '2.00' });
    await wallet(p, SIM, 'bet', { token, ...base(), roundId: r2, transactionId: b2, amount: '2.00' });
    // Five hours later: the 4-hour launch token has expired.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5 * 3_600_000);
    try {
      expect((await wallet(p, SIM, 'bet', { token, ...base(), roundId: round(), transactionId: tx(), amount: '2.00' })).body.errorCode).toBe('provider.token_invalid');
      expect((await wallet(p, SIM, 'authenticate', { token })).body.errorCode).toBe('provider.token_invalid');
      const start = await balance(p, alice.id);
      expect((await win(r1, tx(), '5.00')).body.status).toBe('OK');
      expect((await rollback(r2, tx(), b2)).body.status).toBe('OK');
      expect(await balance(p, alice.id)).toBe(start + 500n + 200n);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a win of 0 settles a lost round without a posting; end-round closes an open round', async () => {
    const r = round();
    await bet(r, tx(), '1.00');
    const postings = (await snapshot(p)).postings;
    expect((await win(r, tx(), '0')).body.status).toBe('OK');
    expect((await snapshot(p)).postings).toBe(postings);
    const r2 = round();
    const b = tx();
    await bet(r2, b, '1.00');
    const end = await wallet(p, SIM, 'end-round', { merchantCode: 'thailand', playerId: alice.id, roundId: r2 });
    expect(end.body).toMatchObject({ status: 'OK', transactionId: null });
    expect((await win(r2, tx(), '1.00')).body.errorCode).toBe('provider.round_closed');
    expect((await rollback(r2, tx(), b)).body.errorCode).toBe('provider.bet_resolved');
    expect((await wallet(p, SIM, 'end-round', { merchantCode: 'thailand', playerId: alice.id, roundId: 'never-opened' })).body.errorCode).toBe('provider.round_not_found');
  });

  it('another player\'s round, token or merchant is refused', async () => {
    const r = round();
    await bet(r, tx(), '1.00');
    const before = await snapshot(p);
    // Bob's id with Alice's token.
    expect((await bet(round(), tx(), '1.00', { playerId: bob.id })).body.errorCode).toBe('provider.player_mismatch');
    // A win for Alice's round claimed for Bob.
    expect((await win(r, tx(), '1.00', { playerId: bob.id })).body.errorCode).toBe('provider.player_mismatch');
    expect((await bet(round(), tx(), '1.00', { merchantCode: 'myanmar' })).body.errorCode).toBe('provider.player_mismatch');
    expect((await win(round(), tx(), '1.00')).body.errorCode).toBe('provider.round_not_found');
    // A bet checks the launch token itself: unknown, or Alice's token sent by another vendor.
    expect((await bet(round(), tx(), '1.00', { token: 'x'.repeat(43) })).body.errorCode).toBe('provider.token_invalid');
    const other = await wallet(p, TRF, 'bet', { token: aliceToken, ...base(), roundId: round(), transactionId: tx(), amount: '1.00' });
    expect(other.body.errorCode).toBe('provider.token_invalid');
    expect(await snapshot(p)).toEqual(before);
    await win(r, tx(), '0');
  });

  it('concurrent duplicates of one bet move the wallet once', async () => {
    const r = round();
    const b = tx();
    const start = await balance(p, alice.id);
    const answers = await Promise.all(Array.from({ length: 6 }, () => bet(r, b, '3.00')));
    expect(answers.every((a) => a.body.status === 'OK' && a.body.balance === answers[0]!.body.balance)).toBe(true);
    expect(answers.filter((a) => !a.body.duplicate)).toHaveLength(1);
    expect(await balance(p, alice.id)).toBe(start - 300n);
    await win(r, tx(), '0');
  });
});

describe('seamless wallet: bets and wins in the ledger\'s group commit', () => {
  it('concurrent calls on many rounds share ledger transactions, and each gets the answer it would get alone', async () => {
    const carol = await player(p, 'smc');
    await fund(p, carol.id, 10_000n);
    const token = await launchToken(p, carol, ids.slot1!);
    const call = (name: string, body: object) => wallet(p, SIM, name, { merchantCode: 'thailand', playerId: carol.id, gameCode: 'slot1', ...body });
    const plays = Array.from({ length: 12 }, () => ({ roundId: round(), bet: tx(), win: tx() }));
    const betOf = (x: (typeof plays)[number]) => call('bet', { token, roundId: x.roundId, transactionId: x.bet, amount: '10.00' });

    // Twelve stakes of 10.00 against 100.00 at once, the first sent twice: ten are taken, once each.
    const bets = await Promise.all([...plays.map(betOf), betOf(plays[0]!)]);
    const taken = plays.filter((_, i) => bets[i]!.body.status === 'OK');
    expect(taken).toHaveLength(10);
    // The first stake's two copies get one answer: taken once (either copy may arrive first, the other
    // is its duplicate) or, when ten others came first, refused both times.
    const [first, copy] = [bets[0]!.body, bets[12]!.body];
    if (first.status === 'OK') {
      expect(copy).toMatchObject({ status: 'OK', balance: first.balance });
      expect([first.duplicate, copy.duplicate].sort()).toEqual([false, true]);
    } else expect([first, copy].map((b) => [b.status, b.errorCode])).toEqual([['ERROR', 'provider.insufficient_funds'], ['ERROR', 'provider.insufficient_funds']]);
    for (const [i, b] of bets.slice(1, 12).entries()) {
      if (b.body.status === 'OK') expect(b.body.duplicate).toBe(false);
      else expect(b.body, `bet ${i + 1}`).toMatchObject({ status: 'ERROR', errorCode: 'provider.insufficient_funds', balance: '0.00' });
    }
    // Each taken stake answered its own balance after it: 90.00 down to 0.00, each once.
    expect(bets.filter((b) => b.body.status === 'OK' && !b.body.duplicate).map((b) => b.body.balance).sort())
      .toEqual(['0.00', '10.00', '20.00', '30.00', '40.00', '50.00', '60.00', '70.00', '80.00', '90.00']);

    // Every win at once, each sent twice, and a win for a round whose stake was refused.
    const refused = plays.find((x) => !taken.includes(x))!;
    const wins = await Promise.all([
      ...taken.flatMap((x) => [call('win', { roundId: x.roundId, transactionId: x.win, amount: '12.00' }), call('win', { roundId: x.roundId, transactionId: x.win, amount: '12.00' })]),
      call('win', { roundId: refused.roundId, transactionId: refused.win, amount: '12.00' }),
    ]);
    expect(wins.slice(0, 20).every((w) => w.body.status === 'OK')).toBe(true);
    expect(wins.slice(0, 20).filter((w) => !w.body.duplicate)).toHaveLength(10);
    expect(wins[20]!.body.errorCode).toBe('provider.round_not_found');
    expect(await balance(p, carol.id)).toBe(12_000n);

    const inList = (xs: string[]) => sql.join(xs.map((x) => sql`${x}`), sql`, `);
    const takenIds = inList(taken.map((x) => x.roundId));
    const settled = await rows(p, sql`SELECT status, bet_amount::text AS bet, win_amount::text AS win FROM game_rounds WHERE round_id IN (${takenIds})`);
    expect(settled).toHaveLength(10);
    expect(settled.every((r) => r.status === 'settled' && r.bet === '1000' && r.win === '1200')).toBe(true);
    const [calls] = await rows(p, sql`SELECT COUNT(*) FILTER (WHERE kind = 'bet' AND state = 'settled')::int AS bets, COUNT(*) FILTER (WHERE kind = 'win')::int AS wins,
      (SELECT COUNT(*) FROM game_rounds WHERE round_id IN (${inList(plays.filter((x) => !taken.includes(x)).map((x) => x.roundId))}))::int AS refused_rounds
      FROM game_transactions WHERE round_id IN (${takenIds})`);
    expect(calls).toEqual({ bets: 10, wins: 10, refused_rounds: 0 });
    // They shared transactions: a posting's created_at is its transaction's start.
    const [{ n }] = await rows(p, sql`SELECT COUNT(DISTINCT created_at)::int AS n FROM ledger_postings WHERE reference IN (${takenIds})`);
    expect(n).toBeLessThan(20);
    expect((await reconcile(p)).differences).toEqual([]);
  });
});

describe('seamless wallet: signatures and bad input', () => {
  it('refuses a bad signature, another vendor\'s secret, a missing signature and a stale or future timestamp, changing nothing', async () => {
    const before = await snapshot(p);
    const payload = { token: aliceToken, ...base(), roundId: round(), transactionId: tx(), amount: '1.00' };
    expect((await wallet(p, SIM, 'bet', payload, { signature: 'a'.repeat(64) })).body).toMatchObject({ status: 'ERROR', errorCode: 'provider.signature_invalid' });
    expect((await wallet(p, SIM, 'bet', payload, { secret: 'not-the-secret' })).status).toBe(401);
    expect((await wallet(p, SIM, 'bet', payload, { signature: '' })).body.errorCode).toBe('provider.signature_invalid');
    expect((await wallet(p, SIM, 'bet', payload, { timestamp: Date.now() - 6 * 60_000 })).body.errorCode).toBe('provider.timestamp_stale');
    expect((await wallet(p, SIM, 'bet', payload, { timestamp: Date.now() + 6 * 60_000 })).body.errorCode).toBe('provider.timestamp_stale');
    // Signed for one vendor, sent to another's endpoint.
    const simSecret = vendorSecret(p.services.providerSim.masterSecret, SIM);
    expect((await wallet(p, TRF, 'bet', payload, { secret: simSecret })).body.errorCode).toBe('provider.signature_invalid');
    expect(await snapshot(p)).toEqual(before);
  });

  it('answers 4xx with a stable code for malformed and invalid bodies', async () => {
    const before = await snapshot(p);
    const cases: [unknown, string, string?][] = [
      [null, 'system.malformed_json', '{not json'],
      [{ ...base(), roundId: round(), transactionId: tx(), amount: '1.00' }, 'system.invalid_input'],
      [{ token: aliceToken, ...base(), roundId: round(), transactionId: tx(), amount: '-1.00' }, 'system.invalid_input'],
      [{ token: aliceToken, ...base(), roundId: round(), transactionId: tx(), amount: '1.001' }, 'system.invalid_input'],
      [{ token: aliceToken, ...base(), roundId: round(), transactionId: tx(), amount: '0' }, 'wallet.amount_invalid'],
      [{ token: aliceToken, ...base(), roundId: 'has space', transactionId: tx(), amount: '1.00' }, 'system.invalid_input'],
      [{ token: aliceToken, ...base(), roundId: round(), transactionId: tx(), amount: '1.00', extra: 1 }, 'system.invalid_input'],
      [{ token: aliceToken, ...base(), playerId: 'abc', roundId: round(), transactionId: tx(), amount: '1.00' }, 'system.invalid_input'],
    ];
    for (const [payload, code, raw] of cases) {
      const res = await wallet(p, SIM, 'bet', payload, raw ? { raw } : {});
      expect(res.status, code).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.errorCode).toBe(code);
    }
    const unknownCall = await p.app.inject({ method: 'POST', url: `/provider/${SIM}/wallet/transfer`, payload: '{}', headers: { 'content-type': 'application/json' } });
    expect(unknownCall.statusCode).toBe(400);
    expect(await snapshot(p)).toEqual(before);
  });
});

describe('seamless wallet: transfer-mode vendors and trial accounts', () => {
  it('a transfer-mode vendor plays the member\'s wallet at that vendor, filled at launch in single-wallet mode (decision 0037)', async () => {
    const token = await launchToken(p, bob, ids.tslot1!);
    const r = round();
    const payload = { token, merchantCode: 'thailand', playerId: bob.id, gameCode: 'tslot1', roundId: r, transactionId: tx(), amount: '5.00' };
    // The launch moved the main balance to the vendor wallet: the stake comes from there.
    expect((await wallet(p, TRF, 'bet', payload)).body).toMatchObject({ status: 'OK', balance: '495.00' });
    expect(await balance(p, bob.id)).toBe(0n);
    expect(await p.services.wallet.balanceOf('thailand', account.memberVendor(bob.id, TRF))).toBe(49_500n);
    // Leaving brings it home.
    expect((await p.call({ method: 'POST', url: '/wps/game/leaveGame', headers: bob.auth, payload: {} })).body.value).toEqual({ moved: [{ walletCode: TRF, amount: 495 }], mainBalance: 495 });
    expect(await balance(p, bob.id)).toBe(49_500n);
  });

  it('a trial account plays free mode with its play money, never real money, and stays off the winners board', async () => {
    const { body } = await p.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
    const trial = { authorization: body.value.token as string };
    const real = await p.call({ method: 'POST', url: '/wps/game/launchGame', headers: trial, payload: { nodeId: ids.slot1, accountType: 1 } });
    expect(real.body.errorCode).toBe('member.in_need_true_account');
    const free = await p.call({ method: 'POST', url: '/wps/game/launchGame', headers: trial, payload: { nodeId: ids.slot1, accountType: 0 } });
    expect(free.body.success).toBe(true);
    const token = new URL(free.body.value.content.game_url).searchParams.get('token')!;
    const auth = await wallet(p, SIM, 'authenticate', { token });
    expect(auth.body).toMatchObject({ status: 'OK', accountType: 0, balance: '10000.00' });
    const r = round();
    await wallet(p, SIM, 'bet', { token, merchantCode: 'thailand', playerId: auth.body.playerId, gameCode: 'slot1', roundId: r, transactionId: tx(), amount: '100.00' });
    await wallet(p, SIM, 'win', { merchantCode: 'thailand', playerId: auth.body.playerId, gameCode: 'slot1', roundId: r, transactionId: tx(), amount: '999999.00' });
    const [row] = await rows(p, sql`SELECT demo FROM game_rounds WHERE round_id = ${r}`);
    expect(row.demo).toBe(true);
    const board = await p.call({ method: 'GET', url: '/wps/relay/GCSGAME_getRankList?gameCategory=ALL&limitNum=20' });
    expect(board.body.value.some((w: { winAmount: number }) => w.winAmount === 999_999)).toBe(false);
    // Play money comes from the demo account, never from a vendor's real clearing account.
    expect(await p.services.wallet.balanceOf('thailand', account.demo)).toBeLessThan(0n);
  });

  it('the ledger reconciles after every scenario', async () => {
    const report = await reconcile(p);
    expect(report.differences).toEqual([]);
    expect(report.ok).toBe(true);
  });
});

describe('launchGame and GCS_gameLaunchFB', () => {
  const launch = (payload: object, headers: Record<string, string> = alice.auth) => p.call({ method: 'POST', url: '/wps/game/launchGame', headers, payload });

  it('needs a login', async () => {
    const { res, body } = await launch({ nodeId: ids.slot1, accountType: 1 }, {});
    expect(res.statusCode).toBe(401);
    expect(body.errorCode).toBe('auth.not_logged_in');
  });

  it('a real launch gives the simulator URL with a fresh token, stored only as its hash, and records the recent game', async () => {
    const { body } = await launch({ nodeId: ids.table1, accountType: 1, language: 'TH', launchMode: 'GAME' });
    expect(body.success).toBe(true);
    expect(body.value).toMatchObject({ launchMode: 'GAME', accountType: 1, nodeId: ids.table1, vassalage: SIM, gameCode: 'table1' });
    const url = new URL(body.value.content.game_url);
    expect(url.origin).toBe('http://sim.test:7000');
    expect(url.pathname).toBe('/play/table');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ vendor: SIM, game: 'table1', lang: 'TH', mode: 'wallet', name: 'ลัคกี้ table1' });
    const token = url.searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await rows(p, sql`SELECT 1 FROM provider_sessions WHERE token_hash = ${token}`)).toHaveLength(0);
    expect(await rows(p, sql`SELECT 1 FROM provider_sessions WHERE token_hash = ${hashToken(token)} AND expires_at > now() + interval '3 hours'`)).toHaveLength(1);
    const recent = await p.call({ method: 'GET', url: '/wps/relay/GCS_recentGame', headers: alice.auth });
    expect(recent.body.value.list[0].nodeId).toBe(ids.table1);
    // Another launch, another token.
    const again = await launch({ nodeId: ids.table1, accountType: 1 });
    expect(new URL(again.body.value.content.game_url).searchParams.get('token')).not.toBe(token);
  });

  it('free play of a real member is the provider\'s fun mode, without a token, and only where the game offers it', async () => {
    const { body } = await launch({ nodeId: ids.slot1, accountType: 0 });
    const url = new URL(body.value.content.game_url);
    expect(url.searchParams.get('mode')).toBe('fun');
    expect(url.searchParams.has('token')).toBe(false);
    expect((await launch({ nodeId: ids.fish1, accountType: 0 })).body.errorCode).toBe('launch.free_play_unavailable');
  });

  it('a game or vendor under maintenance is refused with recommended games; hidden or unknown ones are not found', async () => {
    for (const nodeId of [ids.down1, ids.mslot1]) {
      const { res, body } = await launch({ nodeId, accountType: 1 });
      expect(res.statusCode).toBe(409);
      expect(body.errorCode).toBe('game.maintenance');
      const recommended = (body.details as { recommended: { nodeId: number; maintenance: boolean }[] }).recommended;
      expect(recommended.length).toBeGreaterThan(0);
      expect(recommended.every((g) => !g.maintenance && g.nodeId !== nodeId)).toBe(true);
    }
    for (const nodeId of [ids.gone1, ids.hslot1, 2_000_000_000]) {
      const { res, body } = await launch({ nodeId, accountType: 1 });
      expect(res.statusCode).toBe(404);
      expect(body.errorCode).toBe('game.not_found');
    }
  });

  it('launches by vendor and game code, and refuses bad input with 400', async () => {
    const { body } = await launch({ vassalage: SIM.toLowerCase(), gameCode: 'fish1', accountType: 1 });
    expect(new URL(body.value.content.game_url).pathname).toBe('/play/fish');
    for (const bad of [{}, { accountType: 1 }, { nodeId: ids.slot1, accountType: 2 }, { nodeId: -1 }, { nodeId: ids.slot1, returnUrl: '//evil.example' }, { vassalage: SIM }]) {
      const res = await launch(bad);
      expect(res.res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.body.errorCode).toBe('system.invalid_input');
    }
  });

  it('GCS_gameLaunchFB launches the given game of a vendor, else its first game', async () => {
    const fb = (payload: object) => p.call({ method: 'POST', url: '/wps/relay/GCS_gameLaunchFB', headers: alice.auth, payload });
    const given = await fb({ vassalage: SIM, gameCode: 'table1', accountType: 1 });
    expect(given.body.value).toMatchObject({ gameCode: 'table1', launchMode: 'LOBBY' });
    const first = await fb({ vassalage: SIM, accountType: 1 });
    expect(first.body.value.gameCode).toBe('slot1');
    expect((await fb({ vassalage: 'ZHID', accountType: 1 })).body.errorCode).toBe('game.not_found');
    expect((await fb({ vassalage: 'ZNONE', accountType: 1 })).body.errorCode).toBe('game.not_found');
    expect((await fb({ vassalage: 'ZMNT', accountType: 1 })).body.errorCode).toBe('game.maintenance');
  });
});

describe('GCSGAME_getRankList', () => {
  it('lists real settled wins, biggest first, masked, named in the language, per category', async () => {
    const r = round();
    await bet(r, tx(), '1.00');
    await win(r, tx(), '777.00');
    const { body } = await p.call({ method: 'GET', url: '/wps/relay/GCSGAME_getRankList?gameCategory=ALL&language=TH&limitNum=20' });
    const list = body.value as { customerName: string; gameName: string; winAmount: number; iconUrl: string; nodeId: number }[];
    expect(list.length).toBeGreaterThan(1);
    expect(list[0]).toMatchObject({ winAmount: 777, gameName: 'ลัคกี้ slot1', iconUrl: `/wps/game/icon/${ids.slot1}.svg?v=${ICON_VERSION}`, nodeId: ids.slot1 });
    expect(list[0]!.customerName).not.toContain(alice.username);
    expect(list[0]!.customerName).toMatch(/^s•••\d$/);
    expect(list.map((w) => w.winAmount)).toEqual([...list.map((w) => w.winAmount)].sort((a, b) => b - a));
    const one = await p.call({ method: 'GET', url: '/wps/relay/GCSGAME_getRankList?limitNum=1' });
    expect(one.body.value).toHaveLength(1);
    const fish = await p.call({ method: 'GET', url: '/wps/relay/GCSGAME_getRankList?gameCategory=fish' });
    expect(fish.body.value).toEqual([]);
    for (const q of ['limitNum=21', 'limitNum=0', 'gameCategory=CASINO']) {
      const bad = await p.call({ method: 'GET', url: `/wps/relay/GCSGAME_getRankList?${q}` });
      expect(bad.res.statusCode).toBe(400);
      expect(bad.body.errorCode).toBe('system.invalid_input');
    }
    // Another merchant's board does not show this merchant's wins.
    const other = await p.call({ method: 'GET', url: '/wps/relay/GCSGAME_getRankList', headers: { merchant: 'myanmar' } });
    expect(other.body.value).toEqual([]);
  });

  it('reads the board from its partial index', async () => {
    const plan = await p.database.db.transaction(async (t) => {
      await t.execute(sql`SET LOCAL enable_seqscan = off`);
      return rows({ database: { db: t } } as unknown as TestPlatform, sql`EXPLAIN SELECT id FROM game_rounds WHERE merchant_code = 'thailand' AND status = 'settled' AND win_amount > 0 AND NOT demo ORDER BY win_amount DESC LIMIT 20`);
    });
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('game_rounds_winners');
  });
});
