import type { Jobs } from '../../lib/jobs';
import type { WithdrawService } from './service';

export const AUTO_RECEIPT_QUEUE = 'withdraw-auto-receipt';

/**
 * Every minute, disbursed withdrawals left unanswered past their merchant's minutes count as received
 * (spec §4, §9). The queue's singleton policy keeps one run at a time across worker processes; the
 * row lock per withdrawal keeps a run and a player's late answer from both applying.
 */
export async function startWithdrawJobs(boss: Jobs, withdrawals: Pick<WithdrawService, 'autoReceive'>, pollingIntervalSeconds = 5) {
  await boss.createQueue(AUTO_RECEIPT_QUEUE, { name: AUTO_RECEIPT_QUEUE, policy: 'singleton' });
  await boss.schedule(AUTO_RECEIPT_QUEUE, '* * * * *');
  await boss.work(AUTO_RECEIPT_QUEUE, { pollingIntervalSeconds }, async () => {
    await withdrawals.autoReceive();
  });
}
