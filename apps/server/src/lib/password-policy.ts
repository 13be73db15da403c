import { PASSWORD_MIN_LENGTH } from '@platform/contracts';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The password policy of issue 16 (decision 0033): long enough, not a common or breached password,
 * not the username. It runs on the server only: the list is about 49,000 words, too heavy for the
 * browser bundle, so the browser keeps its pattern checks and the server answers with a rule code.
 */

/** Players and accounts agents open (shared with the operator contract that sets register fields). */
export { PASSWORD_MIN_LENGTH };
/** Operators move money and read every player's data: a longer floor. */
export const OPERATOR_PASSWORD_MIN_LENGTH = 12;

export type PasswordProblem = 'too_short' | 'common' | 'same_as_username';

/**
 * zxcvbn-ts's ranked list of common and breached passwords (from leaked-password frequency lists),
 * lower-cased once: a well-kept package (about 2M downloads a month) instead of a list of our own.
 */
const COMMON = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

/** How many passwords the common list holds (the policy promises at least 10,000). */
export const commonPasswordCount = () => COMMON.size;

/**
 * Trivial shapes the list misses ("aaaaaaaa", "abababab", "abcdefghij", "98765432"): one short unit
 * repeated, or a straight run of consecutive characters up or down. Guessers try these first.
 */
function isTrivial(lower: string): boolean {
  const chars = [...lower];
  for (let unit = 1; unit <= 3; unit++) {
    if (chars.length >= unit * 2 && chars.every((c, i) => c === chars[i % unit])) return true;
  }
  const codes = chars.map((c) => c.codePointAt(0)!);
  if (codes.length < 2) return false;
  const step = codes[1]! - codes[0]!;
  return (step === 1 || step === -1) && codes.every((c, i) => i === 0 || c - codes[i - 1]! === step);
}

/**
 * The first rule the password breaks, or null. `minLength` is the caller's floor (a merchant's
 * configured minimum or the operator floor); it is never taken below PASSWORD_MIN_LENGTH. Length
 * counts characters (code points), as the registration patterns do.
 */
export function passwordProblem(password: string, opts: { username?: string | null; minLength?: number } = {}): PasswordProblem | null {
  const min = Math.max(PASSWORD_MIN_LENGTH, opts.minLength ?? 0);
  if ([...password].length < min) return 'too_short';
  const lower = password.toLowerCase();
  if (opts.username && lower === opts.username.trim().toLowerCase()) return 'same_as_username';
  if (COMMON.has(lower) || isTrivial(lower)) return 'common';
  return null;
}
