/** The withdraw page's pure rules: amount checks against the merchant's range, proof image checks, labels. */
import { depositAmountProblem, MAX_WITHDRAW_PROOFS, type WithdrawStatus } from '@platform/contracts';

/** The same minor-unit comparison the server makes (shared from the contracts). */
export function amountProblem(text: string, range: { minAmount: number; maxAmount: number }, balance: number) {
  const problem = depositAmountProblem(text, range);
  if (problem) return problem;
  return Math.round(Number(text) * 100) > Math.round(balance * 100) ? 'above_balance' : null;
}

/** Partly received: more than nothing and less than the whole, in whole cents. */
export function partAmountValid(text: string, amount: number) {
  return depositAmountProblem(text, { minAmount: 0.01, maxAmount: Math.round(amount * 100 - 1) / 100 }) === null;
}

export const MAX_PROOF_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = ['image/png', 'image/jpeg'];

/** Spec §9: png or jpg, at most 5 MB each, at most 3. The server checks the bytes again. */
export function proofProblem(files: { type: string; size: number }[]): 'none' | 'too_many' | 'type' | 'size' | null {
  if (files.length === 0) return 'none';
  if (files.length > MAX_WITHDRAW_PROOFS) return 'too_many';
  if (files.some((f) => !IMAGE_TYPES.includes(f.type))) return 'type';
  if (files.some((f) => f.size > MAX_PROOF_BYTES)) return 'size';
  return null;
}

/** Disbursed withdrawals wait for the player's answer; the others are settled. */
export const awaitsAnswer = (status: WithdrawStatus) => status === 'disbursed';

/** A fresh id per form session: a double click or a retry after a lost answer is the same withdrawal. */
export function newRequestId() {
  return crypto.randomUUID();
}
