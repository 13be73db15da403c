import { favouriteBody, gameListQuery, vendorCreateBody } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { catalogueRows } from '../../db/seed/games';
import { composeName, NAME_LANGUAGES } from '../../db/seed/game-words';
import { gameIconSvg, iconSpecFor, vendorIconSvg } from './icon';

describe('demo catalogue generator', () => {
  const a = catalogueRows('thailand');

  it('is deterministic and the same for every merchant but the code', () => {
    const again = catalogueRows('thailand');
    expect(again.games).toEqual(a.games);
    const other = catalogueRows('brazil');
    expect(other.games.map(({ merchantCode: _m, ...g }) => g)).toEqual(a.games.map(({ merchantCode: _m, ...g }) => g));
  });

  it('has 600+ games, unique codes per vendor, every name in every language, distinct slot names', () => {
    expect(a.games.length).toBeGreaterThanOrEqual(600);
    expect(new Set(a.games.map((g) => `${g.vendorCode}/${g.gameCode}`)).size).toBe(a.games.length);
    for (const g of a.games) expect(Object.keys(g.names).sort(), g.gameCode).toEqual([...NAME_LANGUAGES].sort());
    const slots = a.games.filter((g) => g.gameClassify === 'slots' && g.isGame === null && g.vendorCode !== 'PGE');
    expect(new Set(slots.map((g) => g.names.EN)).size).toBe(slots.length);
    expect(a.games.every((g) => a.vendors.some((v) => v.code === g.vendorCode))).toBe(true);
  });

  it('caps each vendor and category for the small catalogue', () => {
    const small = catalogueRows('brazil', 3);
    expect(small.games.length).toBeLessThan(150);
    expect(small.vendors).toHaveLength(a.vendors.length);
  });
});

describe('names and icons', () => {
  it('puts words in each language\'s order', () => {
    expect(composeName('EN', 'Golden', 'Dragon')).toBe('Golden Dragon');
    expect(composeName('TH', 'ทองคำ', 'มังกร')).toBe('มังกร ทองคำ');
    expect(composeName('CN', '黄金', '龙')).toBe('黄金龙');
    expect(composeName('ES', 'Dorado', 'Dragón', 'Bingo')).toBe('Dragón Dorado Bingo');
  });

  it('escapes text drawn into an SVG and differs by node id', () => {
    const spec = { hues: [10, 200] as [number, number], shape: 'star', text: '<b>&"' };
    const svg = gameIconSvg(1, spec, 'P<G');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&#60;b&#62;&#38;&#34;');
    expect(svg).toContain('P&#60;G');
    expect(gameIconSvg(2, spec, 'PG')).not.toBe(gameIconSvg(3, spec, 'PG'));
    expect(vendorIconSvg('PG')).toContain('>PG<');
    expect(iconSpecFor('PG', 'x-1', 'Star Catcher')).toEqual(iconSpecFor('PG', 'x-1', 'Star Catcher'));
    expect(iconSpecFor('PG', 'x-1', 'Star Catcher').text).toBe('SC');
  });
});

describe('catalogue contracts', () => {
  it('reads the lobby query as the original client sends it', () => {
    expect(gameListQuery.parse({ gameType: ' rng ', vassalage: 'pg', tags: 'jackpot, lines25', clientType: '3' }))
      .toMatchObject({ gameType: 'RNG', vassalage: 'PG', tags: ['jackpot', 'lines25'], pageNo: 1, pageSize: 18 });
    for (const bad of [{ pageSize: '201' }, { pageNo: '0' }, { tags: 'bogus' }, { gameType: 'HOME' }]) expect(gameListQuery.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('takes node ids as positive 32-bit integers only', () => {
    expect(favouriteBody.parse({ nodeId: '12' })).toEqual({ nodeId: 12 });
    for (const bad of [true, '', '1.5', 1.5, 0, -3, 2 ** 31, '12abc', null]) expect(favouriteBody.safeParse({ nodeId: bad }).success, String(bad)).toBe(false);
  });

  it('keeps MAIN for the main wallet', () => {
    expect(vendorCreateBody.safeParse({ code: 'main', name: 'Main' }).success).toBe(false);
    expect(vendorCreateBody.parse({ code: 'nv', name: 'New' })).toMatchObject({ code: 'NV', walletMode: 'seamless', adapter: 'sim', status: 'active' });
  });
});
