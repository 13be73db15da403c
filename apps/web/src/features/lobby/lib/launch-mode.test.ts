import { describe, expect, it } from 'vitest';
import { launchModeFor, recommendedGames, returnPath, safeGameUrl, seamlessPath } from './launch-mode';

describe('launch mode and maintenance details', () => {
  it('opens sports, e-sports and lotteries on the full page and everything else in the popup', () => {
    expect(launchModeFor('SPORTS')).toBe('seamless');
    expect(launchModeFor('esports')).toBe('seamless');
    expect(launchModeFor('LOTT')).toBe('seamless');
    expect(launchModeFor('ELOTT')).toBe('seamless');
    expect(launchModeFor('RNG')).toBe('popup');
    expect(launchModeFor('LIVE')).toBe('popup');
    expect(launchModeFor('FISH')).toBe('popup');
  });

  it('puts the game, not a provider URL, in the /seamless address', () => {
    expect(seamlessPath({ nodeId: 7, vassalage: 'SB', gameCode: 'lobby & main' })).toBe('/seamless?nodeId=7&vassalage=SB&gameCode=lobby+%26+main');
    expect(seamlessPath({ vassalage: 'IA' })).toBe('/seamless?vassalage=IA');
  });

  it('returns to a path on this site only', () => {
    expect(returnPath({ pathname: '/live' })).toBe('/live');
    expect(returnPath({ pathname: '/' })).toBe('/');
    expect(returnPath({ pathname: '//evil.example/x' })).toBe('/');
    expect(returnPath({ pathname: '/a b' })).toBe('/');
  });

  it('reads recommended games from the error details and ignores anything else', () => {
    expect(recommendedGames({ recommended: [{ nodeId: 1 }, { nope: 2 }, null] })).toEqual([{ nodeId: 1 }]);
    expect(recommendedGames({ games: [{ nodeId: 3 }] })).toEqual([{ nodeId: 3 }]);
    expect(recommendedGames(undefined)).toEqual([]);
    expect(recommendedGames({ recommended: 'x' })).toEqual([]);
  });

  it('lets only web addresses into the game frame', () => {
    const base = 'https://site.example/';
    expect(safeGameUrl('http://127.0.0.1:4100/play?t=1', base)).toBe('http://127.0.0.1:4100/play?t=1');
    expect(safeGameUrl('/pge/dice?x=1', base)).toBe('https://site.example/pge/dice?x=1');
    expect(safeGameUrl('javascript:alert(1)', base)).toBeNull();
    expect(safeGameUrl('data:text/html,hi', base)).toBeNull();
    expect(safeGameUrl('', base)).toBeNull();
    expect(safeGameUrl(42, base)).toBeNull();
  });
});
