import type { WithdrawSettings, WithdrawSettingsBody } from '@platform/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { formatAmount } from '../../lib/money';
import type { ApprovalKindHandler, ApprovalRow } from '../approvals/service';
import type { Actor } from '../audit/service';
import * as repo from './repo';
import { DEFAULT_SETTINGS, operatorView, settingsView } from './views';
import type { WithdrawService } from './service';

export type WithdrawSettingsInput = WithdrawSettingsBody & { merchantCode: string };
interface PayoutInput { merchantCode: string; id: number; channelCode: string }

/**
 * The withdrawal module's approval kinds (decision 0052): its rules as a money setting, and a payout
 * above the merchant's threshold, which the second operator's approval pays out in its own transaction
 * (under the withdrawal's row lock, keyed `withdraw:<id>:payout`, so it is paid once).
 */
export function withdrawApprovals(withdrawals: Pick<WithdrawService, 'checkSettings' | 'setSettingsWithin' | 'disburseWithin' | 'announceDecided'>): Record<string, ApprovalKindHandler> {
  const settingsKind: ApprovalKindHandler = {
    permission: 'merchants.money',
    async validate(tx: Db, actor: Actor, input: unknown) {
      const { merchantCode, ...body } = input as WithdrawSettingsInput;
      const { before, next } = await withdrawals.checkSettings(actor, merchantCode, body, tx);
      return { merchantCode, target: `merchant:${merchantCode}:withdrawal_settings`, payload: { ...next }, before: { ...before } };
    },
    async current(tx: Db, request: ApprovalRow) {
      return { ...settingsView((await repo.findSettings(tx, request.merchantCode!)) ?? DEFAULT_SETTINGS) };
    },
    async apply(tx: Db, actor: Actor, request: ApprovalRow) {
      return { result: await withdrawals.setSettingsWithin(tx, actor, request.merchantCode!, request.payload as unknown as WithdrawSettings) };
    },
  };

  const payoutKind: ApprovalKindHandler = {
    permission: 'withdrawals.decide',
    async validate(tx: Db, actor: Actor, input: unknown) {
      const { merchantCode, id, channelCode } = input as PayoutInput;
      const w = await repo.findWithdrawal(tx, merchantCode, id);
      // Another merchant's withdrawal is not found for a bound operator (the route checked the scope first).
      if (!w || (actor.merchantCode !== null && actor.merchantCode !== merchantCode)) throw new AppError('withdraw.not_found');
      if (w.status !== 'pending') throw new AppError('withdraw.state_conflict', { status: w.status });
      return {
        merchantCode, target: `withdrawal:${id}`,
        payload: { id, channelCode, memberId: w.memberId, amount: formatAmount(w.amount), currency: w.currency },
        before: { status: w.status },
      };
    },
    /** Decided meanwhile (rejected, or paid by another way): its payout request is out of date. */
    async current(tx: Db, request: ApprovalRow) {
      const w = await repo.lockWithdrawal(tx, request.merchantCode!, (request.payload as unknown as PayoutInput).id);
      return w ? { status: w.status } : null;
    },
    async apply(tx: Db, actor: Actor, request: ApprovalRow) {
      const { id, channelCode } = request.payload as unknown as PayoutInput;
      const paid = await withdrawals.disburseWithin(tx, actor, request.merchantCode!, id, channelCode);
      // The finance queues hear of it once it is committed, as for a payout by one operator.
      return { result: operatorView(paid), afterCommit: () => withdrawals.announceDecided(paid) };
    },
  };

  return { 'merchant.withdrawal_settings': settingsKind, 'withdrawal.approve': payoutKind };
}
