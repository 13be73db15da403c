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

  it('names an operator actor by its username', () => {
    expect(operatorName('12:owner_a')).toBe('owner_a');
    expect(operatorName('cli@host')).toBe('cli@host');
  });
});
