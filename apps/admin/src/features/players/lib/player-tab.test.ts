import { describe, expect, it } from 'vitest';
import { PLAYER_TABS, tabAfterKey, tabFrom, visibleTabs } from './player-tab';

describe('player page tabs', () => {
  it('shows only the tabs the role may read', () => {
    const support = visibleTabs((p) => p === 'players.read' || p === 'deposits.read');
    expect(support).toEqual(['balances', 'deposits', 'rounds', 'sessions', 'devices', 'logins', 'notes']);
    expect(visibleTabs(() => true)).toEqual([...PLAYER_TABS]);
  });

  it('opens the URL\'s tab when visible, else the first', () => {
    expect(tabFrom('notes', PLAYER_TABS)).toBe('notes');
    expect(tabFrom('ledger', ['balances', 'notes'])).toBe('balances');
    expect(tabFrom(null, PLAYER_TABS)).toBe('balances');
  });

  it('moves with the arrows (wrapping), Home and End', () => {
    expect(tabAfterKey('ArrowRight', 'balances', PLAYER_TABS)).toBe('ledger');
    expect(tabAfterKey('ArrowLeft', 'balances', PLAYER_TABS)).toBe('notes');
    expect(tabAfterKey('ArrowRight', 'notes', PLAYER_TABS)).toBe('balances');
    expect(tabAfterKey('End', 'ledger', PLAYER_TABS)).toBe('notes');
    expect(tabAfterKey('Home', 'notes', PLAYER_TABS)).toBe('balances');
    expect(tabAfterKey('Enter', 'notes', PLAYER_TABS)).toBeUndefined();
  });
});
