import { describe, expect, it } from 'vitest';
import { AGENT_CONTRACT_TYPES, DOWNLINE_ACCOUNT_TYPES, DOWNLINE_EXPORT_MAX, DOWNLINE_SCOPES, DOWNLINE_STATUSES } from '@platform/contracts';
import { ACCOUNT_TYPES, CONTRACT_TYPES, EXPORT_MAX_ROWS, SCOPES, STATUSES } from './contract-values';

describe('agent contract values', () => {
  it('are the contracts\' lists, in their order', () => {
    expect([...ACCOUNT_TYPES]).toEqual([...DOWNLINE_ACCOUNT_TYPES]);
    expect([...STATUSES]).toEqual([...DOWNLINE_STATUSES]);
    expect([...SCOPES]).toEqual([...DOWNLINE_SCOPES]);
    expect([...CONTRACT_TYPES]).toEqual([...AGENT_CONTRACT_TYPES]);
    expect(EXPORT_MAX_ROWS).toBe(DOWNLINE_EXPORT_MAX);
  });
});
