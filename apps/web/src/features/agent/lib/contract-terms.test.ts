import { describe, expect, it } from 'vitest';
import { draftToTerms, emptyTerms, termsToDraft } from './contract-terms';

describe('contract terms draft', () => {
  it('sends a dividend with its period and salaries without one', () => {
    const draft = { period: 'Weekly' as const, minValidBet: '100', tiers: [{ threshold: '1000', activeMembers: '3', rate: '12.5' }, { threshold: '5000.50', activeMembers: '5', rate: '20' }] };
    expect(draftToTerms('dividend', draft)).toEqual({
      terms: { period: 'Weekly', minValidBet: '100', tiers: [{ threshold: '1000', activeMembers: 3, rate: '12.5' }, { threshold: '5000.50', activeMembers: 5, rate: '20' }] },
    });
    expect(draftToTerms('daily', draft)).toEqual({ terms: expect.not.objectContaining({ period: expect.anything() }) });
  });

  it('names the first problem', () => {
    expect(draftToTerms('daily', emptyTerms())).toEqual({ problem: 'required' });
    const tier = { threshold: '10', activeMembers: '1', rate: '1' };
    expect(draftToTerms('daily', { ...emptyTerms(), tiers: [{ ...tier, threshold: '1.005' }] })).toEqual({ problem: 'amount' });
    expect(draftToTerms('daily', { ...emptyTerms(), minValidBet: '-1', tiers: [tier] })).toEqual({ problem: 'amount' });
    expect(draftToTerms('daily', { ...emptyTerms(), tiers: [{ ...tier, activeMembers: '1.5' }] })).toEqual({ problem: 'members' });
    expect(draftToTerms('daily', { ...emptyTerms(), tiers: [{ ...tier, rate: '0' }] })).toEqual({ problem: 'rate' });
    expect(draftToTerms('daily', { ...emptyTerms(), tiers: [{ ...tier, rate: '100.01' }] })).toEqual({ problem: 'rate' });
    expect(draftToTerms('daily', { ...emptyTerms(), tiers: [{ ...tier, rate: '100' }] })).toHaveProperty('terms');
  });

  it('turns a contract\'s terms back into a draft', () => {
    expect(termsToDraft({ period: null, minValidBet: 5, tiers: [{ threshold: 0, activeMembers: 0, rate: 1.25 }] }))
      .toEqual({ period: 'Monthly', minValidBet: '5', tiers: [{ threshold: '0', activeMembers: '0', rate: '1.25' }] });
  });
});
