import type { Jobs } from '../../lib/jobs';
import type { DepositBonuses } from './deposit-bonuses';
import type { PromotionPayouts } from './payouts';
import type { RedEnvelopes } from './red-envelopes';
import type { Referrals } from './referrals';

export const GRANT_EXPIRY_QUEUE = 'promotion-grant-expiry';
export const RUSH_CLOSE_QUEUE = 'promotion-rush-close';
export const PAYOUTS_QUEUE = 'promotion-payouts';
export const REFERRALS_QUEUE = 'promotion-referrals';

/**
 * Every minute, open bonus grants past their expiry are closed (decision 0058): each grant's turnover is
 * counted first, so one met in time is met; otherwise the bonus, or what the wallet still holds of it, goes
 * back to the promotion's budget under a key naming the grant, so a second run or a second worker takes
 * nothing twice. The queue's singleton policy keeps one run at a time across worker processes.
 */
export async function startPromotionJobs(
  boss: Jobs, bonuses: Pick<DepositBonuses, 'expire'>, rushes: Pick<RedEnvelopes, 'closeEnded'>, payouts: Pick<PromotionPayouts, 'settleDue'>,
  referrals: Pick<Referrals, 'settleDue'>, pollingIntervalSeconds = 5,
) {
  await boss.createQueue(GRANT_EXPIRY_QUEUE, { name: GRANT_EXPIRY_QUEUE, policy: 'singleton' });
  await boss.schedule(GRANT_EXPIRY_QUEUE, '* * * * *');
  await boss.work(GRANT_EXPIRY_QUEUE, { pollingIntervalSeconds }, async () => {
    await bonuses.expire();
  });
  // Every minute, red envelope rushes over for a minute give back what nobody took: once per rush (its row lock
  // and the posting's key), however many runs or workers.
  await boss.createQueue(RUSH_CLOSE_QUEUE, { name: RUSH_CLOSE_QUEUE, policy: 'singleton' });
  await boss.schedule(RUSH_CLOSE_QUEUE, '* * * * *');
  await boss.work(RUSH_CLOSE_QUEUE, { pollingIntervalSeconds }, async () => {
    await rushes.closeEnded();
  });
  // Hourly (at :07), rebates and cashbacks pay the periods that closed (in each merchant's zone) and are not
  // paid yet: once per member and period state (the payout row's unique key), however many runs or workers; a
  // period a run could not pay (a budget too small) is paid by a later run within the look-back.
  await boss.createQueue(PAYOUTS_QUEUE, { name: PAYOUTS_QUEUE, policy: 'singleton' });
  await boss.schedule(PAYOUTS_QUEUE, '7 * * * *');
  await boss.work(PAYOUTS_QUEUE, { pollingIntervalSeconds }, async () => {
    await payouts.settleDue();
  });
  // Every ten minutes, refer and earn decides the invitees who met a referral promotion's conditions: once per
  // promotion and invitee (the decision row's unique key, the referrer locked), however many runs or workers.
  await boss.createQueue(REFERRALS_QUEUE, { name: REFERRALS_QUEUE, policy: 'singleton' });
  await boss.schedule(REFERRALS_QUEUE, '*/10 * * * *');
  await boss.work(REFERRALS_QUEUE, { pollingIntervalSeconds }, async () => {
    await referrals.settleDue();
  });
}
