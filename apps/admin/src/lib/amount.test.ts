import { describe, expect, it } from 'vitest';
import { readAmount } from './amount';

describe('adjustment amount', () => {
  it('reads signed amounts with separators as exact decimals', () => {
    expect(readAmount('1,250.5')).toBe('1250.50');
    expect(readAmount(' -300 ')).toBe('-300.00');
    expect(readAmount('+0.01')).toBe('0.01');
    expect(readAmount('007')).toBe('7.00');
  });

  it('refuses zero, three decimals and anything else', () => {
    for (const text of ['', '0', '-0.00', '1.234', 'abc', '1e5', '--1']) expect(readAmount(text), text).toBeUndefined();
  });
});
