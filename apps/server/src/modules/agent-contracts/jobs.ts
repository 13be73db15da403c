import type { Jobs } from '../../lib/jobs';
import type { PeriodKind } from '../../lib/periods';
import type { AgentContractService } from './service';

/**
 * Settlement queues (spec §9; decision 0026). Each run settles every closed period of its kinds in
 * every merchant's zone within a look-back window, a minute after the period ends; the daily queue runs
 * hourly because merchants' days end at different UTC hours. Singleton queues avoid duplicate work;
 * exactly-once payment comes from the settlements' unique (contract, period) and the ledger key.
 */
export const SETTLEMENT_QUEUES: { name: string; cron: string; kinds: PeriodKind[] }[] = [
  { name: 'agent-contracts-realtime', cron: '1-59/5 * * * *', kinds: ['realtime'] },
  { name: 'agent-contracts-hourly', cron: '2 * * * *', kinds: ['hourly'] },
  { name: 'agent-contracts-periods', cron: '4 * * * *', kinds: ['daily', 'weekly', 'semimonthly', 'monthly'] },
];

export async function startAgentContractJobs(boss: Jobs, contracts: Pick<AgentContractService, 'settleDue'>, pollingIntervalSeconds = 5) {
  for (const q of SETTLEMENT_QUEUES) {
    await boss.createQueue(q.name, { name: q.name, policy: 'singleton' });
    await boss.schedule(q.name, q.cron);
    await boss.work(q.name, { pollingIntervalSeconds }, async () => {
      await contracts.settleDue(q.kinds);
    });
  }
}
