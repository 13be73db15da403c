import { describe, expect, it } from 'vitest';
import { agentPageFrom, contractTypeOf, pageEnabled, visibleMenu } from './menu';

const off = { AGENT_CONTRACT_DIVIDEND: false, AGENT_CONTRACT_DAILY: false, AGENT_CONTRACT_HOURLY: false, AGENT_CONTRACT_REALTIME: false };

describe('agent menu', () => {
  it('lists the spec §2 entries in order, the contract pages last, each only when its type is on', () => {
    expect(visibleMenu(off).map((e) => e.id)).toEqual([
      'announcement', 'agentTeamOverview', 'registerCenter', 'downlineManagement', 'teamBetting', 'downlineProfitLoss', 'myIncome', 'downlineTransactions',
    ]);
    expect(visibleMenu({ ...off, AGENT_CONTRACT_DAILY: true, AGENT_CONTRACT_REALTIME: true }).slice(-2).map((e) => e.id)).toEqual(['dailySalary', 'realtimeSalary']);
  });

  it('maps pages to contract types; a direct link to a disabled page is known but not enabled', () => {
    expect(agentPageFrom('hourlySalary')).toBe('hourlySalary');
    expect(agentPageFrom('nope')).toBe('agentTeamOverview');
    expect(contractTypeOf('dividend')).toBe('dividend');
    expect(contractTypeOf('myIncome')).toBeNull();
    expect(pageEnabled('hourlySalary', off)).toBe(false);
    expect(pageEnabled('hourlySalary', { ...off, AGENT_CONTRACT_HOURLY: true })).toBe(true);
    expect(pageEnabled('myIncome', off)).toBe(true);
  });
});
