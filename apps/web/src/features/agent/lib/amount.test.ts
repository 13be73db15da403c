import { describe, expect, it } from 'vitest';
import { transferAmountProblem } from './amount';

describe('transfer amount', () => {
  it('asks for a positive amount with at most 2 decimals', () => {
    expect(transferAmountProblem('  ', 10)).toBe('required');
    expect(transferAmountProblem('0', 10)).toBe('invalid');
    expect(transferAmountProblem('1.234', 10)).toBe('invalid');
    expect(transferAmountProblem('-1', 10)).toBe('invalid');
    expect(transferAmountProblem('1e3', 10_000)).toBe('invalid');
    expect(transferAmountProblem('9.99', 10)).toBeNull();
  });

  it('compares with the balance in minor units, and skips that check while the balance is unknown', () => {
    expect(transferAmountProblem('0.3', 0.1 + 0.2)).toBeNull();
    expect(transferAmountProblem('10.01', 10)).toBe('aboveBalance');
    expect(transferAmountProblem('10.01', undefined)).toBeNull();
  });
});
