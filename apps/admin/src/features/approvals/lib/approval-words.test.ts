import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { changeWords, kindWords, operatorName } from './approval-words';

const t = ((key: string, values?: Record<string, string>) => (values ? `${key} ${JSON.stringify(values)}` : key)) as unknown as TFunction;

describe('approval words', () => {
  it('describes a role change by name and roles, and unknown kinds by their code', () => {
    expect(kindWords(t, 'operator.role')).toBe('approvals.kinds.operatorRole');
    expect(kindWords(t, 'merchant.money')).toBe('merchant.money');
    expect(changeWords(t, { kind: 'operator.role', target: 'operator:3', payload: { username: 'ann', role: 'finance' }, before: { role: 'support' } }))
      .toBe('approvals.change.operatorRole {"name":"ann","from":"home.roles.support","to":"home.roles.finance"}');
    expect(changeWords(t, { kind: 'merchant.money', target: 'merchant:th', payload: {}, before: null })).toBe('merchant:th');
  });

  it('describes a money setting by the fields that change, and a large payout by its withdrawal', () => {
    expect(kindWords(t, 'merchant.wallet_limits')).toBe('approvals.kinds.walletLimits');
    expect(changeWords(t, {
      kind: 'merchant.wallet_limits', target: 'merchant:th:wallet_limits',
      payload: { maxAmount: '500.00', adjustApprovalAbove: '10.00' }, before: { adjustApprovalAbove: '10.00' },
    })).toBe('approvals.change.field {"field":"approvals.change.fields.maxAmount","from":"approvals.change.none","to":"500.00"}');
    expect(changeWords(t, { kind: 'merchant.wallet_mode', target: 'x', payload: { isSingle: true }, before: { isSingle: false } }))
      .toBe('approvals.change.field {"field":"approvals.change.fields.isSingle","from":"approvals.change.no","to":"approvals.change.yes"}');
    expect(changeWords(t, { kind: 'merchant.deposit_channel', target: 'x', payload: { code: 'SCB', sort: 1 }, before: null }))
      .toBe('approvals.change.newChannel {"code":"SCB"}; approvals.change.field {"field":"approvals.change.fields.sort","from":"approvals.change.none","to":"1"}');
    expect(changeWords(t, { kind: 'withdrawal.approve', target: 'withdrawal:9', payload: { id: 9, amount: '25000.00', currency: 'THB', channelCode: 'WITHDRAW' }, before: { status: 'pending' } }))
      .toBe('approvals.change.payout {"id":"9","amount":"25000.00","currency":"THB","channel":"WITHDRAW"}');
  });

  it('describes a promotion budget movement by its direction, amount, promotion and reason', () => {
    expect(kindWords(t, 'promotion.fund')).toBe('approvals.kinds.promotionFund');
    expect(changeWords(t, { kind: 'promotion.fund', target: 'promotion:4:budget', payload: { promotionId: 4, code: 'WELCOME', action: 'fund', amount: '50000.00', reason: 'December' }, before: { balance: '0.00' } }))
      .toBe('approvals.change.promotionFund {"amount":"50000.00","code":"WELCOME","reason":"December"}');
    expect(changeWords(t, { kind: 'promotion.fund', target: 'promotion:4:budget', payload: { promotionId: 4, code: 'WELCOME', action: 'return', amount: '120.00', reason: 'closed' }, before: { balance: '120.00' } }))
      .toBe('approvals.change.promotionReturn {"amount":"120.00","code":"WELCOME","reason":"closed"}');
  });

  it('names an operator actor by its username', () => {
    expect(operatorName('12:owner_a')).toBe('owner_a');
    expect(operatorName('cli@host')).toBe('cli@host');
  });
});
