/** The player page's tabs, in order, with the permission each needs, and the one named in the URL (`?tab=`). */
import type { OperatorPermission } from '@platform/contracts';

export const PLAYER_TABS = ['balances', 'ledger', 'deposits', 'withdrawals', 'rounds', 'sessions', 'devices', 'logins', 'notes'] as const;
export type PlayerTab = (typeof PLAYER_TABS)[number];
export const TAB_PARAM = 'tab';

export const TAB_PERMISSION: Record<PlayerTab, OperatorPermission> = {
  balances: 'players.read', ledger: 'wallet.read', deposits: 'deposits.read', withdrawals: 'withdrawals.read',
  rounds: 'players.read', sessions: 'players.read', devices: 'players.read', logins: 'players.read', notes: 'players.read',
};

/** The tabs the role may open; the URL's tab when it is one of them, else the first. */
export function visibleTabs(can: (p: OperatorPermission) => boolean): PlayerTab[] {
  return PLAYER_TABS.filter((tab) => can(TAB_PERMISSION[tab]));
}

export function tabFrom(value: string | null, visible: readonly PlayerTab[]): PlayerTab | undefined {
  return visible.find((tab) => tab === value) ?? visible[0];
}

/** The tab a key moves to (WAI-ARIA tabs: arrows wrap, Home and End go to the ends); undefined for other keys. */
export function tabAfterKey(key: string, current: PlayerTab, visible: readonly PlayerTab[]): PlayerTab | undefined {
  const at = visible.indexOf(current);
  if (at < 0 || visible.length === 0) return undefined;
  switch (key) {
    case 'ArrowRight': return visible[(at + 1) % visible.length];
    case 'ArrowLeft': return visible[(at - 1 + visible.length) % visible.length];
    case 'Home': return visible[0];
    case 'End': return visible[visible.length - 1];
    default: return undefined;
  }
}
