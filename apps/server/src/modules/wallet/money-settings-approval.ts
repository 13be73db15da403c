import type { WalletLimitsBody } from '@platform/contracts';
import type { Db } from '../../db/client';
import { formatAmount } from '../../lib/money';
import type { ApprovalKindHandler, ApprovalRow } from '../approvals/service';
import type { Actor } from '../audit/service';
import { findSettings } from '../merchant/repo';
import type { MerchantService } from '../merchant/service';
import { effectiveLimits, type ConfiguredLimits } from './limits';

/** What the adjustments part of the wallet offers these kinds (adjustments.ts). */
interface LimitsChecker {
  checkLimits(actor: Actor, merchantCode: string, body: WalletLimitsBody): { before: ConfiguredLimits; next: ConfiguredLimits };
  limitsViewAfter(merchantCode: string, configured: ConfiguredLimits): Record<string, unknown>;
}

export type WalletLimitsInput = WalletLimitsBody & { merchantCode: string };
export interface WalletModeInput { merchantCode: string; isSingle: boolean }

/**
 * The wallet's money settings as approval kinds (decision 0052): the amount limits with their approval
 * thresholds, and single or transfer wallets. A change is checked when asked for and written, with its
 * audit record, inside the approval's transaction; every process reloads the settings after the commit.
 */
export function walletSettingsApprovals(deps: { merchants: MerchantService; limits: LimitsChecker }): Record<string, ApprovalKindHandler> {
  const { merchants, limits } = deps;
  const reloadEverywhere = () => merchants.changed();
  /**
   * The merchant's settings row as committed, locked until the approval ends: what is in force now, not
   * this process's snapshot (another process may have applied a change a moment ago).
   */
  const committed = async (tx: Db, request: ApprovalRow) => findSettings(tx, request.merchantCode!);

  const limitsKind: ApprovalKindHandler = {
    permission: 'merchants.money',
    async validate(_tx: Db, actor: Actor, input: unknown) {
      const { merchantCode, ...body } = input as WalletLimitsInput;
      const { before, next } = limits.checkLimits(actor, merchantCode, body);
      return { merchantCode, target: `merchant:${merchantCode}:wallet_limits`, payload: { ...next }, before: { ...before } };
    },
    /** In force, defaults included, as `checkLimits` recorded it: the payload keeps the other limits as they were then. */
    async current(tx: Db, request: ApprovalRow) {
      const limits = effectiveLimits(merchants.get(request.merchantCode!).currency, (await committed(tx, request))?.moneyLimits ?? {});
      return { maxAmount: formatAmount(limits.maxAmount), adjustApprovalAbove: formatAmount(limits.adjustApprovalAbove), withdrawApprovalAbove: formatAmount(limits.withdrawApprovalAbove) };
    },
    async apply(tx: Db, actor: Actor, request: ApprovalRow) {
      const merchantCode = request.merchantCode!;
      const next = request.payload as ConfiguredLimits;
      await merchants.setMoneyLimitsWithin(tx, actor, merchantCode, next);
      return { result: limits.limitsViewAfter(merchantCode, next), afterCommit: reloadEverywhere };
    },
  };

  const modeKind: ApprovalKindHandler = {
    permission: 'merchants.money',
    async validate(_tx: Db, actor: Actor, input: unknown) {
      const { merchantCode, isSingle } = input as WalletModeInput;
      merchants.assertOperatorScope(actor, merchantCode);
      const current = merchants.settings(merchantCode).singleWallet;
      return { merchantCode, target: `merchant:${merchantCode}:wallet_mode`, payload: { isSingle }, before: { isSingle: current } };
    },
    async current(tx: Db, request: ApprovalRow) {
      const row = await committed(tx, request);
      return row ? { isSingle: row.singleWallet } : null;
    },
    async apply(tx: Db, actor: Actor, request: ApprovalRow) {
      const isSingle = request.payload.isSingle === true;
      await merchants.setWalletModeWithin(tx, actor, request.merchantCode!, isSingle);
      return { result: { isSingle }, afterCommit: reloadEverywhere };
    },
  };

  return { 'merchant.wallet_limits': limitsKind, 'merchant.wallet_mode': modeKind };
}
