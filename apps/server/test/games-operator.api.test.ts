import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '../src/modules/wallet/posting';
import { gamesTestKit, type Any, type GamesTestKit } from './games-helpers';

let k: GamesTestKit;
beforeAll(async () => {
  k = await gamesTestKit('gop');
});
afterAll(() => k.p.close());

describe('wallet modes from the catalogue', () => {
  it('lists transfer-mode vendors for GCS_walletTransfer; money comes back from a vendor switched to seamless', async () => {
    const a = await k.player();
    await k.p.moneySetting({ method: 'PUT', url: '/wps/operator/merchants/thailand/wallet-mode', payload: { isSingle: false }, headers: k.ops });
    await k.p.services.wallet.post({
      merchantCode: 'thailand', type: 'deposit', idempotencyKey: `games-test:fund:${a.id}`, actor: { type: 'system', id: 'games-test', ip: null, merchantCode: null },
      legs: [{ account: account.member(a.id), amount: 10_000n }, { account: account.paymentChannel('BANK'), amount: -10_000n }],
    });
    const transfer = (from: string, to: string, amount: number, requestId: string) =>
      k.p.call({ method: 'POST', url: '/wps/relay/GCS_walletTransfer', headers: a.auth, payload: { from, to, amount, requestId } });
    expect((await transfer('MAIN', 'PT', 40, 'g-1')).res.statusCode).toBe(200);
    expect((await transfer('MAIN', 'PG', 1, 'g-2')).body.errorCode).toBe('transfer.wallet_unknown');
    expect((await k.patchVendor('PT', { walletMode: 'seamless' })).res.statusCode).toBe(200);
    expect(await k.p.services.games.vendorsByWalletMode('thailand', 'transfer')).not.toContain('PT');
    expect((await transfer('MAIN', 'PT', 1, 'g-3')).body.errorCode).toBe('transfer.wallet_unknown');
    expect((await transfer('PT', 'MAIN', 40, 'g-4')).body.value).toMatchObject({ mainBalance: 100, vendorBalance: 0 });
    expect((await transfer('PT', 'MAIN', 1, 'g-5')).body.errorCode).toBe('transfer.wallet_unknown');
    await k.patchVendor('PT', { walletMode: 'transfer' });
    await k.p.moneySetting({ method: 'PUT', url: '/wps/operator/merchants/thailand/wallet-mode', payload: { isSingle: true }, headers: k.ops });
  });
});

