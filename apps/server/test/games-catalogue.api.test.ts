import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedGames, seedGamesIfMissing } from '../src/db/seed/games';
import { gameIconSvg } from '../src/modules/games/icon';
import { account } from '../src/modules/wallet/posting';
import { createTestPlatform, type TestPlatform } from './helpers';

const PASSWORD = 'Secret#123';
let p: TestPlatform;
let ops: { authorization: string };

beforeAll(async () => {
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '100000' });
  ops = { authorization: await p.operatorToken() };
  await p.call({ method: 'PUT', url: '/wps/operator/merchants/thailand/features', payload: { HUMAN_VERIFICATION: false, LOGIN_IP_VERIFY: false }, headers: ops });
});
afterAll(() => p.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw rows and envelope values read in assertions
type Any = any;
const rows = async (query: ReturnType<typeof sql>) => ((await p.database.db.execute(query)) as unknown as { rows: Any[] }).rows;
const get = (url: string, headers: Record<string, string> = {}) => p.call({ method: 'GET', url, headers });
/** Icons are SVG, not envelopes (errors still are). */
const raw = (url: string) => p.app.inject({ method: 'GET', url });
const list = async (query: string, headers: Record<string, string> = {}) => {
  const { res, body } = await get(`/wps/relay/GCSGAME_gameList?${query}`, headers);
  expect(res.statusCode, JSON.stringify(body)).toBe(200);
  return body.value as { games: Any[]; totalPages: number; totalCount: number; pageNo: number; pageSize: number };
};
let nextPlayer = 0;
async function player() {
  const n = nextPlayer++;
  const username = `gcat${String(n).padStart(3, '0')}`;
  const mobileNum = `08${String(31_000_000 + n * 7919).padStart(8, '0')}`;
  const { body } = await p.call({ method: 'PUT', url: '/wps/member/register', payload: { username, password: PASSWORD, confirmPassword: PASSWORD, mobileNum, acceptTerms: true, confirmAge: true } });
  if (!body.success) throw new Error(`registration failed: ${JSON.stringify(body)}`);
  const auth = { authorization: body.value.token as string };
  const info = await get('/wps/member/info', auth);
  return { auth, id: info.body.value.id as number };
}
const gameId = async (vendor: string, code: string) => (await rows(sql`SELECT id FROM games WHERE merchant_code = 'thailand' AND vendor_code = ${vendor} AND game_code = ${code}`))[0].id as number;
const patchGame = (id: number, payload: object, headers = ops) => p.call({ method: 'PATCH', url: `/wps/operator/merchants/thailand/games/${id}`, payload, headers });
const patchVendor = (code: string, payload: object, headers = ops) => p.call({ method: 'PATCH', url: `/wps/operator/merchants/thailand/game-vendors/${code}`, payload, headers });

describe('catalogue seed', () => {
  it('has the footer providers, PGE, e-sports, sports, live, fishing and PVP vendors and 600+ games with names in every language', async () => {
    const vendors = await rows(sql`SELECT code, wallet_mode, adapter FROM game_vendors WHERE merchant_code = 'thailand'`);
    const codes = vendors.map((v) => v.code);
    expect(codes).toEqual(expect.arrayContaining(['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS', 'PGE', 'IA', 'TF', 'SBO', 'EVO', 'SA', 'KY']));
    expect(vendors.filter((v) => v.wallet_mode === 'transfer').length).toBeGreaterThanOrEqual(2);
    expect(vendors.find((v) => v.code === 'PGE')).toMatchObject({ adapter: 'pge', wallet_mode: 'seamless' });
    const [stats] = await rows(sql`SELECT COUNT(*)::int AS n, COUNT(DISTINCT icon::text)::int AS icons, COUNT(*) FILTER (WHERE names ? 'TH' AND names ? 'CN' AND names->>'TH' <> names->>'EN')::int AS translated,
      COUNT(*) FILTER (WHERE is_game = 'VASSALAGE')::int AS vass, COUNT(*) FILTER (WHERE support_play = 0)::int AS trial, COUNT(*) FILTER (WHERE is_hot)::int AS hot
      FROM games WHERE merchant_code = 'thailand'`);
    expect(stats.n).toBeGreaterThanOrEqual(600);
    expect(stats.translated).toBeGreaterThan(stats.n * 0.9);
    expect(stats.vass).toBeGreaterThan(0);
    expect(stats.trial).toBeGreaterThan(0);
    expect(stats.hot).toBeGreaterThan(0);
    const pge = await rows(sql`SELECT game_code FROM games WHERE merchant_code = 'thailand' AND vendor_code = 'PGE' ORDER BY game_code`);
    expect(pge.map((g) => g.game_code)).toEqual(['dice', 'mines', 'slot']);
    const types = await rows(sql`SELECT DISTINCT game_classify FROM games WHERE merchant_code = 'thailand'`);
    expect(types.map((t) => t.game_classify)).toEqual(expect.arrayContaining(['slots', 'video_poker', 'table', 'arcade', 'bingo', 'scratch_card', 'fishing', 'lottery', 'live', 'pvp', 'sports']));
  });

  it('draws a different icon for every game, and seeding again adds nothing', async () => {
    const all = await rows(sql`SELECT id, icon, vendor_code FROM games WHERE merchant_code = 'thailand'`);
    expect(new Set(all.map((g) => gameIconSvg(g.id, g.icon, g.vendor_code))).size).toBe(all.length);
    const count = async () => (await rows(sql`SELECT (SELECT COUNT(*) FROM games)::int AS g, (SELECT COUNT(*) FROM game_vendors)::int AS v`))[0];
    const before = await count();
    await seedGames(p.database.db, ['thailand', 'brazil'], 'small');
    await seedGamesIfMissing(p.database.db);
    expect(await count()).toEqual(before);
  });

  it('serves distinct generated SVG icons with long cache headers', async () => {
    const [a, b] = await rows(sql`SELECT id FROM games WHERE merchant_code = 'thailand' ORDER BY id LIMIT 2`);
    const one = await raw(`/wps/game/icon/${a.id}.svg`);
    const two = await raw(`/wps/game/icon/${b.id}.svg`);
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toContain('image/svg+xml');
    expect(one.headers['cache-control']).toContain('max-age=31536000');
    expect(one.body).toMatch(/^<svg /);
    expect(one.body).not.toEqual(two.body);
    expect((await get('/wps/game/icon/999999999.svg')).body.errorCode).toBe('game.not_found');
    expect((await get('/wps/game/icon/abc.svg')).res.statusCode).toBe(400);
    const vendor = await raw('/wps/game/vendor-icon/PG.svg');
    expect(vendor.statusCode).toBe(200);
    expect(vendor.body).toContain('>PG<');
  });
});

describe('GCSGAME_gameList', () => {
  it('pages the catalogue with every card field, 18 by default', async () => {
    const v = await list('clientType=3&platform=html5-desktop');
    expect(v.games).toHaveLength(18);
    expect(v.totalCount).toBeGreaterThanOrEqual(600);
    expect(v.totalPages).toBe(Math.ceil(v.totalCount / 18));
    expect(Object.keys(v.games[0]).sort()).toEqual(['displayName', 'gameClassify', 'gameCode', 'gameName', 'gameType', 'iconUrl', 'isGame', 'isHot', 'maintenance',
      'nodeId', 'nodeName', 'rtp', 'showIcon', 'supportPlay', 'tags', 'vassalage', 'vendorName'].sort());
    const second = await list('pageNo=2');
    expect(second.games[0].nodeId).not.toBe(v.games[0].nodeId);
  });

  it('filters by category, vendor, classify and tags', async () => {
    const live = await list('gameType=LIVE&pageSize=200');
    expect(live.totalCount).toBeGreaterThan(20);
    expect(live.games.every((g) => g.gameType === 'LIVE')).toBe(true);
    const pg = await list('gameType=rng&vassalage=pg&pageSize=200');
    expect(pg.games.every((g) => g.vassalage === 'PG')).toBe(true);
    // The VASSALAGE card stands for the vendor in mixed lists, not in the vendor's own list (it would open itself).
    expect(pg.games.some((g) => g.isGame === 'VASSALAGE')).toBe(false);
    const rng = await list('gameType=RNG&pageSize=200');
    expect(rng.games.filter((g) => g.isGame === 'VASSALAGE').map((g) => g.vassalage)).toEqual(expect.arrayContaining(['PG', 'JDB']));
    const fishing = await list('gameClassify=fishing');
    expect(fishing.totalCount).toBeGreaterThan(0);
    expect(fishing.games.every((g) => g.gameClassify === 'fishing')).toBe(true);
    const tagged = await list('tags=jackpot,lines25&pageSize=200');
    expect(tagged.totalCount).toBeGreaterThan(0);
    expect(tagged.games.every((g) => g.tags.includes('jackpot') && g.tags.includes('lines25'))).toBe(true);
    const hot = await list('hot=1&pageSize=200');
    expect(hot.games.every((g) => g.isHot === 1)).toBe(true);
  });

  it('searches names trimmed, case-insensitively, in every language; no match is an empty page', async () => {
    const en = await list(`gameName=${encodeURIComponent('  DRAGON  ')}&pageSize=200`);
    expect(en.totalCount).toBeGreaterThan(0);
    const th = await list(`gameName=${encodeURIComponent('มังกร')}&pageSize=200&language=EN`);
    expect(th.totalCount).toBeGreaterThan(0);
    // Searched in Thai, answered in English: the Thai word matched the Thai names of "Dragon" games.
    expect(th.games.some((g) => /dragon/i.test(g.gameName))).toBe(true);
    const cn = await list(`gameName=${encodeURIComponent('龙')}`);
    expect(cn.totalCount).toBeGreaterThan(0);
    const none = await list('gameName=zzqqxx-no-such-game');
    expect(none).toMatchObject({ games: [], totalCount: 0, totalPages: 0 });
    const wild = await list(`gameName=${encodeURIComponent('%')}`);
    expect(wild.totalCount).toBe(0);
    // The search agrees with the filters and the lobby order of the unfiltered list, page by page.
    const pgAll = (await list('vassalage=PG&gameType=RNG&pageSize=200&language=EN')).games.filter((g) => g.gameName.toLowerCase().includes('dragon'));
    const pgFound = await list('vassalage=PG&gameType=RNG&pageSize=200&language=EN&gameName=Dragon');
    expect(pgFound.games.map((g) => g.nodeId)).toEqual(pgAll.map((g) => g.nodeId));
    const paged = [await list('vassalage=PG&gameName=dragon&pageSize=2&pageNo=1'), await list('vassalage=PG&gameName=dragon&pageSize=2&pageNo=2')];
    expect(paged.flatMap((v) => v.games.map((g) => g.nodeId))).toEqual(pgAll.slice(0, 4).map((g) => g.nodeId));
    expect(paged[0]!.totalPages).toBe(Math.ceil(pgAll.length / 2));
    const jackpots = await list('gameName=a&tags=jackpot&hot=1&pageSize=200');
    expect(jackpots.games.every((g) => g.tags.includes('jackpot') && g.isHot === 1)).toBe(true);
    expect((await list('gameName=slots-00&vassalage=JL')).totalCount).toBe(9);
    const blank = await list('gameName=%20%20');
    expect(blank.totalCount).toBeGreaterThanOrEqual(600);
  });

  it('answers pagination edges: pageNo 0 and pageSize above 200 are 400; beyond the last page is empty', async () => {
    for (const q of ['pageNo=0', 'pageSize=201', 'pageSize=0', 'pageNo=-1', 'pageNo=abc', 'gameType=NOPE', 'tags=nope', 'gameClassify=x']) {
      const { res, body } = await get(`/wps/relay/GCSGAME_gameList?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(body.errorCode).toBe('system.invalid_input');
    }
    const max = await list('pageSize=200');
    expect(max.games).toHaveLength(200);
    const beyond = await list(`pageNo=${max.totalPages + 1}&pageSize=200`);
    expect(beyond.games).toEqual([]);
    expect(beyond.totalCount).toBe(max.totalCount);
    const last = await list(`pageNo=${max.totalPages}&pageSize=200`);
    expect(last.games.length).toBe(max.totalCount - (max.totalPages - 1) * 200);
  });

  it('names games in the language asked (parameter first, then header), EN where a game has none', async () => {
    const id = await gameId('PGE', 'dice');
    const find = (v: { games: Any[] }) => v.games.find((g) => g.nodeId === id);
    expect(find(await list('vassalage=PGE&language=TH')).gameName).toBe('ลูกเต๋ายุติธรรม');
    expect(find(await list('vassalage=PGE', { language: 'CN' })).gameName).toBe('公平骰子');
    expect(find(await list('vassalage=PGE&language=EN', { language: 'CN' })).displayName).toBe('Provably Fair Dice');
    expect(find(await list('vassalage=PGE&language=XX', { language: 'EN' })).nodeName).toBe('Provably Fair Dice');
  });

  it('keeps merchants apart', async () => {
    const brazil = await list('vassalage=PGE', { merchant: 'brazil' });
    const thailand = await list('vassalage=PGE');
    expect(brazil.games.map((g) => g.nodeId)).not.toEqual(expect.arrayContaining(thailand.games.map((g) => g.nodeId)));
    expect(brazil.games[0].gameName).toBe('Dados Justos');
  });
});

describe('lobby reads', () => {
  it('GCSGAME_hotGamesV2: hot games only, per language, cached until a catalogue edit', async () => {
    const th = (await get('/wps/relay/GCSGAME_hotGamesV2?merchantCode=thailand&isPlatform=2&language=TH')).body.value.games as Any[];
    const en = (await get('/wps/relay/GCSGAME_hotGamesV2?language=EN')).body.value.games as Any[];
    expect(th.length).toBeGreaterThan(0);
    expect(th.every((g) => g.isHot === 1)).toBe(true);
    expect(th.map((g) => g.nodeId)).toEqual(en.map((g) => g.nodeId));
    expect(th[0].gameName).not.toBe(en[0].gameName);
    // A change behind the service's back is not seen (cached); an operator edit flushes.
    const cold = (await rows(sql`SELECT id FROM games WHERE merchant_code = 'thailand' AND NOT is_hot AND status = 'active' AND vendor_code = 'EVO' LIMIT 1`))[0].id as number;
    await p.database.db.execute(sql`UPDATE games SET is_hot = true WHERE id = ${cold}`);
    const cached = (await get('/wps/relay/GCSGAME_hotGamesV2?language=EN')).body.value.games as Any[];
    expect(cached.map((g) => g.nodeId)).not.toContain(cold);
    // gameList pages are cached the same way (this one was read by the filter test), and searches use the
    // process's index of the catalogue, also rebuilt on an edit.
    const coldName = encodeURIComponent((await rows(sql`SELECT names->>'EN' AS n FROM games WHERE id = ${cold}`))[0].n);
    expect((await list('hot=1&pageSize=200')).games.map((g) => g.nodeId)).not.toContain(cold);
    expect((await list(`hot=1&pageSize=200&gameName=${coldName}`)).games.map((g) => g.nodeId)).not.toContain(cold);
    await p.database.db.execute(sql`UPDATE games SET is_hot = false WHERE id = ${cold}`);
    expect((await patchGame(cold, { isHot: true })).res.statusCode).toBe(200);
    const fresh = (await get('/wps/relay/GCSGAME_hotGamesV2?language=EN')).body.value.games as Any[];
    expect(fresh.map((g) => g.nodeId)).toContain(cold);
    expect((await list('hot=1&pageSize=200')).games.map((g) => g.nodeId)).toContain(cold);
    expect((await list(`hot=1&pageSize=200&gameName=${coldName}`)).games.map((g) => g.nodeId)).toContain(cold);
    const live = (await get('/wps/relay/GCSGAME_hotGamesV2?gameType=LIVE&vassalage=EVO')).body.value.games as Any[];
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((g) => g.vassalage === 'EVO' && g.gameType === 'LIVE')).toBe(true);
  });

  it('GCSGAME_getVassGameType: per category its vendors; e-sports IA and TF; in-house PGE under RNG', async () => {
    const cats = (await get('/wps/relay/GCSGAME_getVassGameType?language=EN')).body.value as Any[];
    const of = (t: string) => cats.find((c) => c.gameType === t)?.vendors.map((v: Any) => v.vassalage);
    expect(of('RNG')).toEqual(expect.arrayContaining(['PG', 'PGE', 'JL']));
    expect(of('ESPORTS')).toEqual(['IA', 'TF']);
    expect(of('LIVE')).toEqual(expect.arrayContaining(['EVO', 'SA', 'PT']));
    expect(of('SPORTS')).toEqual(expect.arrayContaining(['SBO']));
    expect(cats[0]).toMatchObject({ gameCategory: 'RNG', gameType: 'RNG' });
  });

  it('GCSGAME_newGameVendor: vendors with their categories, icons, wallet mode and status', async () => {
    const vendors = (await get('/wps/relay/GCSGAME_newGameVendor?language=CN')).body.value as Any[];
    const pt = vendors.find((v) => v.vassalage === 'PT');
    expect(pt).toMatchObject({ walletMode: 'transfer', status: 'active', maintenance: false, iconUrl: '/wps/game/vendor-icon/PT.svg' });
    expect(pt.gameTypes).toEqual(expect.arrayContaining(['RNG', 'LIVE']));
    expect(vendors.find((v) => v.vassalage === 'FC').name).toBe('发财');
  });

  it('vendor lanes: per vendor, a lane of up to 12 cards per game type', async () => {
    const lanes = (await get('/wps/relay/GCSGAME_gameVendorLanes?platform=html5-desktop&vassalage=JL&language=EN')).body.value as Any[];
    expect(lanes).toHaveLength(1);
    expect(lanes[0].lanes.map((l: Any) => l.gameClassify)).toEqual(expect.arrayContaining(['slots', 'fishing', 'bingo', 'scratch_card']));
    for (const lane of lanes[0].lanes) {
      expect(lane.cards.length).toBeLessThanOrEqual(12);
      expect(lane.cards.every((c: Any) => c.gameClassify === lane.gameClassify)).toBe(true);
    }
    const jlSlots = lanes[0].lanes.find((l: Any) => l.gameClassify === 'slots');
    expect(jlSlots).toMatchObject({ title: 'Slots', totalCount: (await list('vassalage=JL&gameClassify=slots')).totalCount });
    expect(jlSlots.cards).toHaveLength(12);
    const th = (await get('/wps/relay/GCSGAME_gameVendorLanes?vassalage=JL&language=TH')).body.value as Any[];
    expect(th[0].lanes.find((l: Any) => l.gameClassify === 'slots').title).toBe('สล็อต');
    const all = (await get('/wps/relay/GCSGAME_gameVendorLanes')).body.value as Any[];
    expect(all.length).toBeGreaterThan(10);
    const live = (await get('/wps/relay/GCSGAME_gameVendorLanes?gameType=LIVE')).body.value as Any[];
    expect(live.map((v) => v.vassalage)).toEqual(expect.arrayContaining(['EVO', 'SA', 'PT']));
    expect(live.every((v) => v.lanes.every((l: Any) => l.cards.every((c: Any) => c.gameType === 'LIVE')))).toBe(true);
  });

  it('GLS2_roomList: live tables from the catalogue, the same on every call; seated players from launches', async () => {
    const first = (await get('/wps/relay/GLS2_roomList?vassalage=EVO')).body.value.rooms as Any[];
    const again = (await get('/wps/relay/GLS2_roomList?vassalage=EVO')).body.value.rooms as Any[];
    expect(first.length).toBeGreaterThan(10);
    expect(again).toEqual(first);
    expect(first[0]).toMatchObject({ vassalage: 'EVO', currency: 'THB', playersSeated: 0 });
    expect(first[0].maxBet).toBeGreaterThan(first[0].minBet);
    const a = await player();
    await p.services.games.touchRecent('thailand', a.id, first[0].nodeId);
    const after = (await get('/wps/relay/GLS2_roomList?vassalage=EVO')).body.value.rooms as Any[];
    expect(after[0].playersSeated).toBe(1);
  });
});

describe('favourites and recent games', () => {
  it('adds, lists and removes favourites idempotently; other members do not see them', async () => {
    const a = await player();
    const b = await player();
    const [g1, g2] = [await gameId('PG', 'slots-001'), await gameId('EVO', 'live-001')];
    const add = (who: typeof a, nodeId: unknown) => p.call({ method: 'POST', url: '/wps/relay/MCSFE_addFavoriteGameV2', headers: who.auth, payload: { nodeId } });
    const remove = (who: typeof a, nodeId: unknown) => p.call({ method: 'DELETE', url: `/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=${String(nodeId)}`, headers: who.auth });
    expect((await add(a, g1)).body.value).toEqual({ nodeId: g1, favourite: true });
    expect((await add(a, g1)).res.statusCode).toBe(200);
    await add(a, g2);
    const ids = (await get('/wps/relay/MCSFE_getFavoriteGames', a.auth)).body.value as Any[];
    expect(ids).toEqual([{ nodeId: g2, vendor: 'EVO', gameType: 'LIVE' }, { nodeId: g1, vendor: 'PG', gameType: 'RNG' }]);
    const page = (await get('/wps/relay/MCSFE_getFavoriteGamesList?language=TH', a.auth)).body.value;
    expect(page).toMatchObject({ pageNum: 1, pageSize: 80, totalPages: 1, totalCount: 2 });
    expect(page.content.map((c: Any) => c.nodeId)).toEqual([g2, g1]);
    expect((await get('/wps/relay/MCSFE_getFavoriteGamesList?gameType=LIVE', a.auth)).body.value.totalCount).toBe(1);
    expect((await get('/wps/relay/MCSFE_getFavoriteGames', b.auth)).body.value).toEqual([]);
    expect((await remove(b, g1)).res.statusCode).toBe(200);
    expect((await get('/wps/relay/MCSFE_getFavoriteGames', a.auth)).body.value).toHaveLength(2);
    expect((await remove(a, g1)).body.value).toEqual({ nodeId: g1, favourite: false });
    expect((await remove(a, g1)).res.statusCode).toBe(200);
    expect((await get('/wps/relay/MCSFE_getFavoriteGames', a.auth)).body.value).toEqual([{ nodeId: g2, vendor: 'EVO', gameType: 'LIVE' }]);
    const unknown = await add(a, 999_999_999);
    expect([unknown.res.statusCode, unknown.body.errorCode]).toEqual([404, 'game.not_found']);
    const brazilGame = (await rows(sql`SELECT id FROM games WHERE merchant_code = 'brazil' LIMIT 1`))[0].id;
    expect((await add(a, brazilGame)).body.errorCode).toBe('game.not_found');
    for (const bad of [0, -1, 'abc', null, 2 ** 31]) expect((await add(a, bad)).res.statusCode, String(bad)).toBe(400);
    expect((await remove(a, 'abc')).res.statusCode).toBe(400);
  });

  it('needs a session; trial accounts may read but not write', async () => {
    expect((await get('/wps/relay/MCSFE_getFavoriteGames')).body.errorCode).toBe('auth.not_logged_in');
    expect((await get('/wps/relay/GCS_recentGame')).body.errorCode).toBe('auth.not_logged_in');
    const trial = { authorization: (await p.call({ method: 'POST', url: '/wps/session/login/freeplay' })).body.value.token as string };
    const g = await gameId('PG', 'slots-002');
    const add = await p.call({ method: 'POST', url: '/wps/relay/MCSFE_addFavoriteGameV2', headers: trial, payload: { nodeId: g } });
    expect([add.res.statusCode, add.body.errorCode]).toEqual([403, 'member.in_need_true_account']);
    const remove = await p.call({ method: 'DELETE', url: `/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=${g}`, headers: trial });
    expect(remove.body.errorCode).toBe('member.in_need_true_account');
    expect((await get('/wps/relay/MCSFE_getFavoriteGames', trial)).body.value).toEqual([]);
  });

  it('GCS_recentGame: launched games, latest first, filtered and paged', async () => {
    const a = await player();
    const ids = [await gameId('PG', 'slots-003'), await gameId('SA', 'live-002'), await gameId('PG', 'slots-004')];
    // Launch times a few milliseconds apart: the clock may not tell apart launches within one millisecond.
    const touch = async (id: number) => {
      await p.services.games.touchRecent('thailand', a.id, id);
      await new Promise((r) => setTimeout(r, 5));
    };
    for (const id of [...ids, ids[0]!]) await touch(id);
    const v = (await get('/wps/relay/GCS_recentGame?page=1&pageSize=12&clientType=3', a.auth)).body.value;
    expect(v.list.map((g: Any) => g.nodeId)).toEqual([ids[0], ids[2], ids[1]]);
    expect(v).toMatchObject({ totalPages: 1, totalCount: 3, page: 1 });
    expect(typeof v.list[0].playedAt).toBe('string');
    const live = (await get('/wps/relay/GCS_recentGame?gameType=LIVE', a.auth)).body.value;
    expect(live.list.map((g: Any) => g.nodeId)).toEqual([ids[1]]);
    const paged = (await get('/wps/relay/GCS_recentGame?page=2&pageSize=2&vassalage=PG', a.auth)).body.value;
    expect(paged).toMatchObject({ totalCount: 2, totalPages: 1, list: [] });
    expect((await get('/wps/relay/GCS_recentGame?page=0', a.auth)).res.statusCode).toBe(400);
    const brazilGame = (await rows(sql`SELECT id FROM games WHERE merchant_code = 'brazil' LIMIT 1`))[0].id as number;
    await p.services.games.touchRecent('thailand', a.id, brazilGame);
    expect((await get('/wps/relay/GCS_recentGame', a.auth)).body.value.totalCount).toBe(3);
  });
});

describe('hidden and maintenance', () => {
  it('hides hidden games and vendors everywhere; shows maintenance flagged and refuses to launch it', async () => {
    const a = await player();
    const hidden = await gameId('CQ9', 'slots-001');
    const maint = await gameId('CQ9', 'slots-002');
    await p.services.games.touchRecent('thailand', a.id, hidden);
    await p.call({ method: 'POST', url: '/wps/relay/MCSFE_addFavoriteGameV2', headers: a.auth, payload: { nodeId: hidden } });
    expect((await patchGame(hidden, { status: 'hidden' })).res.statusCode).toBe(200);
    expect((await patchGame(maint, { status: 'maintenance' })).res.statusCode).toBe(200);
    const cq9 = await list('vassalage=CQ9&pageSize=200');
    expect(cq9.games.map((g) => g.nodeId)).not.toContain(hidden);
    expect((await list('vassalage=CQ9&gameName=slots-001')).totalCount).toBe(0);
    expect((await list('vassalage=CQ9&gameName=slots-002')).games[0]).toMatchObject({ nodeId: maint, maintenance: true });
    expect(cq9.games.find((g) => g.nodeId === maint).maintenance).toBe(true);
    expect((await get('/wps/relay/MCSFE_getFavoriteGames', a.auth)).body.value).toEqual([]);
    expect((await get('/wps/relay/GCS_recentGame', a.auth)).body.value.list).toEqual([]);
    expect((await p.call({ method: 'POST', url: '/wps/relay/MCSFE_addFavoriteGameV2', headers: a.auth, payload: { nodeId: hidden } })).body.errorCode).toBe('game.not_found');
    expect((await get(`/wps/game/icon/${hidden}.svg`)).res.statusCode).toBe(404);
    await expect(p.services.games.requirePlayable('thailand', maint)).rejects.toMatchObject({ code: 'game.maintenance' });
    await expect(p.services.games.requirePlayable('thailand', hidden)).rejects.toMatchObject({ code: 'game.not_found' });
    // Back to active: the favourite and the recent launch come back (they were kept, only not shown).
    await patchGame(hidden, { status: 'active' });
    expect((await get('/wps/relay/MCSFE_getFavoriteGames', a.auth)).body.value).toHaveLength(1);

    expect((await patchVendor('FC', { status: 'hidden' })).res.statusCode).toBe(200);
    expect((await list('vassalage=FC')).totalCount).toBe(0);
    const vendors = (await get('/wps/relay/GCSGAME_newGameVendor')).body.value as Any[];
    expect(vendors.map((v) => v.vassalage)).not.toContain('FC');
    expect((await patchVendor('FC', { status: 'maintenance' })).res.statusCode).toBe(200);
    const fc = await list('vassalage=FC&pageSize=200');
    expect(fc.totalCount).toBeGreaterThan(0);
    expect(fc.games.every((g) => g.maintenance)).toBe(true);
    expect(((await get('/wps/relay/GCSGAME_newGameVendor')).body.value as Any[]).find((v) => v.vassalage === 'FC')).toMatchObject({ status: 'maintenance', maintenance: true });
    await patchVendor('FC', { status: 'active' });
  });
});

describe('wallet modes from the catalogue', () => {
  it('lists transfer-mode vendors for GCS_walletTransfer; money comes back from a vendor switched to seamless', async () => {
    const a = await player();
    await p.call({ method: 'PUT', url: '/wps/operator/merchants/thailand/wallet-mode', payload: { isSingle: false }, headers: ops });
    await p.services.wallet.post({
      merchantCode: 'thailand', type: 'deposit', idempotencyKey: `games-test:fund:${a.id}`, actor: { type: 'system', id: 'games-test', ip: null, merchantCode: null },
      legs: [{ account: account.member(a.id), amount: 10_000n }, { account: account.paymentChannel('BANK'), amount: -10_000n }],
    });
    const transfer = (from: string, to: string, amount: number, requestId: string) =>
      p.call({ method: 'POST', url: '/wps/relay/GCS_walletTransfer', headers: a.auth, payload: { from, to, amount, requestId } });
    expect((await transfer('MAIN', 'PT', 40, 'g-1')).res.statusCode).toBe(200);
    expect((await transfer('MAIN', 'PG', 1, 'g-2')).body.errorCode).toBe('transfer.wallet_unknown');
    expect((await patchVendor('PT', { walletMode: 'seamless' })).res.statusCode).toBe(200);
    expect(await p.services.games.vendorsByWalletMode('thailand', 'transfer')).not.toContain('PT');
    expect((await transfer('MAIN', 'PT', 1, 'g-3')).body.errorCode).toBe('transfer.wallet_unknown');
    expect((await transfer('PT', 'MAIN', 40, 'g-4')).body.value).toMatchObject({ mainBalance: 100, vendorBalance: 0 });
    expect((await transfer('PT', 'MAIN', 1, 'g-5')).body.errorCode).toBe('transfer.wallet_unknown');
    await patchVendor('PT', { walletMode: 'transfer' });
    await p.call({ method: 'PUT', url: '/wps/operator/merchants/thailand/wallet-mode', payload: { isSingle: true }, headers: ops });
  });
});

describe('operator API', () => {
  const base = '/wps/operator/merchants/thailand';
  const audits = async (action: string) => rows(sql`SELECT target, before, after, actor_type FROM audit_log WHERE action = ${action} ORDER BY id`);

  it('lists, adds and edits vendors and games, reorders, audits each change', async () => {
    const vendors = (await get(`${base}/game-vendors`, ops)).body.value as Any[];
    expect(vendors.find((v) => v.code === 'PG')).toMatchObject({ walletMode: 'seamless', adapter: 'sim', status: 'active' });
    expect(vendors.find((v) => v.code === 'PG').gameCount).toBeGreaterThan(50);

    const added = await p.call({ method: 'POST', url: `${base}/game-vendors`, headers: ops, payload: { code: 'nv1', name: 'New Vendor', walletMode: 'transfer' } });
    expect(added.body.value).toMatchObject({ code: 'NV1', walletMode: 'transfer', status: 'active', gameCount: 0 });
    expect((await p.call({ method: 'POST', url: `${base}/game-vendors`, headers: ops, payload: { code: 'NV1', name: 'Again' } })).body.errorCode).toBe('game.vendor_exists');
    for (const bad of [{ code: 'main', name: 'Main' }, { code: 'a b', name: 'x' }, { code: 'NV2', name: '' }, { code: 'NV2', name: 'x', walletMode: 'both' }, { code: 'NV2', name: 'x', adapter: 'real' }]) {
      expect((await p.call({ method: 'POST', url: `${base}/game-vendors`, headers: ops, payload: bad })).res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await p.services.games.vendorsByWalletMode('thailand', 'transfer')).toContain('NV1');

    const game = await p.call({ method: 'POST', url: `${base}/games`, headers: ops, payload: {
      vendorCode: 'NV1', gameCode: 'star-1', gameType: 'RNG', gameClassify: 'slots', names: { EN: 'Star Catcher', TH: 'นักจับดาว' }, tags: ['jackpot'], rtpBps: 9600, isHot: true,
    } });
    expect(game.body.value).toMatchObject({ vendorCode: 'NV1', gameCode: 'star-1', rtpBps: 9600, status: 'active', supportPlay: 1 });
    const id = game.body.value.id as number;
    expect((await list('gameName=star%20catcher')).games.map((g) => g.nodeId)).toEqual([id]);
    expect((await raw(`/wps/game/icon/${id}.svg`)).statusCode).toBe(200);
    const dup = await p.call({ method: 'POST', url: `${base}/games`, headers: ops, payload: { vendorCode: 'NV1', gameCode: 'star-1', gameType: 'RNG', gameClassify: 'slots', names: { EN: 'x' } } });
    expect(dup.body.errorCode).toBe('game.exists');
    const noVendor = await p.call({ method: 'POST', url: `${base}/games`, headers: ops, payload: { vendorCode: 'NOPE', gameCode: 'x', gameType: 'RNG', gameClassify: 'slots', names: { EN: 'x' } } });
    expect(noVendor.body.errorCode).toBe('game.vendor_not_found');
    expect((await p.call({ method: 'POST', url: `${base}/games`, headers: ops, payload: { vendorCode: 'NV1', gameCode: 'y', gameType: 'RNG', gameClassify: 'slots', names: { TH: 'ไม่มีอังกฤษ' } } })).res.statusCode).toBe(400);

    const edited = await patchGame(id, { names: { EN: 'Star Catcher Deluxe', CN: '摘星' }, supportPlay: 0, rtpBps: 9700 });
    expect(edited.body.value).toMatchObject({ names: { EN: 'Star Catcher Deluxe', CN: '摘星' }, supportPlay: 0, rtpBps: 9700, isHot: true, tags: ['jackpot'] });
    expect((await list('gameName=%E6%91%98%E6%98%9F&language=CN')).games[0]).toMatchObject({ nodeId: id, gameName: '摘星', supportPlay: 0, rtp: 97 });
    for (const bad of [{}, { rtpBps: 0 }, { rtpBps: 10_001 }, { status: 'gone' }, { names: {} }, { gameCode: 'renamed' }, { isGame: 'OTHER' }]) {
      expect((await patchGame(id, bad)).res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await patchGame(999_999_999, { isHot: false })).body.errorCode).toBe('game.not_found');
    expect((await patchVendor('NOPE', { status: 'hidden' })).body.errorCode).toBe('game.vendor_not_found');

    const listed = (await get(`${base}/games?vendorCode=NV1`, ops)).body.value;
    expect(listed).toMatchObject({ totalCount: 1, totalPages: 1 });

    const [x, y] = [await gameId('PG', 'slots-010'), await gameId('PG', 'slots-011')];
    const reorder = await p.call({ method: 'POST', url: `${base}/games/reorder`, headers: ops, payload: { items: [{ id: x, sortOrder: 1 }, { id: y, sortOrder: 0 }] } });
    expect(reorder.body.value).toEqual({ updated: 2 });
    const pg = await list('vassalage=PG&gameType=RNG&pageSize=3');
    expect(pg.games.slice(0, 2).map((g) => g.nodeId)).toEqual([y, x]);
    const partly = await p.call({ method: 'POST', url: `${base}/games/reorder`, headers: ops, payload: { items: [{ id: x, sortOrder: 500 }, { id: 999_999_999, sortOrder: 1 }] } });
    expect(partly.body.errorCode).toBe('game.not_found');
    expect((await rows(sql`SELECT sort_order FROM games WHERE id = ${x}`))[0].sort_order).toBe(1);
    const vendorOrder = await p.call({ method: 'POST', url: `${base}/game-vendors/reorder`, headers: ops, payload: { items: [{ code: 'NV1', sortOrder: 0 }] } });
    expect(vendorOrder.body.value).toEqual({ updated: 1 });
    expect(((await get('/wps/relay/GCSGAME_newGameVendor')).body.value as Any[])[0].vassalage).toBe('NV1');

    expect((await audits('game_vendor.create')).map((r) => r.target)).toContain('game_vendor:NV1');
    const updates = (await audits('game.update')).filter((r) => r.target === `game:${id}`);
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({ actor_type: 'operator', before: { rtpBps: 9600 }, after: { rtpBps: 9700, supportPlay: 0 } });
    expect(await audits('game.reorder')).toHaveLength(1);
    expect(await audits('game_vendor.reorder')).toHaveLength(1);
  });

  it('keeps merchant-bound operators to their merchant and refuses without a token', async () => {
    await p.services.operators.create({ type: 'cli', id: 'test', ip: null, merchantCode: null }, 'br_games', 'Br-games#2026', 'brazil');
    const login = await p.call({ method: 'POST', url: '/wps/operator/session/login', payload: { username: 'br_games', password: 'Br-games#2026' } });
    const br = { authorization: login.body.value.token as string };
    const id = await gameId('PG', 'slots-020');
    const before = await audits('game.update');
    expect((await patchGame(id, { isHot: true }, br)).res.statusCode).toBe(403);
    expect((await get(`${base}/game-vendors`, br)).res.statusCode).toBe(403);
    expect((await get('/wps/operator/merchants/brazil/game-vendors', br)).res.statusCode).toBe(200);
    expect((await patchGame(id, { isHot: true }, { authorization: 'nope' })).res.statusCode).toBe(401);
    expect(await audits('game.update')).toHaveLength(before.length);
  });
});
