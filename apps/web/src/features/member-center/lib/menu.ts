/**
 * The member centre menu of spec §2, in the spec's order. The selected entry lives in the query
 * (`/member?page=securityCenter`) so a reload, a shared link or the back button keeps it.
 */
import type { PublicState } from '@platform/contracts';
import type { IconName } from '../../../components/ui/icon';

export type BadgeKey = keyof PublicState['badges'];

/** Which coming-soon text an entry shows until its feature lands (money, games, promotions, messages issues). */
export type PendingArea = 'money' | 'records' | 'promotions' | 'messages';

export interface MemberMenuEntry {
  id: string;
  icon: IconName;
  /** The red badge's count comes from public state (spec §2: missions, messages, rewards). */
  badge?: BadgeKey;
  /**
   * The coming-soon text the entry shows as long as no feature gives it a page (the app layer's MemberPages:
   * deposit, withdraw, the records, bonus details…); null for the member centre's own page.
   */
  pending: PendingArea | null;
}

export const MEMBER_MENU = [
  { id: 'securityCenter', icon: 'lock', pending: null },
  { id: 'walletTransfer', icon: 'coins', pending: 'money' },
  { id: 'deposit', icon: 'download', pending: 'money' },
  { id: 'withdraw', icon: 'logout', pending: 'money' },
  { id: 'transferToUpline', icon: 'agent', pending: 'money' },
  { id: 'bettingRecord', icon: 'ticket', pending: 'records' },
  { id: 'accountRecord', icon: 'clock', pending: 'records' },
  { id: 'personalProfit', icon: 'star', pending: 'records' },
  { id: 'bonusDetails', icon: 'gift', pending: 'promotions' },
  { id: 'rewardCenter', icon: 'crown', badge: 'rewards', pending: 'promotions' },
  { id: 'inviteFriends', icon: 'users', pending: 'promotions' },
  { id: 'missionLeaderboard', icon: 'fire', badge: 'missions', pending: 'promotions' },
  { id: 'messages', icon: 'mail', badge: 'messages', pending: 'messages' },
  { id: 'manualRebate', icon: 'sparkles', pending: 'promotions' },
] as const satisfies readonly MemberMenuEntry[];

export type MemberPageId = (typeof MEMBER_MENU)[number]['id'];

/** Spec §2: the default page for members. */
export const DEFAULT_MEMBER_PAGE: MemberPageId = 'securityCenter';

/** The entry a `?page=` value names; an unknown or missing value falls back to the default page. */
export function memberPageFrom(value: string | null): MemberMenuEntry & { id: MemberPageId } {
  return MEMBER_MENU.find((e) => e.id === value) ?? MEMBER_MENU.find((e) => e.id === DEFAULT_MEMBER_PAGE)!;
}

/** The badge text: nothing at zero (or without data), the count up to 99, then "99+". */
export function badgeText(count: number | undefined): string | null {
  if (!count || count <= 0 || !Number.isFinite(count)) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}
