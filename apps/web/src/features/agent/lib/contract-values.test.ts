import { describe, expect, it } from 'vitest';
import {
  AGENT_CONTRACT_STATUSES, AGENT_CONTRACT_TYPES, CONTRACT_CALLS, CONTRACT_FEATURE_FLAGS, DIVIDEND_PERIOD_NAMES, DOWNLINE_ACCOUNT_TYPES, DOWNLINE_EXPORT_MAX, DOWNLINE_SCOPES,
  DOWNLINE_STATUSES,
} from '@platform/contracts';
import { ACCOUNT_TYPES, CONTRACT_FLAGS, CONTRACT_RELAYS, CONTRACT_STATUSES, CONTRACT_TYPES, DIVIDEND_PERIODS, EXPORT_MAX_ROWS, SCOPES, STATUSES } from './contract-values';

describe('agent contract values', () => {
  it('are the contracts\' lists, in their order', () => {
    expect([...ACCOUNT_TYPES]).toEqual([...DOWNLINE_ACCOUNT_TYPES]);
    expect([...STATUSES]).toEqual([...DOWNLINE_STATUSES]);
    expect([...SCOPES]).toEqual([...DOWNLINE_SCOPES]);
    expect([...CONTRACT_TYPES]).toEqual([...AGENT_CONTRACT_TYPES]);
    expect(EXPORT_MAX_ROWS).toBe(DOWNLINE_EXPORT_MAX);
    expect([...DIVIDEND_PERIODS]).toEqual([...DIVIDEND_PERIOD_NAMES]);
    expect([...CONTRACT_STATUSES].sort()).toEqual([...AGENT_CONTRACT_STATUSES].sort());
    expect(CONTRACT_RELAYS).toEqual(CONTRACT_CALLS);
    expect(CONTRACT_FLAGS).toEqual(CONTRACT_FEATURE_FLAGS);
  });
});
