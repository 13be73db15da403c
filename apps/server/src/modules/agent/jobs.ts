import type { Jobs } from '../../lib/jobs';
import type { AgentService } from './service';

/** The team roll-up queue (decision 0028): every minute, singleton; each run rolls up from the watermark. */
export const TEAM_ROLLUP_QUEUE = { name: 'agent-team-rollup', cron: '* * * * *' };

export async function startAgentTeamJobs(boss: Jobs, agents: Pick<AgentService, 'rollupTeams'>, pollingIntervalSeconds = 5) {
  await boss.createQueue(TEAM_ROLLUP_QUEUE.name, { name: TEAM_ROLLUP_QUEUE.name, policy: 'singleton' });
  await boss.schedule(TEAM_ROLLUP_QUEUE.name, TEAM_ROLLUP_QUEUE.cron);
  await boss.work(TEAM_ROLLUP_QUEUE.name, { pollingIntervalSeconds }, async () => {
    await agents.rollupTeams();
  });
}
