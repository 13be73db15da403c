import type { Jobs } from '../../lib/jobs';
import type { PgeService } from './service';

export const IDLE_ROUNDS_QUEUE = 'pge-idle-rounds';

/**
 * Every minute, PGE rounds left unfinished past their idle limit are closed (decision 0020). The queue's
 * singleton policy keeps one run at a time across worker processes; money stays exactly once even when
 * two runs overlap, because every payment is a keyed seamless call and every decision is taken under
 * the round's row lock.
 */
export async function startPgeJobs(boss: Jobs, pge: Pick<PgeService, 'closeIdleRounds'>, pollingIntervalSeconds = 5) {
  await boss.createQueue(IDLE_ROUNDS_QUEUE, { name: IDLE_ROUNDS_QUEUE, policy: 'singleton' });
  await boss.schedule(IDLE_ROUNDS_QUEUE, '* * * * *');
  await boss.work(IDLE_ROUNDS_QUEUE, { pollingIntervalSeconds }, async () => {
    await pge.closeIdleRounds();
  });
}
