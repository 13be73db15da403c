import { describe, expect, it } from 'vitest';
import { amountProblem, receiptProblem } from './deposit';

describe('deposit rules', () => {
  const channel = { minAmount: 100, maxAmount: 50_000 };
  it('judges amounts in cents against the channel range', () => {
    expect(amountProblem('100', channel)).toBeNull();
    expect(amountProblem('50000.00', channel)).toBeNull();
    expect(amountProblem('99.99', channel)).toBe('below_min');
    expect(amountProblem('50000.01', channel)).toBe('above_max');
    expect(amountProblem('1.234', channel)).toBe('invalid');
    expect(amountProblem('-5', channel)).toBe('invalid');
    expect(amountProblem('abc', channel)).toBe('invalid');
  });

  it('accepts PNG or JPEG receipts up to 5 MB', () => {
    expect(receiptProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(receiptProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
    expect(receiptProblem({ type: 'image/gif', size: 1000 })).toBe('type');
    expect(receiptProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('size');
  });
});
