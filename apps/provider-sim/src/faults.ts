/**
 * Switchable fault injection (env PROVIDER_SIM_FAULTS as "timeout=0.1,duplicate=0.05,...", or the admin
 * endpoint). Each rate is the chance per wallet call (timeout, duplicate) or per round (the others).
 */
export interface Faults {
  /** The call times out: half the time it is never sent, half the time its answer is lost. Then retried with the same id. */
  timeout: number;
  /** The call is sent twice at once (a provider's double submit); both answers must agree. */
  duplicate: number;
  /** The provider cancels the round after its bet: a rollback instead of the win. */
  rollback: number;
  /** The rollback reaches the wallet before its bet (out of order); the bet that follows must be refused. */
  rollbackBeforeBet: number;
  /** The win arrives late, after other rounds went through. */
  lateWin: number;
}

export const NO_FAULTS: Faults = { timeout: 0, duplicate: 0, rollback: 0, rollbackBeforeBet: 0, lateWin: 0 };
const KEYS = Object.keys(NO_FAULTS) as (keyof Faults)[];

export function parseFaults(text: string | undefined): Faults {
  const faults = { ...NO_FAULTS };
  for (const part of (text ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
    const [key, value] = part.split('=');
    if (!KEYS.includes(key as keyof Faults)) throw new Error(`unknown fault ${key}; known: ${KEYS.join(', ')}`);
    faults[key as keyof Faults] = rate(Number(value));
  }
  return faults;
}

/** Only the known keys, each a rate within [0, 1]; anything else is refused. */
export function mergeFaults(current: Faults, patch: unknown): Faults {
  if (!patch || typeof patch !== 'object' || Array.isArray(patch)) throw new Error('an object of rates is expected');
  const next = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (!KEYS.includes(key as keyof Faults)) throw new Error(`unknown fault ${key}`);
    next[key as keyof Faults] = rate(Number(value));
  }
  return next;
}

function rate(n: number): number {
  if (!Number.isFinite(n) || n < 0 || n > 1) throw new Error('a rate is a number from 0 to 1');
  return n;
}
