/**
 * Money is a bigint count of the currency's minor unit everywhere on the server (ARCHITECTURE §5);
 * these are the only conversions from and to the decimals people read and type.
 */

/** Every seeded currency shows 2 decimals (IDRK counts thousands of rupiah, still with 2 decimals). */
export const MONEY_DECIMALS = 2;

export const INT64_MAX = 2n ** 63n - 1n;
export const INT64_MIN = -(2n ** 63n);

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/**
 * Parses a decimal string or a JSON number into minor units, or null when it is not a plain decimal
 * (exponents, spaces inside, several signs), has more decimals than the currency, or does not fit
 * in int64. A number is read through its shortest round-trip text, so 0.1 + 0.2 (0.30000000000000004)
 * is refused rather than rounded.
 */
export function parseAmount(input: string | number, decimals = MONEY_DECIMALS): bigint | null {
  if (typeof input === 'number' && !Number.isFinite(input)) return null;
  const text = typeof input === 'number' ? String(input) : input.trim();
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > decimals) return null;
  // A bounded length first, so a thousand-digit string never becomes a huge bigint.
  if (whole!.replace(/^0+/, '').length > 20) return null;
  const minor = BigInt(whole! + fraction.padEnd(decimals, '0')) * (sign === '-' ? -1n : 1n);
  return minor >= INT64_MIN && minor <= INT64_MAX ? minor : null;
}

/** Minor units as an exact decimal string: 12345n → "123.45", -5n → "-0.05". */
export function formatAmount(minor: bigint, decimals = MONEY_DECIMALS): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals ? `.${digits.slice(digits.length - decimals)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/**
 * Minor units as the JSON number the player's pages show (spec §9: balance with 2 decimals). Exact up
 * to 2^53 minor units; display only, never read back as money.
 */
export function displayAmount(minor: bigint, decimals = MONEY_DECIMALS): number {
  return Number(formatAmount(minor, decimals));
}
