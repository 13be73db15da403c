import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedGames, seedGamesIfMissing } from '../src/db/seed/games';
import { gameIconSvg, ICON_VERSION } from '../src/modules/games/icon';
import { gamesTestKit, type Any, type GamesTestKit } from './games-helpers';

let k: GamesTestKit;
beforeAll(async () => {
  k = await gamesTestKit('gcat');
});
afterAll(() => k.p.close());

describe('catalogue seed', () => {
  it('has the footer providers, PGE, e-sports, sports, live, fishing and PVP vendors and 600+ games with names in every language', async () => {
    const vendors = await k.rows(sql`SELECT code, wallet_mode, adapter FROM game_vendors WHERE merchant_code = 'thailand'`);
    const codes = vendors.map((v) => v.code);
    expect(codes).toEqual(expect.arrayContaining(['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS', 'PGE', 'IA', 'TF', 'SBO', 'EVO', 'SA', 'KY']));
    expect(vendors.filter((v) => v.wallet_mode === 'transfer').length).toBeGreaterThanOrEqual(2);
    expect(vendors.find((v) => v.code === 'PGE')).toMatchObject({ adapter: 'pge', wallet_mode: 'seamless' });
    const [stats] = await k.rows(sql`SELECT COUNT(*)::int AS n, COUNT(DISTINCT icon::text)::int AS icons, COUNT(*) FILTER (WHERE names ? 'TH' AND names ? 'CN' AND names->>'TH' <> names->>'EN')::int AS translated,
      COUNT(*) FILTER (WHERE is_game = 'VASSALAGE')::int AS vass, COUNT(*) FILTER (WHERE support_play = 0)::int AS trial, COUNT(*) FILTER (WHERE is_hot)::int AS hot
      FROM games WHERE merchant_code = 'thailand'`);
    expect(stats.n).toBeGreaterThanOrEqual(600);
    expect(stats.translated).toBeGreaterThan(stats.n * 0.9);
    expect(stats.vass).toBeGreaterThan(0);
    expect(stats.trial).toBeGreaterThan(0);
    expect(stats.hot).toBeGreaterThan(0);
    const pge = await k.rows(sql`SELECT game_code FROM games WHERE merchant_code = 'thailand' AND vendor_code = 'PGE' ORDER BY game_code`);
    expect(pge.map((g) => g.game_code)).toEqual(['dice', 'mines', 'slot']);
    const types = await k.rows(sql`SELECT DISTINCT game_classify FROM games WHERE merchant_code = 'thailand'`);
    expect(types.map((t) => t.game_classify)).toEqual(expect.arrayContaining(['slots', 'video_poker', 'table', 'arcade', 'bingo', 'scratch_card', 'fishing', 'lottery', 'live', 'pvp', 'sports']));
  });

  it('draws a different icon for every game, and seeding again adds nothing', async () => {
    const all = await k.rows(sql`SELECT id, icon, vendor_code FROM games WHERE merchant_code = 'thailand'`);
    expect(new Set(all.map((g) => gameIconSvg(g.id, g.icon, g.vendor_code))).size).toBe(all.length);
    const count = async () => (await k.rows(sql`SELECT (SELECT COUNT(*) FROM games)::int AS g, (SELECT COUNT(*) FROM game_vendors)::int AS v`))[0];
    const before = await count();
    await seedGames(k.p.database.db, ['thailand', 'brazil'], 'small');
    await seedGamesIfMissing(k.p.database.db);
    expect(await count()).toEqual(before);
  });

  it('serves distinct generated SVG icons, cached for a year under their content version', async () => {
    const [a, b] = await k.rows(sql`SELECT id FROM games WHERE merchant_code = 'thailand' ORDER BY id LIMIT 2`);
    const one = await k.raw(`/wps/game/icon/${a.id}.svg?v=${ICON_VERSION}`);
    const two = await k.raw(`/wps/game/icon/${b.id}.svg?v=${ICON_VERSION}`);
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toContain('image/svg+xml');
    expect(one.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // An address without the current version (an old build's) is revalidated.
    expect((await k.raw(`/wps/game/icon/${a.id}.svg`)).headers['cache-control']).toBe('no-cache');
    expect((await k.raw(`/wps/game/icon/${a.id}.svg?v=0123456789`)).headers['cache-control']).toBe('no-cache');
    expect(one.body).toMatch(/^<svg /);
    expect(one.body).not.toEqual(two.body);
    expect((await k.get('/wps/game/icon/999999999.svg')).body.errorCode).toBe('game.not_found');
    expect((await k.get('/wps/game/icon/abc.svg')).res.statusCode).toBe(400);
    const vendor = await k.raw('/wps/game/vendor-icon/PG.svg');
    expect(vendor.statusCode).toBe(200);
    expect(vendor.body).toContain('>PG<');
  });
});

describe('GCSGAME_gameList', () => {
  it('pages the catalogue with every card field, 18 by default', async () => {
    const v = await k.list('clientType=3&platform=html5-desktop');
    expect(v.games).toHaveLength(18);
    expect(v.totalCount).toBeGreaterThanOrEqual(600);
    expect(v.totalPages).toBe(Math.ceil(v.totalCount / 18));
    expect(Object.keys(v.games[0]).sort()).toEqual(['displayName', 'gameClassify', 'gameCode', 'gameName', 'gameType', 'iconUrl', 'isGame', 'isHot', 'maintenance',
      'nodeId', 'nodeName', 'rtp', 'showIcon', 'supportPlay', 'tags', 'vassalage', 'vendorName'].sort());
    const second = await k.list('pageNo=2');
    expect(second.games[0].nodeId).not.toBe(v.games[0].nodeId);
  });

  it('filters by category, vendor, classify and tags', async () => {
    const live = await k.list('gameType=LIVE&pageSize=200');
    expect(live.totalCount).toBeGreaterThan(20);
    expect(live.games.every((g) => g.gameType === 'LIVE')).toBe(true);
    const pg = await k.list('gameType=rng&vassalage=pg&pageSize=200');
    expect(pg.games.every((g) => g.vassalage === 'PG')).toBe(true);
    // The VASSALAGE card stands for the vendor in mixed lists, not in the vendor's own list (it would open itself).
    expect(pg.games.some((g) => g.isGame === 'VASSALAGE')).toBe(false);
    const rng = await k.list('gameType=RNG&pageSize=200');
    expect(rng.games.filter((g) => g.isGame === 'VASSALAGE').map((g) => g.vassalage)).toEqual(expect.arrayContaining(['PG', 'JDB']));
    const fishing = await k.list('gameClassify=fishing');
    expect(fishing.totalCount).toBeGreaterThan(0);
    expect(fishing.games.every((g) => g.gameClassify === 'fishing')).toBe(true);
    const tagged = await k.list('tags=jackpot,lines25&pageSize=200');
    expect(tagged.totalCount).toBeGreaterThan(0);
    expect(tagged.games.every((g) => g.tags.includes('jackpot') && g.tags.includes('lines25'))).toBe(true);
    const hot = await k.list('hot=1&pageSize=200');
    expect(hot.games.every((g) => g.isHot === 1)).toBe(true);
  });

  it('searches names trimmed, case-insensitively, in every language; no match is an empty page', async () => {
    const en = await k.list(`gameName=${encodeURIComponent('  DRAGON  ')}&pageSize=200`);
    expect(en.totalCount).toBeGreaterThan(0);
    const th = await k.list(`gameName=${encodeURIComponent('มังกร')}&pageSize=200&language=EN`);
    expect(th.totalCount).toBeGreaterThan(0);
    // Searched in Thai, answered in English: the Thai word matched the Thai names of "Dragon" games.
    expect(th.games.some((g) => /dragon/i.test(g.gameName))).toBe(true);
    const cn = await k.list(`gameName=${encodeURIComponent('龙')}`);
    expect(cn.totalCount).toBeGreaterThan(0);
    const none = await k.list('gameName=zzqqxx-no-such-game');
    expect(none).toMatchObject({ games: [], totalCount: 0, totalPages: 0 });
    const wild = await k.list(`gameName=${encodeURIComponent('%')}`);
    expect(wild.totalCount).toBe(0);
    // The search agrees with the filters and the lobby order of the unfiltered list, page by page.
    const pgAll = (await k.list('vassalage=PG&gameType=RNG&pageSize=200&language=EN')).games.filter((g) => g.gameName.toLowerCase().includes('dragon'));
    const pgFound = await k.list('vassalage=PG&gameType=RNG&pageSize=200&language=EN&gameName=Dragon');
    expect(pgFound.games.map((g) => g.nodeId)).toEqual(pgAll.map((g) => g.nodeId));
    const paged = [await k.list('vassalage=PG&gameName=dragon&pageSize=2&pageNo=1'), await k.list('vassalage=PG&gameName=dragon&pageSize=2&pageNo=2')];
    expect(paged.flatMap((v) => v.games.map((g) => g.nodeId))).toEqual(pgAll.slice(0, 4).map((g) => g.nodeId));
    expect(paged[0]!.totalPages).toBe(Math.ceil(pgAll.length / 2));
    const jackpots = await k.list('gameName=a&tags=jackpot&hot=1&pageSize=200');
    expect(jackpots.games.every((g) => g.tags.includes('jackpot') && g.isHot === 1)).toBe(true);
    expect((await k.list('gameName=slots-00&vassalage=JL')).totalCount).toBe(9);
    const blank = await k.list('gameName=%20%20');
    expect(blank.totalCount).toBeGreaterThanOrEqual(600);
  });

  it('answers pagination edges: pageNo 0 and pageSize above 200 are 400; beyond the last page is empty', async () => {
    for (const q of ['pageNo=0', 'pageSize=201', 'pageSize=0', 'pageNo=-1', 'pageNo=abc', 'gameType=NOPE', 'tags=nope', 'gameClassify=x']) {
      const { res, body } = await k.get(`/wps/relay/GCSGAME_gameList?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(body.errorCode).toBe('system.invalid_input');
    }
    const max = await k.list('pageSize=200');
    expect(max.games).toHaveLength(200);
    const beyond = await k.list(`pageNo=${max.totalPages + 1}&pageSize=200`);
    expect(beyond.games).toEqual([]);
    expect(beyond.totalCount).toBe(max.totalCount);
    const last = await k.list(`pageNo=${max.totalPages}&pageSize=200`);
    expect(last.games.length).toBe(max.totalCount - (max.totalPages - 1) * 200);
  });

  it('names games in the language asked (parameter first, then header), EN where a game has none', async () => {
    const id = await k.gameId('PGE', 'dice');
    const find = (v: { games: Any[] }) => v.games.find((g) => g.nodeId === id);
    expect(find(await k.list('vassalage=PGE&language=TH')).gameName).toBe('ลูกเต๋ายุติธรรม');
    expect(find(await k.list('vassalage=PGE', { language: 'CN' })).gameName).toBe('公平骰子');
    expect(find(await k.list('vassalage=PGE&language=EN', { language: 'CN' })).displayName).toBe('Provably Fair Dice');
    expect(find(await k.list('vassalage=PGE&language=XX', { language: 'EN' })).nodeName).toBe('Provably Fair Dice');
  });

  it('keeps merchants apart', async () => {
    const brazil = await k.list('vassalage=PGE', { merchant: 'brazil' });
    const thailand = await k.list('vassalage=PGE');
    expect(brazil.games.map((g) => g.nodeId)).not.toEqual(expect.arrayContaining(thailand.games.map((g) => g.nodeId)));
    expect(brazil.games[0].gameName).toBe('Dados Justos');
  });
});

describe('lobby reads', () => {
  it('GCSGAME_hotGamesV2: hot games only, per language, cached until a catalogue edit', async () => {
    const th = (await k.get('/wps/relay/GCSGAME_hotGamesV2?merchantCode=thailand&isPlatform=2&language=TH')).body.value.games as Any[];
    const en = (await k.get('/wps/relay/GCSGAME_hotGamesV2?language=EN')).body.value.games as Any[];
    expect(th.length).toBeGreaterThan(0);
    expect(th.every((g) => g.isHot === 1)).toBe(true);
    expect(th.map((g) => g.nodeId)).toEqual(en.map((g) => g.nodeId));
    expect(th[0].gameName).not.toBe(en[0].gameName);
    // A change behind the service's back is not seen (cached); an operator edit flushes.
    const cold = (await k.rows(sql`SELECT id FROM games WHERE merchant_code = 'thailand' AND NOT is_hot AND status = 'active' AND vendor_code = 'EVO' LIMIT 1`))[0].id as number;
    await k.p.database.db.execute(sql`UPDATE games SET is_hot = true WHERE id = ${cold}`);
    const cached = (await k.get('/wps/relay/GCSGAME_hotGamesV2?language=EN')).body.value.games as Any[];
    expect(cached.map((g) => g.nodeId)).not.toContain(cold);
    // gameList pages are cached the same way (this one was read by the filter test), and searches use the
    // process's index of the catalogue, also rebuilt on an edit.
    const coldName = encodeURIComponent((await k.rows(sql`SELECT names->>'EN' AS n FROM games WHERE id = ${cold}`))[0].n);
    expect((await k.list('hot=1&pageSize=200')).games.map((g) => g.nodeId)).not.toContain(cold);
    expect((await k.list(`hot=1&pageSize=200&gameName=${coldName}`)).games.map((g) => g.nodeId)).not.toContain(cold);
    await k.p.database.db.execute(sql`UPDATE games SET is_hot = false WHERE id = ${cold}`);
    expect((await k.patchGame(cold, { isHot: true })).res.statusCode).toBe(200);
    const fresh = (await k.get('/wps/relay/GCSGAME_hotGamesV2?language=EN')).body.value.games as Any[];
    expect(fresh.map((g) => g.nodeId)).toContain(cold);
    expect((await k.list('hot=1&pageSize=200')).games.map((g) => g.nodeId)).toContain(cold);
    expect((await k.list(`hot=1&pageSize=200&gameName=${coldName}`)).games.map((g) => g.nodeId)).toContain(cold);
    const live = (await k.get('/wps/relay/GCSGAME_hotGamesV2?gameType=LIVE&vassalage=EVO')).body.value.games as Any[];
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((g) => g.vassalage === 'EVO' && g.gameType === 'LIVE')).toBe(true);
  });

  it('GCSGAME_getVassGameType: per category its vendors; e-sports IA and TF; in-house PGE under RNG', async () => {
    const cats = (await k.get('/wps/relay/GCSGAME_getVassGameType?language=EN')).body.value as Any[];
    const of = (t: string) => cats.find((c) => c.gameType === t)?.vendors.map((v: Any) => v.vassalage);
    expect(of('RNG')).toEqual(expect.arrayContaining(['PG', 'PGE', 'JL']));
    expect(of('ESPORTS')).toEqual(['IA', 'TF']);
    expect(of('LIVE')).toEqual(expect.arrayContaining(['EVO', 'SA', 'PT']));
    expect(of('SPORTS')).toEqual(expect.arrayContaining(['SBO']));
    expect(cats[0]).toMatchObject({ gameCategory: 'RNG', gameType: 'RNG' });
  });

  it('GCSGAME_newGameVendor: vendors with their categories, icons, wallet mode and status', async () => {
    const vendors = (await k.get('/wps/relay/GCSGAME_newGameVendor?language=CN')).body.value as Any[];
    const pt = vendors.find((v) => v.vassalage === 'PT');
    expect(pt).toMatchObject({ walletMode: 'transfer', status: 'active', maintenance: false, iconUrl: `/wps/game/vendor-icon/PT.svg?v=${ICON_VERSION}` });
    expect(pt.gameTypes).toEqual(expect.arrayContaining(['RNG', 'LIVE']));
    expect(vendors.find((v) => v.vassalage === 'FC').name).toBe('发财');
  });

  it('vendor lanes: per vendor, a lane of up to 12 cards per game type', async () => {
    const lanes = (await k.get('/wps/relay/GCSGAME_gameVendorLanes?platform=html5-desktop&vassalage=JL&language=EN')).body.value as Any[];
    expect(lanes).toHaveLength(1);
    expect(lanes[0].lanes.map((l: Any) => l.gameClassify)).toEqual(expect.arrayContaining(['slots', 'fishing', 'bingo', 'scratch_card']));
    for (const lane of lanes[0].lanes) {
      expect(lane.cards.length).toBeLessThanOrEqual(12);
      expect(lane.cards.every((c: Any) => c.gameClassify === lane.gameClassify)).toBe(true);
    }
    const jlSlots = lanes[0].lanes.find((l: Any) => l.gameClassify === 'slots');
    expect(jlSlots).toMatchObject({ title: 'Slots', totalCount: (await k.list('vassalage=JL&gameClassify=slots')).totalCount });
    expect(jlSlots.cards).toHaveLength(12);
    const th = (await k.get('/wps/relay/GCSGAME_gameVendorLanes?vassalage=JL&language=TH')).body.value as Any[];
    expect(th[0].lanes.find((l: Any) => l.gameClassify === 'slots').title).toBe('สล็อต');
    const all = (await k.get('/wps/relay/GCSGAME_gameVendorLanes')).body.value as Any[];
    expect(all.length).toBeGreaterThan(10);
    const live = (await k.get('/wps/relay/GCSGAME_gameVendorLanes?gameType=LIVE')).body.value as Any[];
    expect(live.map((v) => v.vassalage)).toEqual(expect.arrayContaining(['EVO', 'SA', 'PT']));
    expect(live.every((v) => v.lanes.every((l: Any) => l.cards.every((c: Any) => c.gameType === 'LIVE')))).toBe(true);
  });

  it('GLS2_roomList: live tables from the catalogue, the same on every call; seated players from launches', async () => {
    const first = (await k.get('/wps/relay/GLS2_roomList?vassalage=EVO')).body.value.rooms as Any[];
    const again = (await k.get('/wps/relay/GLS2_roomList?vassalage=EVO')).body.value.rooms as Any[];
    expect(first.length).toBeGreaterThan(10);
    expect(again).toEqual(first);
    expect(first[0]).toMatchObject({ vassalage: 'EVO', currency: 'THB', playersSeated: 0 });
    expect(first[0].maxBet).toBeGreaterThan(first[0].minBet);
    const a = await k.player();
    await k.p.services.games.touchRecent('thailand', a.id, first[0].nodeId);
    const after = (await k.get('/wps/relay/GLS2_roomList?vassalage=EVO')).body.value.rooms as Any[];
    expect(after[0].playersSeated).toBe(1);
  });
});

describe('favourites and recent games', () => {
  it('adds, lists and removes favourites idempotently; other members do not see them', async () => {
    const a = await k.player();
    const b = await k.player();
    const [g1, g2] = [await k.gameId('PG', 'slots-001'), await k.gameId('EVO', 'live-001')];
    const add = (who: typeof a, nodeId: unknown) => k.p.call({ method: 'POST', url: '/wps/relay/MCSFE_addFavoriteGameV2', headers: who.auth, payload: { nodeId } });
    const remove = (who: typeof a, nodeId: unknown) => k.p.call({ method: 'DELETE', url: `/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=${String(nodeId)}`, headers: who.auth });
    expect((await add(a, g1)).body.value).toEqual({ nodeId: g1, favourite: true });
    expect((await add(a, g1)).res.statusCode).toBe(200);
    await add(a, g2);
    const ids = (await k.get('/wps/relay/MCSFE_getFavoriteGames', a.auth)).body.value as Any[];
    expect(ids).toEqual([{ nodeId: g2, vendor: 'EVO', gameType: 'LIVE' }, { nodeId: g1, vendor: 'PG', gameType: 'RNG' }]);
    const page = (await k.get('/wps/relay/MCSFE_getFavoriteGamesList?language=TH', a.auth)).body.value;
    expect(page).toMatchObject({ pageNum: 1, pageSize: 80, totalPages: 1, totalCount: 2 });
    expect(page.content.map((c: Any) => c.nodeId)).toEqual([g2, g1]);
    expect((await k.get('/wps/relay/MCSFE_getFavoriteGamesList?gameType=LIVE', a.auth)).body.value.totalCount).toBe(1);
    expect((await k.get('/wps/relay/MCSFE_getFavoriteGames', b.auth)).body.value).toEqual([]);
    expect((await remove(b, g1)).res.statusCode).toBe(200);
    expect((await k.get('/wps/relay/MCSFE_getFavoriteGames', a.auth)).body.value).toHaveLength(2);
    expect((await remove(a, g1)).body.value).toEqual({ nodeId: g1, favourite: false });
    expect((await remove(a, g1)).res.statusCode).toBe(200);
    expect((await k.get('/wps/relay/MCSFE_getFavoriteGames', a.auth)).body.value).toEqual([{ nodeId: g2, vendor: 'EVO', gameType: 'LIVE' }]);
    const unknown = await add(a, 999_999_999);
    expect([unknown.res.statusCode, unknown.body.errorCode]).toEqual([404, 'game.not_found']);
    const brazilGame = (await k.rows(sql`SELECT id FROM games WHERE merchant_code = 'brazil' LIMIT 1`))[0].id;
    expect((await add(a, brazilGame)).body.errorCode).toBe('game.not_found');
    for (const bad of [0, -1, 'abc', null, 2 ** 31]) expect((await add(a, bad)).res.statusCode, String(bad)).toBe(400);
    expect((await remove(a, 'abc')).res.statusCode).toBe(400);
  });

  it('needs a session; trial accounts may read but not write', async () => {
    expect((await k.get('/wps/relay/MCSFE_getFavoriteGames')).body.errorCode).toBe('auth.not_logged_in');
    expect((await k.get('/wps/relay/GCS_recentGame')).body.errorCode).toBe('auth.not_logged_in');
    const trial = { authorization: (await k.p.call({ method: 'POST', url: '/wps/session/login/freeplay' })).body.value.token as string };
    const g = await k.gameId('PG', 'slots-002');
    const add = await k.p.call({ method: 'POST', url: '/wps/relay/MCSFE_addFavoriteGameV2', headers: trial, payload: { nodeId: g } });
    expect([add.res.statusCode, add.body.errorCode]).toEqual([403, 'member.in_need_true_account']);
    const remove = await k.p.call({ method: 'DELETE', url: `/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=${g}`, headers: trial });
    expect(remove.body.errorCode).toBe('member.in_need_true_account');
    expect((await k.get('/wps/relay/MCSFE_getFavoriteGames', trial)).body.value).toEqual([]);
  });

  it('GCS_recentGame: launched games, latest first, filtered and paged', async () => {
    const a = await k.player();
    const ids = [await k.gameId('PG', 'slots-003'), await k.gameId('SA', 'live-002'), await k.gameId('PG', 'slots-004')];
    // Launch times a few milliseconds apart: the clock may not tell apart launches within one millisecond.
    const touch = async (id: number) => {
      await k.p.services.games.touchRecent('thailand', a.id, id);
      await new Promise((r) => setTimeout(r, 5));
    };
    for (const id of [...ids, ids[0]!]) await touch(id);
    const v = (await k.get('/wps/relay/GCS_recentGame?page=1&pageSize=12&clientType=3', a.auth)).body.value;
    expect(v.list.map((g: Any) => g.nodeId)).toEqual([ids[0], ids[2], ids[1]]);
    expect(v).toMatchObject({ totalPages: 1, totalCount: 3, page: 1 });
    expect(typeof v.list[0].playedAt).toBe('string');
    const live = (await k.get('/wps/relay/GCS_recentGame?gameType=LIVE', a.auth)).body.value;
    expect(live.list.map((g: Any) => g.nodeId)).toEqual([ids[1]]);
    const paged = (await k.get('/wps/relay/GCS_recentGame?page=2&pageSize=2&vassalage=PG', a.auth)).body.value;
    expect(paged).toMatchObject({ totalCount: 2, totalPages: 1, list: [] });
    expect((await k.get('/wps/relay/GCS_recentGame?page=0', a.auth)).res.statusCode).toBe(400);
    const brazilGame = (await k.rows(sql`SELECT id FROM games WHERE merchant_code = 'brazil' LIMIT 1`))[0].id as number;
    await k.p.services.games.touchRecent('thailand', a.id, brazilGame);
    expect((await k.get('/wps/relay/GCS_recentGame', a.auth)).body.value.totalCount).toBe(3);
  });
});

describe('hidden and maintenance', () => {
  it('hides hidden games and vendors everywhere; shows maintenance flagged and refuses to launch it', async () => {
    const a = await k.player();
    const hidden = await k.gameId('CQ9', 'slots-001');
    const maint = await k.gameId('CQ9', 'slots-002');
    await k.p.services.games.touchRecent('thailand', a.id, hidden);
    await k.p.call({ method: 'POST', url: '/wps/relay/MCSFE_addFavoriteGameV2', headers: a.auth, payload: { nodeId: hidden } });
    expect((await k.patchGame(hidden, { status: 'hidden' })).res.statusCode).toBe(200);
    expect((await k.patchGame(maint, { status: 'maintenance' })).res.statusCode).toBe(200);
    const cq9 = await k.list('vassalage=CQ9&pageSize=200');
    expect(cq9.games.map((g) => g.nodeId)).not.toContain(hidden);
    expect((await k.list('vassalage=CQ9&gameName=slots-001')).totalCount).toBe(0);
    expect((await k.list('vassalage=CQ9&gameName=slots-002')).games[0]).toMatchObject({ nodeId: maint, maintenance: true });
    expect(cq9.games.find((g) => g.nodeId === maint).maintenance).toBe(true);
    expect((await k.get('/wps/relay/MCSFE_getFavoriteGames', a.auth)).body.value).toEqual([]);
    expect((await k.get('/wps/relay/GCS_recentGame', a.auth)).body.value.list).toEqual([]);
    expect((await k.p.call({ method: 'POST', url: '/wps/relay/MCSFE_addFavoriteGameV2', headers: a.auth, payload: { nodeId: hidden } })).body.errorCode).toBe('game.not_found');
    expect((await k.get(`/wps/game/icon/${hidden}.svg`)).res.statusCode).toBe(404);
    await expect(k.p.services.games.requirePlayable('thailand', maint)).rejects.toMatchObject({ code: 'game.maintenance' });
    await expect(k.p.services.games.requirePlayable('thailand', hidden)).rejects.toMatchObject({ code: 'game.not_found' });
    // Back to active: the favourite and the recent launch come back (they were kept, only not shown).
    await k.patchGame(hidden, { status: 'active' });
    expect((await k.get('/wps/relay/MCSFE_getFavoriteGames', a.auth)).body.value).toHaveLength(1);

    expect((await k.patchVendor('FC', { status: 'hidden' })).res.statusCode).toBe(200);
    expect((await k.list('vassalage=FC')).totalCount).toBe(0);
    const vendors = (await k.get('/wps/relay/GCSGAME_newGameVendor')).body.value as Any[];
    expect(vendors.map((v) => v.vassalage)).not.toContain('FC');
    expect((await k.patchVendor('FC', { status: 'maintenance' })).res.statusCode).toBe(200);
    const fc = await k.list('vassalage=FC&pageSize=200');
    expect(fc.totalCount).toBeGreaterThan(0);
    expect(fc.games.every((g) => g.maintenance)).toBe(true);
    expect(((await k.get('/wps/relay/GCSGAME_newGameVendor')).body.value as Any[]).find((v) => v.vassalage === 'FC')).toMatchObject({ status: 'maintenance', maintenance: true });
    await k.patchVendor('FC', { status: 'active' });
  });
});
