import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm and parameters) for every password we keep. */
export const hashPassword = (password: string) => hash(password);

// A real hash to verify against when the account does not exist, made once per process.
let dummy: Promise<string> | undefined;

/**
 * Verifies `password` against `stored`; with no stored hash (unknown account) it still does one full
 * verification, so response time does not reveal which accounts exist.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hash(`not-a-real-password-${Math.random()}`);
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(stored, password);
}
