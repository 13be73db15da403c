import type { ContractTermsInput, ContractView } from '@platform/contracts';
import type { StoredTerms } from '../../db/schema/agent-contracts';
import { AppError } from '../../lib/errors';
import { displayAmount, parseAmount } from '../../lib/money';
import type { ContractRow } from './repo';
import { parseRate, rateToPercent, termsProblem, type ContractType, type Terms } from './rules';

/** Terms as typed (decimals, percent) → the rules' form; agent_contract.terms_invalid when not sound. */
export function termsFromInput(type: ContractType, input: ContractTermsInput): Terms {
  const amount = (v: string | number) => {
    const a = parseAmount(v);
    if (a === null || a < 0n) throw new AppError('agent_contract.terms_invalid', { field: 'amount', value: v });
    return a;
  };
  const terms: Terms = {
    period: input.period ?? null,
    minValidBet: amount(input.minValidBet ?? 0),
    tiers: input.tiers.map((t) => {
      const rateBp = parseRate(t.rate);
      if (rateBp === null) throw new AppError('agent_contract.terms_invalid', { field: 'rate', value: t.rate });
      return { threshold: amount(t.threshold), activeMembers: t.activeMembers, rateBp };
    }),
  };
  const problem = termsProblem(type, terms);
  if (problem) throw new AppError('agent_contract.terms_invalid', { problem });
  return terms;
}

export function storeTerms(terms: Terms): StoredTerms {
  return {
    period: terms.period,
    minValidBet: terms.minValidBet.toString(),
    tiers: terms.tiers.map((t) => ({ threshold: t.threshold.toString(), activeMembers: t.activeMembers, rateBp: t.rateBp })),
  };
}

export function loadTerms(stored: StoredTerms): Terms {
  return {
    period: stored.period,
    minValidBet: BigInt(stored.minValidBet),
    tiers: stored.tiers.map((t) => ({ threshold: BigInt(t.threshold), activeMembers: t.activeMembers, rateBp: t.rateBp })),
  };
}

export function contractView(row: ContractRow, callerId: number, names: Map<number, string>): ContractView {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    role: row.uplineId === callerId ? 'upline' : 'downline',
    upline: { id: row.uplineId, username: names.get(row.uplineId) ?? '' },
    downline: { id: row.downlineId, username: names.get(row.downlineId) ?? '' },
    terms: {
      period: row.terms.period,
      minValidBet: displayAmount(BigInt(row.terms.minValidBet)),
      tiers: row.terms.tiers.map((t) => ({ threshold: displayAmount(BigInt(t.threshold)), activeMembers: t.activeMembers, rate: rateToPercent(t.rateBp) })),
    },
    rate: rateToPercent(row.rateBp),
    proposedBy: row.proposedBy,
    terminationRequestedBy: row.terminationRequestedBy ?? null,
    createdAt: row.createdAt.toISOString(),
    activatedAt: row.activatedAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}
