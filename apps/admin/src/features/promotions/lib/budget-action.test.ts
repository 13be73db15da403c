import { describe, expect, it } from 'vitest';
import { budgetAction, readPositiveAmount } from './budget-action';

describe('promotion budget form', () => {
  it('funds a promotion that may still pay and gives back what is left of a closed one', () => {
    for (const status of ['draft', 'active', 'paused'] as const) expect(budgetAction(status, '0.00')).toBe('fund');
    expect(budgetAction('closed', '120.50')).toBe('return');
    expect(budgetAction('closed', '0.00')).toBeNull();
  });

  it('takes positive amounts only', () => {
    expect(readPositiveAmount('5,000')).toBe('5000.00');
    expect(readPositiveAmount('+12.5')).toBe('12.50');
    expect(readPositiveAmount('-10')).toBeUndefined();
    expect(readPositiveAmount('0')).toBeUndefined();
    expect(readPositiveAmount('abc')).toBeUndefined();
  });
});
