/** Web-vitals arithmetic for the home-page benchmark, kept apart so it is unit tested. */

export interface Shift {
  /** startTime of the layout-shift entry, ms. */
  t: number;
  /** Its value (impact × distance). */
  v: number;
}

/**
 * CLS as web-vitals defines it: shifts without recent input are grouped into session windows (a new
 * window starts after a 1 s gap or when the window would exceed 5 s); CLS is the largest window's sum.
 */
export function cumulativeLayoutShift(shifts: Shift[]): number {
  let worst = 0;
  let current = 0;
  let first = 0;
  let last = 0;
  for (const s of shifts) {
    if (current > 0 && s.t - last < 1000 && s.t - first < 5000) current += s.v;
    else {
      current = s.v;
      first = s.t;
    }
    last = s.t;
    worst = Math.max(worst, current);
  }
  return worst;
}
