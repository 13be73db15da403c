import { describe, expect, it } from 'vitest';
import { AMOUNT_HARD_MAX, amountInput, signedAmountInput } from './wallet';

describe('canonical amounts (decision 0033)', () => {
  it('takes plain decimals with at most 2 decimals, as text or as a number', () => {
    for (const ok of ['0', '1', '100.5', '100.50', '0.01', '1000000000000', 0, 100.5, 1e12]) {
      expect(amountInput.safeParse(ok).success, JSON.stringify(ok)).toBe(true);
    }
  });

  it('refuses spaces, leading zeros, signs, exponents, a third decimal and anything past the ceiling', () => {
    for (const bad of [' 100 ', '00100', '01.5', '+5', '-5', '1e3', '1.005', '100.', '.5', 'NaN', 'Infinity', '1,000', '0x10', '',
      '1000000000000.01', -5, 1.005, 0.1 + 0.2, Number.NaN, Number.POSITIVE_INFINITY, 9_007_199_254_740_992, AMOUNT_HARD_MAX + 0.01, 1e21]) {
      expect(amountInput.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('lets an operator adjustment be negative, and nothing else', () => {
    for (const ok of ['-5', '-0.01', -12.5, '12.50']) expect(signedAmountInput.safeParse(ok).success, JSON.stringify(ok)).toBe(true);
    for (const bad of ['--5', '-05', '+5', '- 5', '-1000000000000.01', -1.005]) expect(signedAmountInput.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});
