/**
 * The contract terms as typed in the tiers editor, and their check before sending: amounts with at
 * most 2 decimals, whole active-member counts, rates above 0 and at most 100 % with 2 decimals. The
 * server checks the rest (tiers rising, rate rule) and answers agent_contract.terms_invalid.
 */
import type { AgentContractType, ContractTerms, ContractTermsInput } from '@platform/contracts';
import type { DIVIDEND_PERIODS } from './contract-values';

export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];
export interface TierDraft { threshold: string; activeMembers: string; rate: string }
export interface TermsDraft { period: DividendPeriod; minValidBet: string; tiers: TierDraft[] }
export type TermsProblem = 'required' | 'amount' | 'members' | 'rate';

export const MAX_TIERS = 10;
export const emptyTier = (): TierDraft => ({ threshold: '', activeMembers: '0', rate: '' });
export const emptyTerms = (): TermsDraft => ({ period: 'Monthly', minValidBet: '0', tiers: [emptyTier()] });

const AMOUNT = /^\d{1,15}(\.\d{1,2})?$/;
const COUNT = /^\d{1,7}$/;
const RATE = /^\d{1,3}(\.\d{1,2})?$/;

/** The terms to send, or the first problem. */
export function draftToTerms(type: AgentContractType, draft: TermsDraft): { terms: ContractTermsInput } | { problem: TermsProblem } {
  const texts = [draft.minValidBet, ...draft.tiers.flatMap((t) => [t.threshold, t.activeMembers, t.rate])].map((v) => v.trim());
  if (texts.some((v) => v === '')) return { problem: 'required' };
  if (![draft.minValidBet, ...draft.tiers.map((t) => t.threshold)].every((v) => AMOUNT.test(v.trim()))) return { problem: 'amount' };
  if (!draft.tiers.every((t) => COUNT.test(t.activeMembers.trim()))) return { problem: 'members' };
  if (!draft.tiers.every((t) => RATE.test(t.rate.trim()) && Number(t.rate) > 0 && Number(t.rate) <= 100)) return { problem: 'rate' };
  return {
    terms: {
      ...(type === 'dividend' ? { period: draft.period } : {}),
      minValidBet: draft.minValidBet.trim(),
      tiers: draft.tiers.map((t) => ({ threshold: t.threshold.trim(), activeMembers: Number(t.activeMembers.trim()), rate: t.rate.trim() })),
    },
  };
}

/** A contract's terms as a draft to edit (a new offer to the same downline starts from the current one). */
export function termsToDraft(terms: ContractTerms): TermsDraft {
  return {
    period: terms.period ?? 'Monthly',
    minValidBet: String(terms.minValidBet),
    tiers: terms.tiers.map((t) => ({ threshold: String(t.threshold), activeMembers: String(t.activeMembers), rate: String(t.rate) })),
  };
}
