/** The transfer amount as typed: positive, at most 2 decimals, within what the agent holds (compared in minor units). */
export type AmountProblem = 'required' | 'invalid' | 'aboveBalance';

export function transferAmountProblem(typed: string, balance: number | undefined): AmountProblem | null {
  const text = typed.trim();
  if (text === '') return 'required';
  if (!/^\d{1,15}(\.\d{1,2})?$/.test(text) || Number(text) === 0) return 'invalid';
  if (balance !== undefined && Math.round(Number(text) * 100) > Math.round(balance * 100)) return 'aboveBalance';
  return null;
}
