/** The deposit page's pure rules: the amount against the channel (shared with the server), receipt checks. */
import { depositAmountProblem, UPLOAD_LIMITS, type DepositChannel } from '@platform/contracts';

export function amountProblem(text: string, channel: Pick<DepositChannel, 'minAmount' | 'maxAmount'>) {
  return depositAmountProblem(text, channel);
}

/** Spec §9: png or jpg, at most 5 MB. The server checks the bytes again. */
export function receiptProblem(file: { type: string; size: number }): 'type' | 'size' | null {
  if (!(UPLOAD_LIMITS.contentTypes as readonly string[]).includes(file.type)) return 'type';
  if (file.size > UPLOAD_LIMITS.maxBytes || file.size === 0) return 'size';
  return null;
}

/** A fresh id per form session: a double click or a retry after a lost answer is the same deposit. */
export function newRequestId() {
  return crypto.randomUUID();
}
