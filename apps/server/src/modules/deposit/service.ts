import type {
  DepositChannel, DepositCreateBody, DepositCreateResult, DepositList, DepositStatus, DepositView, Language,
  OperatorDeposit, OperatorDepositQuery,
} from '@platform/contracts';
import { depositAmountProblem, FINANCE_COUNT_CAP } from '@platform/contracts';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../http/context';
import { AppError } from '../../lib/errors';
import { displayAmount, formatAmount } from '../../lib/money';
import { queueFilter } from '../finance/queue-filter';
import type { Actor, AuditService } from '../audit/service';
import type { FilesService } from '../files/service';
import type { FinanceAnnouncer } from '../finance/events';
import type { QueueCountMemo } from '../finance/queue-counts';
import type { Merchant, MerchantService } from '../merchant/service';
import type { WalletService } from '../wallet/service';
import { account } from '../wallet/service';
import { channelName, createChannelAdmin, depositChannelApproval, toMemberChannel } from './channels';
import type { PaymentGateway } from './gateway';
import * as repo from './repo';

/** The member a deposit is for (what members.authenticate returns is enough). */
export interface Depositor { id: number; merchantCode: string; username: string }

function toView(row: repo.DepositRow): DepositView {
  return {
    id: row.id, channelCode: row.channelCode, channelType: row.channelType, amount: displayAmount(row.amount), currency: row.currency,
    status: row.status, reference: row.playerReference, hasReceipt: row.receiptFileId !== null, rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(), reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

export function toOperatorView(row: repo.DepositRow, username: string): OperatorDeposit {
  return {
    id: row.id, merchantCode: row.merchantCode, memberId: row.memberId, username, channelCode: row.channelCode, channelType: row.channelType,
    amount: formatAmount(row.amount), currency: row.currency, status: row.status, reference: row.playerReference, receiptFileId: row.receiptFileId,
    gatewayPaymentId: row.gatewayPaymentId, postingId: row.postingId, reviewedBy: row.reviewedBy, reviewedAt: row.reviewedAt?.toISOString() ?? null,
    rejectReason: row.rejectReason, createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Deposits (spec §2 member centre, issue 4): channels per merchant, bank-transfer requests that an
 * operator approves or rejects, and payment-gateway requests settled by the gateway's signed
 * callback (callbacks.ts). Money moves only on approval, once: the posting's key is `deposit:<id>`
 * and the request row is locked while it changes.
 */
export function createDepositService(deps: {
  db: Db; audit: AuditService; merchants: MerchantService; wallet: WalletService; files: FilesService; gateways: Map<string, PaymentGateway>;
  events?: FinanceAnnouncer;
  /** The queues' counts kept for a few seconds (queue-counts.ts); absent: counted on every page. */
  counts?: QueueCountMemo;
  /**
   * Inside the crediting transaction, after the deposit is credited: what else a credited deposit earns (the
   * promotions' deposit bonuses). `ordinal`: which of the member's credited deposits this is (1 for the first).
   */
  onCredited?: (tx: Db, deposit: { id: number; merchantCode: string; memberId: number; amount: bigint; ordinal: number }) => Promise<void>;
}) {
  const { db, audit, merchants, wallet, files, gateways } = deps;
  /** After commit: the finance queues read again (decision 0047). */
  const announce = (type: 'deposit.created' | 'deposit.decided', row: { merchantCode: string; id: number; status: string }) =>
    deps.events?.announce(type, row) ?? Promise.resolve();

  const merchantOf = (code: string): Merchant => merchants.get(code);
  const assertScope = (actor: Actor, code: string) => merchants.assertOperatorScope(actor, code);

  /**
   * Credits an approved request inside the caller's transaction (the request row is locked):
   * channel account → member wallet, key `deposit:<id>`, then the request and the audit row.
   */
  async function credit(tx: Db, row: repo.DepositRow, actor: Actor, action: string) {
    const posted = await wallet.postWithin(tx, {
      merchantCode: row.merchantCode, type: 'deposit', idempotencyKey: `deposit:${row.id}`, actor, reference: `deposit:${row.id}`, memo: row.channelCode,
      legs: [{ account: account.member(row.memberId), amount: row.amount }, { account: account.paymentChannel(row.channelCode), amount: -row.amount }],
    });
    const updated = await repo.updateDeposit(tx, row.id, { status: 'approved', postingId: posted.postingId, reviewedBy: `${actor.type}:${actor.id}`, reviewedAt: new Date() });
    if (deps.onCredited) {
      const ordinal = await repo.creditedCount(tx, row.merchantCode, row.memberId);
      await deps.onCredited(tx, { id: row.id, merchantCode: row.merchantCode, memberId: row.memberId, amount: row.amount, ordinal });
    }
    const entry = posted.entries.find((e) => e.memberId === row.memberId);
    await audit.record(tx, actor, {
      merchantCode: row.merchantCode, action, target: `deposit:${row.id}`,
      before: { status: row.status },
      after: { status: 'approved', memberId: row.memberId, amount: formatAmount(row.amount), postingId: posted.postingId, balance: entry?.balanceAfter != null ? formatAmount(entry.balanceAfter) : null },
    });
    return updated;
  }

  /** Locks a request of the merchant for an operator decision: bank transfers only, and only while pending. */
  async function lockPendingBank(tx: Db, merchantCode: string, id: number) {
    const row = await repo.lockDeposit(tx, merchantCode, { id });
    if (!row) throw new AppError('deposit.not_found');
    // Gateway requests are settled by the gateway's callback, never by hand.
    if (row.status !== 'pending' || row.channelType !== 'bank') throw new AppError('deposit.not_pending', { status: row.status });
    return row;
  }

  const channels = createChannelAdmin({ db, audit, gatewayCodes: () => [...gateways.keys()], assertScope });

  return {
    channels,
    credit,
    announce,
    creditedCount: (executor: Db, merchantCode: string, memberId: number) => repo.creditedCount(executor, merchantCode, memberId),
    creditedSince: (executor: Db, merchantCode: string, memberId: number, since: Date, limit: number) => repo.creditedSince(executor, merchantCode, memberId, since, limit),

    async channelsFor(ctx: RequestContext, member: Depositor): Promise<DepositChannel[]> {
      const merchant = merchantOf(member.merchantCode);
      return (await repo.listChannels(db, merchant.merchantCode, true))
        .filter((c) => c.type === 'bank' || gateways.has(c.gateway ?? ''))
        .map((c) => toMemberChannel(c, ctx.language, merchant.currency));
    },

    /**
     * A new request. Bank: pending until an operator decides. Gateway: registered with the gateway,
     * answering where to pay. The same `requestId` again answers the first request (no redirect).
     */
    async create(member: Depositor, body: DepositCreateBody, language: Language): Promise<DepositCreateResult> {
      const merchant = merchantOf(member.merchantCode);
      const channel = await repo.findChannel(db, merchant.merchantCode, body.channelCode);
      if (!channel || !channel.enabled || (channel.type === 'gateway' && !gateways.has(channel.gateway ?? ''))) throw new AppError('deposit.channel_unavailable');
      // Within the merchant's maximum per money call too (decision 0033).
      const amount = wallet.positiveAmount(merchant.merchantCode, body.amount);
      const range = { minAmount: displayAmount(channel.minAmount), maxAmount: displayAmount(channel.maxAmount) };
      if (depositAmountProblem(formatAmount(amount), range)) throw new AppError('deposit.amount_out_of_range', range);
      const reference = channel.type === 'bank' ? (body.reference ?? '') : '';
      if (channel.type === 'bank' && !reference) throw new AppError('system.invalid_input', [{ path: '/reference', message: 'the transfer reference is required' }]);
      if (channel.type === 'gateway' && body.receiptFileId) throw new AppError('system.invalid_input', [{ path: '/receiptFileId', message: 'gateway payments take no receipt' }]);
      if (body.receiptFileId) await files.assertOwned(member, [body.receiptFileId]);

      const wanted = { channelCode: channel.code, amount, playerReference: reference || null, receiptFileId: body.receiptFileId ?? null };
      const created = await db.transaction(async (tx) => {
        const row = await repo.insertDeposit(tx, {
          merchantCode: merchant.merchantCode, memberId: member.id, channelType: channel.type, currency: merchant.currency, requestId: body.requestId, ...wanted,
        });
        if (row) {
          await audit.record(tx, { type: 'member', id: String(member.id), ip: null, merchantCode: merchant.merchantCode }, {
            merchantCode: merchant.merchantCode, action: 'deposit.request', target: `deposit:${row.id}`, before: null,
            after: { channelCode: row.channelCode, amount: formatAmount(row.amount), reference: row.playerReference, receiptFileId: row.receiptFileId },
          });
        }
        return row;
      });
      if (created) await announce('deposit.created', created);
      if (!created) {
        const first = (await repo.findByRequest(db, merchant.merchantCode, member.id, body.requestId))!;
        const same = first.channelCode === wanted.channelCode && first.amount === wanted.amount
          && first.playerReference === wanted.playerReference && first.receiptFileId === wanted.receiptFileId;
        if (!same) throw new AppError('deposit.request_conflict', { depositId: first.id });
        return { deposit: toView(first), redirectUrl: null };
      }
      if (channel.type === 'bank') return { deposit: toView(created), redirectUrl: null };

      const gateway = gateways.get(channel.gateway!)!;
      // Where the gateway returns the player and posts its callback: the merchant's configured base URL.
      // Built from the Host header, a forged one made the server post its signed callback elsewhere (decision 0029).
      const origin = deps.merchants.publicBaseUrl(merchant.merchantCode);
      try {
        const payment = await gateway.createPayment({
          merchantCode: merchant.merchantCode, depositId: created.id, amount, currency: merchant.currency,
          returnUrl: `${origin}/member?page=deposit`, callbackUrl: `${origin}/wps/deposit/gateway/${gateway.code}/callback`, language,
        });
        await repo.setGatewayPayment(db, created.id, payment.paymentId);
        return { deposit: toView(created), redirectUrl: payment.redirectUrl };
      } catch (err) {
        await repo.updateDeposit(db, created.id, { status: 'failed' });
        if (err instanceof AppError) throw err;
        throw new AppError('system.unavailable');
      }
    },

    /** Every channel's name in one language, disabled ones too (the records name past deposits). */
    async channelNames(merchantCode: string, language: Language): Promise<Map<string, string>> {
      return new Map((await repo.listChannels(db, merchantCode, false)).map((c) => [c.code, channelName(c, language)]));
    },

    async listMine(member: Depositor, q: { pageNo: number; pageSize: number; status?: DepositStatus }): Promise<DepositList> {
      const { list, total } = await repo.listForMember(db, member.merchantCode, member.id, { status: q.status, limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize });
      return { list: list.map(toView), totalCount: total, totalPages: Math.ceil(total / q.pageSize) };
    },

    async listForOperator(actor: Actor, q: OperatorDepositQuery) {
      if (q.merchantCode) assertScope(actor, q.merchantCode);
      const { list, total } = await repo.listForOperator(db, {
        merchantCode: actor.merchantCode ?? q.merchantCode, status: q.status, memberId: q.memberId, channelCode: q.channelCode,
        from: q.from ? new Date(q.from) : undefined, to: q.to ? new Date(q.to) : undefined, limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize,
        ...queueFilter(q), team: actor.team ?? null,
      }, deps.counts);
      const counted = Math.min(total, FINANCE_COUNT_CAP);
      return { list: list.map((r) => toOperatorView(r.deposit, r.username)), totalCount: counted, totalPages: Math.ceil(counted / q.pageSize), totalCapped: total > FINANCE_COUNT_CAP };
    },

    /** Credits the member once: a second approval (or one racing this) finds the request no longer pending. */
    async approve(actor: Actor, merchantCode: string, id: number): Promise<OperatorDeposit> {
      assertScope(actor, merchantCode);
      const row = await db.transaction(async (tx) => credit(tx, await lockPendingBank(tx, merchantCode, id), actor, 'deposit.approve'));
      await announce('deposit.decided', row);
      return toOperatorView(row, await repo.usernameOf(db, row.memberId));
    },

    async reject(actor: Actor, merchantCode: string, id: number, reason: string): Promise<OperatorDeposit> {
      assertScope(actor, merchantCode);
      const row = await db.transaction(async (tx) => {
        const pending = await lockPendingBank(tx, merchantCode, id);
        const updated = await repo.updateDeposit(tx, id, { status: 'rejected', rejectReason: reason, reviewedBy: `${actor.type}:${actor.id}`, reviewedAt: new Date() });
        await audit.record(tx, actor, {
          merchantCode, action: 'deposit.reject', target: `deposit:${id}`,
          before: { status: pending.status }, after: { status: 'rejected', reason, memberId: pending.memberId, amount: formatAmount(pending.amount) },
        });
        return updated;
      });
      await announce('deposit.decided', row);
      return toOperatorView(row, await repo.usernameOf(db, row.memberId));
    },

    /** The approval kind that changes a channel (registered with the approvals module by services.ts). */
    channelApproval: () => depositChannelApproval(channels),
  };
}
export type DepositService = ReturnType<typeof createDepositService>;
