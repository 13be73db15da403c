import { describe, expect, it } from 'vitest';
import { INT64_MAX, INT64_MIN, displayAmount, formatAmount, parseAmount } from './money';

describe('parseAmount', () => {
  it('reads decimal strings and numbers into minor units', () => {
    expect(parseAmount('12.34')).toBe(1234n);
    expect(parseAmount(' 12.3 ')).toBe(1230n);
    expect(parseAmount('-0.05')).toBe(-5n);
    expect(parseAmount('+7')).toBe(700n);
    expect(parseAmount('007.10')).toBe(710n);
    expect(parseAmount(12.34)).toBe(1234n);
    expect(parseAmount(-3)).toBe(-300n);
    expect(parseAmount('0')).toBe(0n);
  });

  it('refuses more decimals than the currency has, even when the number only looks like it', () => {
    expect(parseAmount('1.005')).toBeNull();
    expect(parseAmount('1.500')).toBeNull();
    expect(parseAmount(0.1 + 0.2)).toBeNull();
    expect(parseAmount(1.001)).toBeNull();
  });

  it('refuses anything that is not a plain decimal', () => {
    for (const bad of ['', ' ', 'abc', '1e3', '1,000', '1 000', '--1', '.5', '5.', '0x10', 'NaN', 'Infinity', '١٢']) {
      expect(parseAmount(bad), bad).toBeNull();
    }
    expect(parseAmount(Number.NaN)).toBeNull();
    expect(parseAmount(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseAmount(1e21)).toBeNull();
  });

  it('keeps to int64 at both ends', () => {
    expect(parseAmount('92233720368547758.07')).toBe(INT64_MAX);
    expect(parseAmount('92233720368547758.08')).toBeNull();
    expect(parseAmount('-92233720368547758.08')).toBe(INT64_MIN);
    expect(parseAmount('-92233720368547758.09')).toBeNull();
    expect(parseAmount('9'.repeat(5000))).toBeNull();
  });
});

describe('formatAmount and displayAmount', () => {
  it('writes minor units back as exact decimals', () => {
    expect(formatAmount(12345n)).toBe('123.45');
    expect(formatAmount(5n)).toBe('0.05');
    expect(formatAmount(-5n)).toBe('-0.05');
    expect(formatAmount(0n)).toBe('0.00');
    expect(formatAmount(INT64_MIN)).toBe('-92233720368547758.08');
    expect(displayAmount(-120050n)).toBe(-1200.5);
    for (const s of ['0.01', '-999.99', '123456789.10']) expect(formatAmount(parseAmount(s)!)).toBe(s);
  });
});
