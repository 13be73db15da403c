import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';

/**
 * At most one argon2 computation per core at a time; the rest wait their turn. More in flight only
 * time-slices a core between 19 MiB working sets (cache misses: about a sixth more CPU per hash), and
 * holds libuv's threads that other work (the human-verification PBKDF2, WebCrypto, files) queues behind.
 */
const slots = Math.max(1, os.availableParallelism());
let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running < slots) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    // Hand the slot straight to the next waiter, so nobody can overtake it in between.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** argon2id (the library's default algorithm and parameters) for every password we keep. */
export const hashPassword = (password: string) => inTurn(() => hash(password));

// A real hash to verify against when the account does not exist, made once per process.
let dummy: Promise<string> | undefined;

/**
 * Verifies `password` against `stored`; with no stored hash (unknown account) it still does one full
 * verification, so response time does not reveal which accounts exist.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hash(`not-a-real-password-${Math.random()}`);
    const against = await dummy;
    await inTurn(() => verify(against, password)).catch(() => false);
    return false;
  }
  return inTurn(() => verify(stored, password));
}
