import { describe, expect, it } from 'vitest';
import { amountProblem, newRequestId } from './transfers';

describe('transfer amounts', () => {
  it('takes positive amounts with at most 2 decimals within the balance', () => {
    expect(amountProblem('12.5', 100)).toBeNull();
    expect(amountProblem('100.00', 100)).toBeNull();
    expect(amountProblem('100.01', 100)).toBe('above_balance');
    expect(amountProblem('', 100)).toBe('required');
    for (const bad of ['0', '-1', '1.005', '1e3', 'abc', '0.00']) expect(amountProblem(bad, 100)).toBe('invalid');
  });

  it('gives each form session its own request id', () => {
    expect(newRequestId()).not.toBe(newRequestId());
  });
});
