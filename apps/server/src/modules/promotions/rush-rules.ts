import { randomInt } from 'node:crypto';
import type { RedEnvelopeRule } from '@platform/contracts';
import { parseAmount } from '../../lib/money';
import { localTime, startOfLocalDay } from '../../lib/periods';

/**
 * The pure rules of red envelope rushes (issue 19; decision 0058, "Red envelopes"): when a rush runs, and how
 * its pool is cut into envelopes. Amounts are minor units; no SQL, no clock.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const minor = (amount: string | number) => parseAmount(amount)!;

export interface RushWindow { startsAt: Date; endsAt: Date }

/**
 * The rush open at `at`, or else the next one to open, within the promotion's window (`from` – `until`, each
 * optional); null when none is left. Each rush starts at one of the rule's times of day in the merchant's zone,
 * counted as minutes after local midnight (a day of a clock change keeps the same minutes), and lasts
 * `minutes`; one that began yesterday may still be open after midnight. A rush runs only when it starts
 * within the window, and ends with it at the latest.
 */
export function rushAt(rule: Pick<RedEnvelopeRule, 'times' | 'minutes'>, at: Date, timeZone: string, from: Date | null, until: Date | null): RushWindow | null {
  const starts = rule.times.map((t) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5))).sort((a, b) => a - b);
  const today = localTime(at.getTime(), timeZone);
  const base = Date.UTC(today.year, today.month - 1, today.day);
  // Yesterday (a rush across midnight), today, and far enough ahead for the next one (a week: a window that starts later is asked again then).
  for (let offset = -1; offset <= 7; offset++) {
    const day = new Date(base + offset * DAY_MS);
    const midnight = startOfLocalDay(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), timeZone).getTime();
    for (const minute of starts) {
      const startsAt = new Date(midnight + minute * MINUTE_MS);
      let endsAt = new Date(startsAt.getTime() + rule.minutes * MINUTE_MS);
      if (until && endsAt > until) endsAt = until;
      if (endsAt <= at || (from && startsAt < from) || (until && startsAt >= until)) continue;
      return { startsAt, endsAt };
    }
  }
  // A window that opens more than a week ahead: its first rush is asked for again nearer the time.
  return null;
}

/** A rush's pool and bounds in minor units. */
export function rushTerms(rule: RedEnvelopeRule) {
  return { pool: minor(rule.pool), envelopes: rule.envelopes, min: minor(rule.min), max: minor(rule.max), minDepositToday: minor(rule.minDepositToday) };
}

/**
 * Cuts `pool` into `count` amounts, each between `min` and `max`, that add up to `pool` exactly (the rule
 * checks that count × min ≤ pool ≤ count × max). Each amount is drawn uniformly from what still leaves the
 * rest feasible, then the order is shuffled, so no place in the queue is luckier than another. Random from
 * the operating system (crypto), as a player could otherwise guess the next envelope.
 */
export function cutEnvelopes(pool: bigint, count: number, min: bigint, max: bigint, random: (below: bigint) => bigint = secureBelow): bigint[] {
  if (count < 1 || min <= 0n || max < min) throw new Error('red envelopes: bad bounds');
  const n = BigInt(count);
  if (pool < n * min || pool > n * max) throw new Error('red envelopes: the pool cannot be cut within the bounds');
  const out: bigint[] = [];
  let left = pool;
  for (let i = count; i > 1; i--) {
    const rest = BigInt(i - 1);
    const lo = left - rest * max > min ? left - rest * max : min;
    const hi = left - rest * min < max ? left - rest * min : max;
    const amount = lo + random(hi - lo + 1n);
    out.push(amount);
    left -= amount;
  }
  out.push(left);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Number(random(BigInt(i + 1)));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** A uniform integer in [0, below), below at most 2^48 (randomInt's limit; an amount's range is far inside it: AMOUNT_HARD_MAX). */
function secureBelow(below: bigint): bigint {
  if (below <= 0n || below > 281_474_976_710_656n) throw new Error('red envelopes: range out of bounds');
  return BigInt(randomInt(Number(below)));
}
