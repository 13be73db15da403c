/**
 * A signed amount as the operator typed it ("-1,250.5", "+300"), as the exact decimal string the wallet
 * takes ("-1250.50"): at most two decimals, not zero. Undefined when it is not one.
 */
export function readAmount(text: string): string | undefined {
  const plain = text.trim().replace(/[\s,]/g, '');
  const m = /^([+-]?)(\d{1,13})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!m) return undefined;
  const whole = m[2]!.replace(/^0+(?=\d)/, '');
  const cents = (m[3] ?? '').padEnd(2, '0');
  if (/^0+$/.test(whole + cents)) return undefined;
  return `${m[1] === '-' ? '-' : ''}${whole}.${cents}`;
}
