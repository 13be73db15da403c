/** Pure rules of the transfer forms: amount as typed (positive, at most 2 decimals, within the source's balance), request ids. */

/** A positive amount with at most 2 decimals; compared in minor units so 0.1 + 0.2 never matters. */
export function amountProblem(text: string, available: number): 'required' | 'invalid' | 'above_balance' | null {
  const value = text.trim();
  if (!value) return 'required';
  if (!/^\d{1,15}(\.\d{1,2})?$/.test(value) || Number(value) <= 0) return 'invalid';
  return Math.round(Number(value) * 100) > Math.round(available * 100) ? 'above_balance' : null;
}

/** A fresh id per form session: a double click or a retry after a lost answer is the same transfer. */
export function newRequestId(): string {
  return crypto.randomUUID();
}
