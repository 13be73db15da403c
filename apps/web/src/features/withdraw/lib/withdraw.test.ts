import { describe, expect, it } from 'vitest';
import { amountProblem, partAmountValid, proofProblem } from './withdraw';

const range = { minAmount: 100, maxAmount: 50_000 };

describe('withdraw page rules', () => {
  it('checks the amount in cents against the range and the balance', () => {
    expect(amountProblem('100', range, 1000)).toBeNull();
    expect(amountProblem('99.99', range, 1000)).toBe('below_min');
    expect(amountProblem('50000.01', range, 100_000)).toBe('above_max');
    expect(amountProblem('1000.01', range, 1000)).toBe('above_balance');
    expect(amountProblem('1000.00', range, 1000)).toBeNull();
    for (const bad of ['', 'abc', '1.001', '-5', '0', '1e3']) expect(amountProblem(bad, range, 1000)).toBe('invalid');
  });

  it('takes a partly received amount above zero and below the whole', () => {
    expect(partAmountValid('0.01', 500)).toBe(true);
    expect(partAmountValid('499.99', 500)).toBe(true);
    expect(partAmountValid('500', 500)).toBe(false);
    expect(partAmountValid('0', 500)).toBe(false);
    expect(partAmountValid('12.345', 500)).toBe(false);
  });

  it('takes 1 to 3 png or jpg proofs of at most 5 MB', () => {
    const png = { type: 'image/png', size: 1000 };
    expect(proofProblem([])).toBe('none');
    expect(proofProblem([png, png, png])).toBeNull();
    expect(proofProblem([png, png, png, png])).toBe('too_many');
    expect(proofProblem([{ type: 'image/gif', size: 10 }])).toBe('type');
    expect(proofProblem([{ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 }])).toBe('size');
  });
});
