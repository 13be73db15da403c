/** Spec §9: the send button waits the code's lifetime, minutes × 60 s; 1 minute when none is given. */
export function resendWaitSeconds(expiredMinutes: number | undefined): number {
  const minutes = typeof expiredMinutes === 'number' && Number.isFinite(expiredMinutes) && expiredMinutes > 0 ? expiredMinutes : 1;
  return Math.round(minutes * 60);
}
