import type { Jobs } from '../../lib/jobs';
import type { AuditService } from './service';

export const AUDIT_SEAL_QUEUE = 'audit-seal';

/**
 * Every minute the sealer chains the audit entries written since its last run (decision 0042). The
 * queue's singleton policy keeps one run at a time; the sealer's advisory lock keeps a run and
 * `npm run audit:verify` from giving out the same place. Each run logs the chain's head: a trail of
 * heads kept outside the database is what shows the newest entries were not cut off.
 */
export async function startAuditJobs(boss: Jobs, audit: Pick<AuditService, 'seal'>, log: (head: unknown) => void, pollingIntervalSeconds = 5) {
  await boss.createQueue(AUDIT_SEAL_QUEUE, { name: AUDIT_SEAL_QUEUE, policy: 'singleton' });
  await boss.schedule(AUDIT_SEAL_QUEUE, '* * * * *');
  await boss.work(AUDIT_SEAL_QUEUE, { pollingIntervalSeconds }, async () => {
    const result = await audit.seal();
    if (result.sealed) log(result);
  });
}
