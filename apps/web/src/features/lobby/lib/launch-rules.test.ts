import { describe, expect, it } from 'vitest';
import { categoryClick, effectiveCategory, launchStep } from './launch-rules';

const visitor = { isLogin: false, isTrial: false };
const trial = { isLogin: true, isTrial: true };
const member = { isLogin: true, isTrial: false };
const game = { isGame: null };
const folder = { isGame: 'VASSALAGE' };

describe('launch step', () => {
  it('sends a visitor to the login popup and a trial account to the register notice', () => {
    expect(launchStep(game, visitor, false)).toBe('login');
    expect(launchStep(game, trial, false)).toBe('trial');
    expect(launchStep(game, member, false)).toBe('launch');
  });

  it('opens the vendor list for a VASSALAGE card whoever clicks', () => {
    for (const session of [visitor, trial, member]) {
      expect(launchStep(folder, session, false)).toBe('vendor-list');
      expect(launchStep(folder, session, true)).toBe('vendor-list');
    }
  });

  it('lets a trial account or a member start a free trial, and asks a visitor to log in first', () => {
    expect(launchStep(game, visitor, true)).toBe('login');
    expect(launchStep(game, trial, true)).toBe('launch');
    expect(launchStep(game, member, true)).toBe('launch');
  });
});

describe('header category click', () => {
  const entry = (category: string, path: string) => ({ category, path });

  it('always navigates for home, promotions, PVP, fishing and RNG', () => {
    for (const [category, path] of [['HOME', '/'], ['PROMOTIONS', '/promotions'], ['PVP', '/pvp'], ['FISH', '/fish'], ['RNG', '/rng']]) {
      expect(categoryClick(entry(category!, path!), ['ONLY'])).toEqual({ kind: 'navigate', path });
    }
  });

  it('launches the single vendor of any other category', () => {
    expect(categoryClick(entry('SPORTS', '/sports'), ['SB'])).toEqual({ kind: 'launch', vassalage: 'SB' });
    expect(categoryClick(entry('LIVE', '/live'), ['EVO'])).toEqual({ kind: 'launch', vassalage: 'EVO' });
  });

  it('navigates when such a category has several vendors or none known', () => {
    expect(categoryClick(entry('ESPORTS', '/esports'), ['IA', 'TF'])).toEqual({ kind: 'navigate', path: '/esports' });
    expect(categoryClick(entry('LOTT', '/lott'), [])).toEqual({ kind: 'navigate', path: '/lott' });
  });
});

describe('home category with search', () => {
  it('is SEARCH while a trimmed term is entered and the chosen one otherwise', () => {
    expect(effectiveCategory('HOME', '')).toBe('HOME');
    expect(effectiveCategory('HOME', '   ')).toBe('HOME');
    expect(effectiveCategory('RNG', ' fortune ')).toBe('SEARCH');
    expect(effectiveCategory('LIVE', '\t')).toBe('LIVE');
  });
});
