import type { Cache } from './cache';

/**
 * Attempt limits that hold under bursts (decision 0029). Each attempt is counted *before* the secret is
 * checked, in one atomic increment of a shared counter (Redis INCR in production, process memory
 * embedded), and given back when the secret was right. So 40 requests racing with 40 guesses see the
 * counter go 1, 2, …, 40 and only the first `limit` of them are ever evaluated; checking first and
 * counting afterwards let every one of them be checked.
 */
export interface Reservation {
  /** False when the budget was already spent: the caller must not check the secret. */
  readonly allowed: boolean;
  /** Attempts counted in the window, this one included. */
  readonly count: number;
  /** Gives the attempt back (the secret was right, or the attempt ended before any check). */
  release(): Promise<void>;
  /** The secret was wrong: the attempt keeps its place in the budget and counts as a failure. */
  failed(): Promise<void>;
}

export interface AttemptBudget {
  /** Distinguishes budgets in the shared store: `login:thailand:alice`, `fund:42`. */
  key: string;
  limit: number;
  windowSeconds: number;
  /**
   * How long an attempt may wait for a place held by attempts still being checked. A place is only
   * taken for good by a wrong secret; one member's legitimate burst (a batch of transfers, each with its
   * fund password) waits for the places of the checks ahead of it instead of being refused. 0: no wait.
   */
  waitMs?: number;
}

const WAIT_STEP_MS = 20;

export async function reserveAttempt(cache: Cache, budget: AttemptBudget): Promise<Reservation> {
  const key = `attempts:${budget.key}`;
  const failuresKey = `attempts-failed:${budget.key}`;
  const deadline = Date.now() + (budget.waitMs ?? 0);
  for (;;) {
    const count = await cache.incr(key, budget.windowSeconds);
    if (count <= budget.limit) {
      let settled = false;
      const settle = async (give: boolean) => {
        if (settled) return;
        settled = true;
        await (give ? cache.incr(key, budget.windowSeconds, -1) : cache.incr(failuresKey, budget.windowSeconds));
      };
      return { allowed: true, count, release: () => settle(true), failed: () => settle(false) };
    }
    // Over the limit: this place was never ours. Give it back, then wait only while the places are held
    // by checks in flight, not by failures (which stay until the window ends).
    await cache.incr(key, budget.windowSeconds, -1);
    const failures = Number((await cache.get(failuresKey)) ?? 0);
    if (failures >= budget.limit || Date.now() + WAIT_STEP_MS > deadline) {
      return { allowed: false, count, release: async () => {}, failed: async () => {} };
    }
    await new Promise((r) => setTimeout(r, WAIT_STEP_MS + Math.random() * WAIT_STEP_MS));
  }
}

/** Clears a budget (after a password reset, or an operator lifting a lock). */
export function clearAttempts(cache: Cache, key: string) {
  return cache.del(`attempts:${key}`, `attempts-failed:${key}`);
}

/** Attempts counted so far in a budget's window, without counting one (whether to ask for a captcha). */
export async function peekAttempts(cache: Cache, key: string): Promise<number> {
  return Number((await cache.get(`attempts:${key}`)) ?? 0);
}

/** The back-off doubles from 1 s and stops growing here. */
const BACKOFF_MAX_SECONDS = 15 * 60;
/** How long a source holds its turn while its attempt is checked (a crash mid-check frees it after this). */
const CHECKING_SECONDS = 60;
/** Failures of a source are counted for a day; a success forgets them. */
const FAILURE_MEMORY_SECONDS = 24 * 60 * 60;

/**
 * Exponential back-off per (typed account name, source address), as NIST SP 800-63B §5.2.2 describes:
 * after the n-th failure beyond `freeFailures` the source waits 2^(n-freeFailures-1) seconds, at most 15
 * minutes. It slows whoever guesses from there without touching anyone else's budget. `prefix` keeps
 * the players' and the operators' apart.
 */
export function sourceBackoff(cache: Cache, prefix: string, freeFailures = 0) {
  const turnKey = (name: string, ip: string) => `${prefix}-turn:${name.trim().toLowerCase()}:${ip}`;
  const failuresKey = (name: string, ip: string) => `${prefix}-failures:${name.trim().toLowerCase()}:${ip}`;
  return {
    /**
     * Claims the source's turn in one atomic step: false while it must still wait, or while another of
     * its attempts is being checked (so one source cannot race itself past the wait).
     */
    enter: (name: string, ip: string) => cache.setIfAbsent(turnKey(name, ip), 'checking', CHECKING_SECONDS),
    async failed(name: string, ip: string) {
      const failures = await cache.incr(failuresKey(name, ip), FAILURE_MEMORY_SECONDS);
      if (failures <= freeFailures) await cache.del(turnKey(name, ip));
      else await cache.set(turnKey(name, ip), 'waiting', Math.min(2 ** (failures - freeFailures - 1), BACKOFF_MAX_SECONDS));
    },
    /** The attempt ended without a verdict on the secret (a disabled account's holder): the turn is free again. */
    left: (name: string, ip: string) => cache.del(turnKey(name, ip)),
    succeeded: (name: string, ip: string) => cache.del(turnKey(name, ip), failuresKey(name, ip)),
  };
}
