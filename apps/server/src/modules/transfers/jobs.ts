import type { Jobs } from '../../lib/jobs';
import { formatAmount } from '../../lib/money';
import type { AutoTransfer } from './auto-transfer';

export const RECALL_QUEUE = 'transfer-recall';

/** A merchant's recall run as logged: counts, and the amount as a decimal string. */
export interface RecallLog { merchantCode: string; seen: number; recalled: number; amount: string }

/**
 * Every minute, money left at transfer vendors whose game was closed without a "leave" (a tab closed, a
 * phone died) comes back to the main wallet (decision 0037, Recall). The queue's singleton policy keeps
 * one run at a time across worker processes; two overlapping runs still pay once, because each move is
 * keyed by the vendor wallet's last entry. Each merchant whose run found something is logged.
 */
export async function startTransferJobs(boss: Jobs, autoTransfer: Pick<AutoTransfer, 'recallIdle'>, log: (entry: RecallLog) => void, pollingIntervalSeconds = 5) {
  await boss.createQueue(RECALL_QUEUE, { name: RECALL_QUEUE, policy: 'singleton' });
  await boss.schedule(RECALL_QUEUE, '* * * * *');
  await boss.work(RECALL_QUEUE, { pollingIntervalSeconds }, async () => {
    await autoTransfer.recallIdle(new Date(), (s) => {
      if (s.seen > 0) log({ merchantCode: s.merchantCode, seen: s.seen, recalled: s.recalled, amount: formatAmount(s.amount) });
    });
  });
}
