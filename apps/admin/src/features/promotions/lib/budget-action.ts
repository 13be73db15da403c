/**
 * What the budget form offers (decision 0058): funding while the promotion may still pay, giving back
 * what is left once it is closed (then the amount starts as the whole balance), nothing when a closed
 * budget is empty. The amount is positive: which way it moves is the action's.
 */
import type { PromotionBudgetAction, PromotionStatus } from '@platform/contracts';
import { readAmount } from '../../../lib/amount';

export function budgetAction(status: PromotionStatus, balance: string): PromotionBudgetAction | null {
  if (status !== 'closed') return 'fund';
  return Number(balance) > 0 ? 'return' : null;
}

/** The amount as the wallet takes it ("5000.00"), or undefined for anything that is not a positive amount. */
export function readPositiveAmount(text: string): string | undefined {
  const amount = readAmount(text);
  return amount && !amount.startsWith('-') ? amount : undefined;
}
