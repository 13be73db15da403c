/** Session rules shared by operators and members: 256-bit tokens stored hashed, idle and absolute expiry. */
export interface SessionTimes { lastSeenAt: Date; expiresAt: Date }

/** Sessions are touched at most this often, so authenticated reads do not write on every request. */
export const TOUCH_EVERY_MS = 60_000;

export function isSessionExpired(s: SessionTimes, now: Date, idleMinutes: number): boolean {
  return s.expiresAt.getTime() <= now.getTime() || s.lastSeenAt.getTime() + idleMinutes * 60_000 <= now.getTime();
}

export function needsTouch(s: SessionTimes, now: Date): boolean {
  return now.getTime() - s.lastSeenAt.getTime() > TOUCH_EVERY_MS;
}
