/**
 * Registration patterns of spec §5. Each is a RegExp source used with the `u` flag, in the browser and
 * on the server alike; `*` accepts anything. The message for each id comes from the locale files.
 */
export const PATTERNS = {
  ANY: '*',
  ALPHANUMERIC: '^[A-Za-z0-9]+$',
  LETTER_FIRST_ALPHANUMERIC: '^[A-Za-z][A-Za-z0-9]*$',
  EMAIL: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$',
  DIGITS: '^[0-9]+$',
  HAS_UPPERCASE: '[A-Z]',
  NO_SPACES: '^\\S+$',
  ENGLISH_SPACES: '^[A-Za-z ]+$',
  THAI: '^[\\u0E00-\\u0E7F]+$',
  KOREAN: '^[\\u1100-\\u11FF\\u3130-\\u318F\\uAC00-\\uD7A3]+$',
  THAI_ENGLISH_SPACES: '^[A-Za-z\\u0E00-\\u0E7F ]+$',
  JAPANESE_FULL_WIDTH: '^[\\u3000-\\u303F\\u3040-\\u309F\\u30A0-\\u30FF\\uFF01-\\uFF5E\\u4E00-\\u9FAF]+$',
  CHINESE: '^[\\u4E00-\\u9FA5]+$',
  FULL_NAME: '^[^\\s]+ [^\\s]+$',
  UPPERCASE: '^[A-Z]+$',
  DATE_YYYY_MM_DD: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
  DATE_MM_DD_YYYY: '^(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])-\\d{4}$',
  STRONG_PASSWORD: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z0-9]).+$',
  /** Letters of any script, spaces, dots, apostrophes and hyphens: real names outside Thai and English. */
  NAME_ANY_SCRIPT: "^[\\p{L}\\p{M} .'-]+$",
} as const;
export type PatternId = keyof typeof PATTERNS;

/** True when `value` matches the pattern and its length is within min and max (spec §5). */
export function matchesPattern(pattern: string, value: string, minLength: number, maxLength: number): boolean {
  const length = [...value].length;
  if (length < minLength || length > maxLength) return false;
  if (pattern === '*') return true;
  try {
    return new RegExp(pattern, 'u').test(value);
  } catch {
    return false;
  }
}
