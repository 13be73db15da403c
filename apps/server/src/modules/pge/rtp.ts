/**
 * Return-to-player arithmetic shared by the games. RTP is in basis points (9900 = 99.00 %), as the
 * catalogue's rtp_bps column holds it. Payouts are exact rationals of the bet, floored once to the
 * currency's minor unit, so no game pays more than its configured RTP through rounding.
 */
export const BPS = 10_000n;
export const DEFAULT_RTP_BPS = { dice: 9900, slot: 9700, mines: 9800 } as const;
export const MIN_RTP_BPS = 8000;
export const MAX_RTP_BPS = 9990;

/** A multiplier as an exact fraction. */
export interface Ratio {
  num: bigint;
  den: bigint;
}

export function payoutOf(bet: bigint, multiplier: Ratio): bigint {
  return (bet * multiplier.num) / multiplier.den;
}

/** The multiplier rounded down to 4 decimals, for display ("1.9800"). */
export function multiplierText(multiplier: Ratio): string {
  const scaled = (multiplier.num * 10_000n) / multiplier.den;
  const whole = scaled / 10_000n;
  const frac = (scaled % 10_000n).toString().padStart(4, '0');
  return `${whole}.${frac}`;
}

/** The configured RTP if it is sane, else the game's default (a catalogue typo must not pay 500 %). */
export function effectiveRtp(configured: number | null | undefined, fallback: number): number {
  return configured != null && Number.isInteger(configured) && configured >= MIN_RTP_BPS && configured <= MAX_RTP_BPS ? configured : fallback;
}