describe('operator API', () => {
  const base = '/wps/operator/merchants/thailand';
  const audits = async (action: string) => k.rows(sql`SELECT target, before, after, actor_type FROM audit_log WHERE action = ${action} ORDER BY id`);

  it('lists, adds and edits vendors and games, reorders, audits each change', async () => {
    const vendors = (await k.get(`${base}/game-vendors`, k.ops)).body.value as Any[];
    expect(vendors.find((v) => v.code === 'PG')).toMatchObject({ walletMode: 'seamless', adapter: 'sim', status: 'active' });
    expect(vendors.find((v) => v.code === 'PG').gameCount).toBeGreaterThan(50);

    const added = await k.p.call({ method: 'POST', url: `${base}/game-vendors`, headers: k.ops, payload: { code: 'nv1', name: 'New Vendor', walletMode: 'transfer' } });
    expect(added.body.value).toMatchObject({ code: 'NV1', walletMode: 'transfer', status: 'active', gameCount: 0 });
    expect((await k.p.call({ method: 'POST', url: `${base}/game-vendors`, headers: k.ops, payload: { code: 'NV1', name: 'Again' } })).body.errorCode).toBe('game.vendor_exists');
    for (const bad of [{ code: 'main', name: 'Main' }, { code: 'a b', name: 'x' }, { code: 'NV2', name: '' }, { code: 'NV2', name: 'x', walletMode: 'both' }, { code: 'NV2', name: 'x', adapter: 'real' }]) {
      expect((await k.p.call({ method: 'POST', url: `${base}/game-vendors`, headers: k.ops, payload: bad })).res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await k.p.services.games.vendorsByWalletMode('thailand', 'transfer')).toContain('NV1');

    const game = await k.p.call({ method: 'POST', url: `${base}/games`, headers: k.ops, payload: {
      vendorCode: 'NV1', gameCode: 'star-1', gameType: 'RNG', gameClassify: 'slots', names: { EN: 'Star Catcher', TH: 'นักจับดาว' }, tags: ['jackpot'], rtpBps: 9600, isHot: true,
    } });
    expect(game.body.value).toMatchObject({ vendorCode: 'NV1', gameCode: 'star-1', rtpBps: 9600, status: 'active', supportPlay: 1 });
    const id = game.body.value.id as number;
    expect((await k.list('gameName=star%20catcher')).games.map((g) => g.nodeId)).toEqual([id]);
    expect((await k.list('gameName=star%20catcher&language=EN')).games.map((g) => g.gameName)).toEqual(['Star Catcher']);
    expect((await k.raw(`/wps/game/icon/${id}.svg`)).statusCode).toBe(200);
    const dup = await k.p.call({ method: 'POST', url: `${base}/games`, headers: k.ops, payload: { vendorCode: 'NV1', gameCode: 'star-1', gameType: 'RNG', gameClassify: 'slots', names: { EN: 'x' } } });
    expect(dup.body.errorCode).toBe('game.exists');
    const noVendor = await k.p.call({ method: 'POST', url: `${base}/games`, headers: k.ops, payload: { vendorCode: 'NOPE', gameCode: 'x', gameType: 'RNG', gameClassify: 'slots', names: { EN: 'x' } } });
    expect(noVendor.body.errorCode).toBe('game.vendor_not_found');
    expect((await k.p.call({ method: 'POST', url: `${base}/games`, headers: k.ops, payload: { vendorCode: 'NV1', gameCode: 'y', gameType: 'RNG', gameClassify: 'slots', names: { TH: 'ไม่มีอังกฤษ' } } })).res.statusCode).toBe(400);

    const edited = await k.patchGame(id, { names: { EN: 'Star Catcher Deluxe', CN: '摘星' }, supportPlay: 0, rtpBps: 9700 });
    expect(edited.body.value).toMatchObject({ names: { EN: 'Star Catcher Deluxe', CN: '摘星' }, supportPlay: 0, rtpBps: 9700, isHot: true, tags: ['jackpot'] });
    expect((await k.list('gameName=%E6%91%98%E6%98%9F&language=CN')).games[0]).toMatchObject({ nodeId: id, gameName: '摘星', supportPlay: 0, rtp: 97 });
    // The same search as before the edit: its kept page went with the old catalogue generation.
    expect((await k.list('gameName=star%20catcher&language=EN')).games.map((g) => [g.nodeId, g.gameName])).toEqual([[id, 'Star Catcher Deluxe']]);
    for (const bad of [{}, { rtpBps: 0 }, { rtpBps: 10_001 }, { status: 'gone' }, { names: {} }, { gameCode: 'renamed' }, { isGame: 'OTHER' }]) {
      expect((await k.patchGame(id, bad)).res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await k.patchGame(999_999_999, { isHot: false })).body.errorCode).toBe('game.not_found');
    expect((await k.patchVendor('NOPE', { status: 'hidden' })).body.errorCode).toBe('game.vendor_not_found');

    const listed = (await k.get(`${base}/games?vendorCode=NV1`, k.ops)).body.value;
    expect(listed).toMatchObject({ totalCount: 1, totalPages: 1 });

    const [x, y] = [await k.gameId('PG', 'slots-010'), await k.gameId('PG', 'slots-011')];
    const reorder = await k.p.call({ method: 'POST', url: `${base}/games/reorder`, headers: k.ops, payload: { items: [{ id: x, sortOrder: 1 }, { id: y, sortOrder: 0 }] } });
    expect(reorder.body.value).toEqual({ updated: 2 });
    const pg = await k.list('vassalage=PG&gameType=RNG&pageSize=3');
    expect(pg.games.slice(0, 2).map((g) => g.nodeId)).toEqual([y, x]);
    const partly = await k.p.call({ method: 'POST', url: `${base}/games/reorder`, headers: k.ops, payload: { items: [{ id: x, sortOrder: 500 }, { id: 999_999_999, sortOrder: 1 }] } });
    expect(partly.body.errorCode).toBe('game.not_found');
    expect((await k.rows(sql`SELECT sort_order FROM games WHERE id = ${x}`))[0].sort_order).toBe(1);
    const vendorOrder = await k.p.call({ method: 'POST', url: `${base}/game-vendors/reorder`, headers: k.ops, payload: { items: [{ code: 'NV1', sortOrder: 0 }] } });
    expect(vendorOrder.body.value).toEqual({ updated: 1 });
    expect(((await k.get('/wps/relay/GCSGAME_newGameVendor')).body.value as Any[])[0].vassalage).toBe('NV1');

    expect((await audits('game_vendor.create')).map((r) => r.target)).toContain('game_vendor:NV1');
    const updates = (await audits('game.update')).filter((r) => r.target === `game:${id}`);
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({ actor_type: 'operator', before: { rtpBps: 9600 }, after: { rtpBps: 9700, supportPlay: 0 } });
    expect(await audits('game.reorder')).toHaveLength(1);
    expect(await audits('game_vendor.reorder')).toHaveLength(1);
  });

  it('keeps merchant-bound operators to their merchant and refuses without a token', async () => {
    await k.p.services.operators.create({ type: 'cli', id: 'test', ip: null, merchantCode: null }, 'br_games', 'Br-games#2026', 'brazil', { role: 'merchant_admin' });
    const login = await k.p.call({ method: 'POST', url: '/wps/operator/session/login', payload: { username: 'br_games', password: 'Br-games#2026' } });
    const br = { authorization: login.body.value.token as string };
    const id = await k.gameId('PG', 'slots-020');
    const before = await audits('game.update');
    expect((await k.patchGame(id, { isHot: true }, br)).res.statusCode).toBe(403);
    expect((await k.get(`${base}/game-vendors`, br)).res.statusCode).toBe(403);
    expect((await k.get('/wps/operator/merchants/brazil/game-vendors', br)).res.statusCode).toBe(200);
    expect((await k.patchGame(id, { isHot: true }, { authorization: 'nope' })).res.statusCode).toBe(401);
    expect(await audits('game.update')).toHaveLength(before.length);
  });
});

// Production runs several API processes on one PostgreSQL and one Redis: an edit in one flushes the lobby caches of all.
const multi = process.env.TEST_DB === 'pg' && !!process.env.DATABASE_URL && !!process.env.REDIS_URL;

describe.skipIf(!multi)('catalogue caches across API processes', () => {
  it('an operator edit through one process is seen by the cached lists and the search index of another', async () => {
    const other = await k.p.sibling();
    const read = async (url: string) => JSON.parse((await other.app.inject({ method: 'GET', url, headers: { merchant: 'thailand' } })).body).value;
    const id = await k.gameId('SA', 'live-003');
    const name = encodeURIComponent((await k.rows(sql`SELECT names->>'EN' AS n FROM games WHERE id = ${id}`))[0].n);
    const hotIds = async () => ((await read('/wps/relay/GCSGAME_hotGamesV2?vassalage=SA&language=EN')).games as Any[]).map((g) => g.nodeId);
    const searchIds = async () => ((await read(`/wps/relay/GCSGAME_gameList?vassalage=SA&gameName=${name}`)).games as Any[]).map((g) => g.nodeId);
    // The other process hears of an edit over pub/sub: at once, give or take the message's trip (its own
    // memo of the generation would otherwise keep the old pages for up to 5 s, longer than the polls).
    const soon = { timeout: 1_000, interval: 10 };
    await k.patchGame(id, { isHot: false, status: 'active' });
    // Both read (and keep) their pages under the current generation first.
    expect(await hotIds()).not.toContain(id);
    expect(await searchIds()).toContain(id);
    expect((await k.patchGame(id, { isHot: true })).res.statusCode).toBe(200);
    await expect.poll(hotIds, soon).toContain(id);
    expect((await k.patchGame(id, { status: 'hidden' })).res.statusCode).toBe(200);
    await expect.poll(searchIds, soon).not.toContain(id);
    expect(await hotIds()).not.toContain(id);
  });
});
