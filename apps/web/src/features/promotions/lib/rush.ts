/**
 * How a red envelope's state reads to the player (issue 19, decision 0058 "Red envelopes"): the server
 * decides the state and the rush; these pick the view (which words, whether the take button shows) and
 * count down to the rush's next moment.
 */
import type { MemberPromotionState } from '@platform/contracts';

/**
 * `DEPOSIT_NEEDED` is a CLAIM the player cannot take yet (its deposits of the day fall short); `ALL_TAKEN`
 * is a COMING_SOON whose rush is open but has no envelope left; the others are the server's own.
 */
export type RushView = 'CLAIM' | 'DEPOSIT_NEEDED' | 'CLAIMED' | 'ALL_TAKEN' | 'COMING_SOON' | 'CLOSE';

export function rushView(state: Pick<MemberPromotionState, 'state' | 'canJoin' | 'rush'>): RushView {
  const { rush } = state;
  switch (state.state) {
    case 'CLAIM':
      if (state.canJoin) return 'CLAIM';
      return rush?.depositNeeded != null ? 'DEPOSIT_NEEDED' : 'ALL_TAKEN';
    case 'CLAIMED':
      return 'CLAIMED';
    case 'COMING_SOON':
      return rush?.open ? 'ALL_TAKEN' : 'COMING_SOON';
    // CLOSE, and any state that is not a red envelope's: nothing to offer.
    default:
      return 'CLOSE';
  }
}

/**
 * The moment the view counts down to: the open rush's end (after it the state moves on to the next rush), the
 * coming rush's start; null when no rush is left.
 */
export function rushTarget(view: RushView, rush: MemberPromotionState['rush']): string | null {
  if (!rush || view === 'CLOSE') return null;
  return rush.open ? rush.endsAt : rush.startsAt;
}

/** Whole seconds from now to an instant, never below 0 (rounded up: 0.2 s left still shows 1). */
export function secondsUntil(at: string, now: number): number {
  const ms = Date.parse(at) - now;
  return Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : 0;
}

/** A countdown as a clock: H:MM:SS past an hour, else MM:SS; days are counted in hours (a rush is at most a day away). */
export function clockOf(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(s / 3600);
  const rest = `${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
}
