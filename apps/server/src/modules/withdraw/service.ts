import type {
  OperatorWithdrawList, OperatorWithdrawQuery, WithdrawAccountBody, WithdrawConfirmBody, WithdrawCreateBody, WithdrawInfo, WithdrawList,
  ApprovalPending, WithdrawResolution, WithdrawSettings, WithdrawSettingsBody, WithdrawStatus, WithdrawView,
} from '@platform/contracts';
import { FINANCE_COUNT_CAP, MAX_WITHDRAW_ACCOUNTS, operatorAllows } from '@platform/contracts';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../http/context';
import { AppError } from '../../lib/errors';
import { INT64_MAX, displayAmount, formatAmount, parseAmount } from '../../lib/money';
import type { Actor, AuditService } from '../audit/service';
import type { MemberRow } from '../member/repo';
import { sameName } from '../member/service';
import type { Merchant, MerchantService } from '../merchant/service';
import type { SecurityService } from '../security/service';
import { account, type WalletService } from '../wallet/service';
import type { FinanceAnnouncer } from '../finance/events';
import type { QueueCountMemo } from '../finance/queue-counts';
import { queueFilter } from '../finance/queue-filter';
import * as repo from './repo';
import { DEFAULT_SETTINGS, accountView, maskedOperatorView, memberView, operatorView, settingsView, turnoverRequired } from './views';

/** The payment channel a disbursement is paid from when the operator names none. */
const DEFAULT_CHANNEL = 'WITHDRAW';
/** The auto-receipt job handles at most this many per run; the next run takes the rest. */
const RECEIPT_BATCH = 200;

export interface WithdrawDeps {
  db: Db;
  audit: AuditService;
  merchants: MerchantService;
  wallet: WalletService;
  security: Pick<SecurityService, 'checkFundPassword'>;
  /** The member's deposits and net bets since a time, from the ledger (the turnover rule); `executor`: the caller's transaction. */
  turnover: (merchantCode: string, memberId: number, since: Date | null, executor?: Db) => Promise<{ deposits: bigint; bets: bigint }>;
  /** Proof images (spec §9): every id must be an upload of this member. Absent: proofs are refused. */
  files?: { assertOwned(member: MemberRow, ids: string[], executor?: Db): Promise<void> };
  /** Brings money at transfer-mode vendors back to the main wallet before a request holds it (single-wallet mode, decision 0037). */
  collectVendorWallets?: (ctx: RequestContext, member: MemberRow) => Promise<void>;
  /** Large payouts (decision 0052); absent: every payout is immediate. */
  payoutApproval?: {
    /** Operator payouts above this many minor units wait for a second operator (the merchant's withdrawal threshold). */
    above: (merchantCode: string) => bigint;
    /** Records such a payout as an approval request (the approvals module). */
    request: (actor: Actor, kind: 'withdrawal.approve', input: { merchantCode: string; id: number; channelCode: string }) => Promise<ApprovalPending>;
  };
  /** What the member still has to wager over its open bonuses, counted up to now inside `tx` (the promotions'); absent: no bonuses. */
  bonusTurnoverLeft?: (tx: Db, member: MemberRow) => Promise<bigint>;
  /** The queue's counts kept for a few seconds (queue-counts.ts); absent: counted on every page. */
  counts?: QueueCountMemo;
  now?: () => Date;
  /** The finance queues' live events (decision 0047), announced after commit. */
  events?: FinanceAnnouncer;
}

/**
 * Withdrawals (spec §3, §4): bound bank accounts, the request that holds the funds at once, the
 * operator's approval (paid out from a payment channel) or rejection (funds released), the player's
 * confirmation after disbursement, and the job that counts unanswered ones as received. Every money
 * movement is a ledger posting keyed `withdraw:<id>:<step>`, written in the same transaction as the
 * state change and its audit row, so a step happens once or not at all.
 */
export function createWithdrawService(deps: WithdrawDeps) {
  const { db, audit, merchants, wallet, security } = deps;
  const now = deps.now ?? (() => new Date());

  const merchantOf = (code: string): Merchant => merchants.get(code);
  const assertScope = (actor: Actor, code: string) => merchants.assertOperatorScope(actor, code);

  const memberActor = (ctx: RequestContext, member: MemberRow): Actor => ({ type: 'member', id: String(member.id), ip: ctx.ip, merchantCode: member.merchantCode });
  const target = (id: number) => `withdrawal:${id}`;
  /** The bank account and the holder's real name are personal data: masked for a role without `players.pii` (decision 0046). */
  const viewFor = (actor: Actor) => (actor.type !== 'operator' || (actor.role && operatorAllows(actor.role, !!actor.team, 'players.pii')) ? operatorView : maskedOperatorView);

  /** `executor`: the caller's transaction, when there is one (embedded PGlite has one connection: `db` would wait on it). */
  async function settingsOf(merchantCode: string, executor: Db = db) {
    return (await repo.findSettings(executor, merchantCode)) ?? DEFAULT_SETTINGS;
  }

  /** Bets still owed under the turnover rule; null when the merchant has none. */
  async function turnoverOf(member: MemberRow, turnoverPercent: number, executor: Db = db) {
    if (turnoverPercent === 0) return null;
    const since = await repo.lastWithdrawalAt(executor, member.merchantCode, member.id);
    const { deposits, bets } = await deps.turnover(member.merchantCode, member.id, since, executor);
    return { required: turnoverRequired(deposits, turnoverPercent), done: bets > 0n ? bets : 0n };
  }

  /**
   * One state change of a withdrawal under its row lock: a concurrent change waits, then finds the
   * new state and is refused (withdraw.state_conflict), so approve and reject never both happen.
   */
  async function transition(
    merchantCode: string, id: number, memberId: number | undefined, allowed: WithdrawStatus[],
    change: (tx: Db, w: repo.WithdrawalRow) => Promise<repo.WithdrawalRow>,
  ) {
    return db.transaction(async (tx) => {
      const w = await repo.lockWithdrawal(tx, merchantCode, id, memberId);
      if (!w) throw new AppError('withdraw.not_found');
      if (!allowed.includes(w.status as WithdrawStatus)) throw new AppError('withdraw.state_conflict', { status: w.status });
      return change(tx, w);
    });
  }

  const service = {
    async info(member: MemberRow): Promise<WithdrawInfo> {
      const merchant = merchantOf(member.merchantCode);
      const settings = await settingsOf(member.merchantCode);
      const [balance, accounts, turnover, bonusLeft] = await Promise.all([
        wallet.balanceOf(member.merchantCode, account.member(member.id)),
        repo.listAccounts(db, member.merchantCode, member.id),
        turnoverOf(member, settings.turnoverPercent),
        deps.bonusTurnoverLeft ? db.transaction((tx) => deps.bonusTurnoverLeft!(tx, member)) : 0n,
      ]);
      return {
        balance: displayAmount(balance), currency: merchant.currency, currencySymbol: merchant.currencySymbol,
        minAmount: displayAmount(settings.minAmount), maxAmount: displayAmount(settings.maxAmount), autoReceiveMinutes: settings.autoReceiveMinutes,
        fundPasswordSet: member.fundPasswordHash !== null, payeeNameSet: !!member.payeeName, maxAccounts: MAX_WITHDRAW_ACCOUNTS,
        accounts: accounts.map(accountView),
        turnover: turnover && { required: displayAmount(turnover.required), done: displayAmount(turnover.done) },
        bonusTurnoverLeft: displayAmount(bonusLeft),
      };
    },

    /** Binds an account in the member's real name (payeeName, compared as the login check compares it). */
    async addAccount(ctx: RequestContext, member: MemberRow, body: WithdrawAccountBody) {
      if (!member.payeeName) throw new AppError('withdraw.payee_name_missing');
      if (!sameName(member.payeeName, body.holderName)) throw new AppError('withdraw.holder_name_mismatch');
      const created = await db.transaction(async (tx) => {
        await repo.lockMember(tx, member.id);
        const live = await repo.listAccounts(tx, member.merchantCode, member.id);
        if (live.length >= MAX_WITHDRAW_ACCOUNTS) throw new AppError('withdraw.account_limit', { max: MAX_WITHDRAW_ACCOUNTS });
        const row = await repo.insertAccount(tx, { merchantCode: member.merchantCode, memberId: member.id, ...body, holderName: member.payeeName! });
        if (!row) throw new AppError('withdraw.account_exists');
        await audit.record(tx, memberActor(ctx, member), {
          merchantCode: member.merchantCode, action: 'withdraw.account.add', target: `member:${member.id}`,
          before: null, after: { accountId: row.id, bankCode: row.bankCode, accountNumber: `…${row.accountNumber.slice(-4)}` },
        });
        return row;
      });
      return accountView(created);
    },

    /** Not while a withdrawal to it is pending: the operator is about to pay to it. */
    async removeAccount(ctx: RequestContext, member: MemberRow, id: number) {
      await db.transaction(async (tx) => {
        const row = await repo.lockAccount(tx, member.merchantCode, member.id, id);
        if (!row) throw new AppError('withdraw.account_not_found');
        if (await repo.hasPendingWithdrawal(tx, id)) throw new AppError('withdraw.account_in_use');
        await repo.removeAccount(tx, id, now());
        await audit.record(tx, memberActor(ctx, member), {
          merchantCode: member.merchantCode, action: 'withdraw.account.remove', target: `member:${member.id}`, before: { accountId: id }, after: null,
        });
      });
    },

    /**
     * Asks for a withdrawal and holds the amount at once (member wallet → withdrawal hold). The fund
     * password is checked first, under the security page's failure budget. A repeated request id
     * answers the original withdrawal; with another amount or account it is refused.
     */
    async request(ctx: RequestContext, member: MemberRow, body: WithdrawCreateBody): Promise<WithdrawView> {
      // Within the merchant's maximum per money call too (decision 0033).
      const amount = wallet.positiveAmount(member.merchantCode, body.amount);
      await security.checkFundPassword(member, body.fundPassword);
      const replay = (w: repo.WithdrawalRow) => {
        if (w.amount !== amount || w.bankAccountId !== body.accountId) throw new AppError('wallet.idempotency_conflict', { withdrawalId: w.id });
        return memberView(w);
      };
      const existing = await repo.findByRequest(db, member.merchantCode, member.id, body.requestId);
      if (existing) return replay(existing);
      await deps.collectVendorWallets?.(ctx, member);
      const settings = await settingsOf(member.merchantCode);
      if (amount < settings.minAmount || amount > settings.maxAmount) {
        throw new AppError('withdraw.amount_out_of_range', { minAmount: displayAmount(settings.minAmount), maxAmount: displayAmount(settings.maxAmount) });
      }
      const merchant = merchantOf(member.merchantCode);
      const created = await db.transaction(async (tx) => {
        // One request per member at a time: a double submit waits here for the first and then finds it,
        // and the turnover rule of a second request counts from the first.
        await repo.lockMember(tx, member.id);
        const earlier = await repo.findByRequest(tx, member.merchantCode, member.id, body.requestId);
        if (earlier) return { row: earlier, replayed: true };
        const turnover = await turnoverOf(member, settings.turnoverPercent, tx);
        if (turnover && turnover.done < turnover.required) {
          throw new AppError('withdraw.turnover_not_met', { required: displayAmount(turnover.required), done: displayAmount(turnover.done) });
        }
        // A bonus's turnover, counted from the member's rounds up to now (the promotions' grants).
        const bonusLeft = (await deps.bonusTurnoverLeft?.(tx, member)) ?? 0n;
        if (bonusLeft > 0n) throw new AppError('withdraw.turnover_open', { left: formatAmount(bonusLeft) });
        const bank = await repo.lockAccount(tx, member.merchantCode, member.id, body.accountId);
        if (!bank) throw new AppError('withdraw.account_not_found');
        const w = await repo.insertWithdrawal(tx, {
          merchantCode: member.merchantCode, memberId: member.id, requestId: body.requestId, bankAccountId: bank.id,
          bankCode: bank.bankCode, bankName: bank.bankName, accountNumber: bank.accountNumber, holderName: bank.holderName,
          amount, currency: merchant.currency, status: 'pending',
        });
        // Cannot happen under the member lock; kept so a missed lock fails as a conflict, not a second hold.
        if (!w) throw new AppError('wallet.idempotency_conflict');
        const posted = await wallet.postWithin(tx, {
          merchantCode: member.merchantCode, type: 'withdrawal', idempotencyKey: `withdraw:${w.id}:hold`, actor: memberActor(ctx, member),
          reference: target(w.id), legs: [{ account: account.member(member.id), amount: -amount }, { account: account.withdrawalHold, amount }],
        });
        await audit.record(tx, memberActor(ctx, member), {
          merchantCode: member.merchantCode, action: 'withdraw.request', target: target(w.id),
          before: null, after: { amount: formatAmount(amount), accountId: bank.id, postingId: posted.postingId },
        });
        return { row: w, replayed: false };
      });
      if (!created.replayed) await deps.events?.announce('withdrawal.created', created.row);
      return created.replayed ? replay(created.row) : memberView(created.row);
    },

    async list(member: MemberRow, q: { pageNo: number; pageSize: number; status?: WithdrawStatus }): Promise<WithdrawList> {
      const { list, total } = await repo.listWithdrawals(db, { merchantCode: member.merchantCode, memberId: member.id, status: q.status }, q.pageSize, (q.pageNo - 1) * q.pageSize);
      return { list: list.map(memberView), totalCount: total, totalPages: Math.ceil(total / q.pageSize) };
    },

    /**
     * The player's answer after disbursement (spec §3, §4). Partly or not received is a dispute for
     * operators; nothing moves until one resolves it. Past the deadline the withdrawal already counts
     * as received, so a late answer is refused.
     */
    async confirm(ctx: RequestContext, member: MemberRow, id: number, body: WithdrawConfirmBody): Promise<WithdrawView> {
      let patch: Partial<repo.WithdrawalRow>;
      if (body.outcome === 'partly_received') {
        const received = parseAmount(body.receivedAmount);
        if (received === null) throw new AppError('wallet.amount_invalid');
        patch = { status: 'partly_received', receivedAmount: received };
      } else if (body.outcome === 'not_received') {
        patch = { status: 'not_received', receivedAmount: 0n, proofFileIds: [...new Set(body.proofFileIds)] };
      } else {
        patch = { status: 'received' };
      }
      const at = now();
      const updated = await transition(member.merchantCode, id, member.id, ['disbursed'], async (tx, w) => {
        if (w.receiveDeadline && w.receiveDeadline <= at) throw new AppError('withdraw.state_conflict', { status: 'received' });
        if (patch.proofFileIds) {
          if (!deps.files) throw new AppError('withdraw.proof_required');
          await deps.files.assertOwned(member, patch.proofFileIds, tx);
        }
        const received = patch.receivedAmount ?? w.amount;
        if (patch.status === 'partly_received' && (received <= 0n || received >= w.amount)) throw new AppError('withdraw.received_amount_invalid');
        const row = await repo.updateWithdrawal(tx, w.id, { ...patch, receivedAmount: received, disputedAmount: w.amount - received || null, confirmedAt: at });
        await audit.record(tx, memberActor(ctx, member), {
          merchantCode: member.merchantCode, action: `withdraw.confirm.${body.outcome}`, target: target(w.id),
          before: { status: w.status }, after: { status: row.status, receivedAmount: formatAmount(received), proofs: row.proofFileIds.length },
        });
        return row;
      });
      return memberView(updated);
    },

    /** Unanswered disbursements past their deadline count as received (forced receipt: nothing is refunded). */
    async autoReceive(): Promise<number> {
      const at = now();
      const actor: Actor = { type: 'system', id: 'withdraw-auto-receipt', ip: null, merchantCode: null };
      let done = 0;
      for (const due of await repo.dueForReceipt(db, at, RECEIPT_BATCH)) {
        await transition(due.merchantCode, due.id, undefined, ['disbursed', 'received', 'partly_received', 'not_received', 'resolved'], async (tx, w) => {
          // The player may have answered since the list was read: then this one is not due any more.
          if (w.status !== 'disbursed' || !w.receiveDeadline || w.receiveDeadline > at) return w;
          const row = await repo.updateWithdrawal(tx, w.id, { status: 'received', receivedAmount: w.amount, forcedReceipt: true, confirmedAt: at });
          await audit.record(tx, actor, {
            merchantCode: w.merchantCode, action: 'withdraw.auto_receive', target: target(w.id),
            before: { status: w.status }, after: { status: 'received', forcedReceipt: true },
          });
          done++;
          return row;
        });
      }
      return done;
    },

    async listFor(actor: Actor, merchantCode: string, q: OperatorWithdrawQuery): Promise<OperatorWithdrawList> {
      assertScope(actor, merchantCode);
      const filter = {
        merchantCode, memberId: q.memberId, status: q.status, channelCode: q.channelCode, from: q.from ? new Date(q.from) : undefined, to: q.to ? new Date(q.to) : undefined,
        ...queueFilter(q, now()), team: actor.team ?? null,
      };
      const { list, total } = await repo.listForOperator(db, filter, q.pageSize, (q.pageNo - 1) * q.pageSize, deps.counts);
      const counted = Math.min(total, FINANCE_COUNT_CAP);
      const view = viewFor(actor);
      return {
        list: list.map((r) => ({ ...view(r.withdrawal), username: r.username })), totalCount: counted, totalPages: Math.ceil(counted / q.pageSize),
        totalCapped: total > FINANCE_COUNT_CAP,
      };
    },

    async getFor(actor: Actor, merchantCode: string, id: number) {
      assertScope(actor, merchantCode);
      const w = await repo.findWithdrawal(db, merchantCode, id);
      if (!w) throw new AppError('withdraw.not_found');
      return viewFor(actor)(w);
    },

    /** Approve and disburse: the held amount goes to the payment channel that pays the player. */
    /**
     * The operator's approval: paid out at once, or, above the merchant's withdrawal threshold, a request
     * a second operator approves (decision 0052); the withdrawal stays pending, its funds held, meanwhile.
     */
    async approve(actor: Actor, merchantCode: string, id: number, body: { channelCode?: string }) {
      assertScope(actor, merchantCode);
      const channelCode = body.channelCode ?? DEFAULT_CHANNEL;
      const found = await repo.findWithdrawal(db, merchantCode, id);
      if (!found) throw new AppError('withdraw.not_found');
      if (found.status !== 'pending') throw new AppError('withdraw.state_conflict', { status: found.status });
      const approval = deps.payoutApproval;
      if (actor.type === 'operator' && approval && found.amount > approval.above(merchantCode)) {
        const pending = await approval.request(actor, 'withdrawal.approve', { merchantCode, id, channelCode });
        return { ...operatorView(found), approvalRequestId: pending.requestId };
      }
      const updated = await db.transaction((tx) => service.disburseWithin(tx, actor, merchantCode, id, channelCode));
      await deps.events?.announce('withdrawal.decided', updated);
      return { ...operatorView(updated), approvalRequestId: null };
    },

    /** Tells the finance queues a withdrawal was decided (after the commit that decided it). */
    async announceDecided(row: repo.WithdrawalRow) {
      await deps.events?.announce('withdrawal.decided', row);
    },

    /** Pays a pending withdrawal out from a channel (held funds → channel), in the caller's transaction, under the row lock. */
    async disburseWithin(tx: Db, actor: Actor, merchantCode: string, id: number, channelCode: string) {
      const { autoReceiveMinutes } = await settingsOf(merchantCode, tx);
      const w = await repo.lockWithdrawal(tx, merchantCode, id);
      if (!w) throw new AppError('withdraw.not_found');
      if (w.status !== 'pending') throw new AppError('withdraw.state_conflict', { status: w.status });
      const posted = await wallet.postWithin(tx, {
        merchantCode, type: 'withdrawal', idempotencyKey: `withdraw:${w.id}:payout`, actor, reference: target(w.id),
        legs: [{ account: account.withdrawalHold, amount: -w.amount }, { account: account.paymentChannel(channelCode), amount: w.amount }],
      });
      const at = now();
      const row = await repo.updateWithdrawal(tx, w.id, {
        status: 'disbursed', channelCode, reviewedBy: actor.id, reviewedAt: at, disbursedAt: at,
        receiveDeadline: new Date(at.getTime() + autoReceiveMinutes * 60_000),
      });
      await audit.record(tx, actor, {
        merchantCode, action: 'withdraw.approve', target: target(w.id),
        before: { status: w.status }, after: { status: row.status, channelCode, amount: formatAmount(w.amount), postingId: posted.postingId },
      });
      return row;
    },

    async reject(actor: Actor, merchantCode: string, id: number, body: { reason: string }) {
      assertScope(actor, merchantCode);
      const updated = await transition(merchantCode, id, undefined, ['pending'], async (tx, w) => {
        const posted = await wallet.postWithin(tx, {
          merchantCode, type: 'withdrawal_release', idempotencyKey: `withdraw:${w.id}:release`, actor, reference: target(w.id), memo: body.reason,
          legs: [{ account: account.withdrawalHold, amount: -w.amount }, { account: account.member(w.memberId), amount: w.amount }],
        });
        const row = await repo.updateWithdrawal(tx, w.id, { status: 'rejected', rejectReason: body.reason, reviewedBy: actor.id, reviewedAt: now() });
        await audit.record(tx, actor, {
          merchantCode, action: 'withdraw.reject', target: target(w.id),
          before: { status: w.status }, after: { status: row.status, reason: body.reason, postingId: posted.postingId },
        });
        return row;
      });
      await deps.events?.announce('withdrawal.decided', updated);
      return operatorView(updated);
    },

    /**
     * Closes a dispute: `paid` (the money did arrive; nothing moves) or `refunded` (the disputed
     * amount comes back from the payment channel to the member's wallet, once).
     */
    async resolve(actor: Actor, merchantCode: string, id: number, body: { resolution: WithdrawResolution; note: string }) {
      assertScope(actor, merchantCode);
      const updated = await transition(merchantCode, id, undefined, ['partly_received', 'not_received'], async (tx, w) => {
        let postingId: number | null = null;
        if (body.resolution === 'refunded' && w.disputedAmount) {
          const posted = await wallet.postWithin(tx, {
            merchantCode, type: 'withdrawal_release', idempotencyKey: `withdraw:${w.id}:refund`, actor, reference: target(w.id), memo: body.note,
            legs: [{ account: account.paymentChannel(w.channelCode ?? DEFAULT_CHANNEL), amount: -w.disputedAmount }, { account: account.member(w.memberId), amount: w.disputedAmount }],
          });
          postingId = posted.postingId;
        }
        const row = await repo.updateWithdrawal(tx, w.id, { status: 'resolved', resolution: body.resolution, resolutionNote: body.note, resolvedBy: actor.id, resolvedAt: now() });
        await audit.record(tx, actor, {
          merchantCode, action: 'withdraw.resolve', target: target(w.id),
          before: { status: w.status, disputedAmount: w.disputedAmount === null ? null : formatAmount(w.disputedAmount) },
          after: { status: row.status, resolution: body.resolution, note: body.note, postingId },
        });
        return row;
      });
      await deps.events?.announce('withdrawal.decided', updated);
      return operatorView(updated);
    },

    async settingsFor(actor: Actor, merchantCode: string) {
      assertScope(actor, merchantCode);
      return settingsView(await settingsOf(merchantCode));
    },

    /** New withdrawal rules, checked; nothing is written here: an approval applies them (decision 0052). */
    async checkSettings(actor: Actor, merchantCode: string, body: WithdrawSettingsBody, executor: Db = db) {
      assertScope(actor, merchantCode);
      merchantOf(merchantCode);
      const minAmount = parseAmount(body.minAmount);
      const maxAmount = parseAmount(body.maxAmount);
      const multiple = parseAmount(body.turnoverMultiple);
      if (minAmount === null || maxAmount === null || minAmount <= 0n || maxAmount < minAmount || maxAmount > INT64_MAX) throw new AppError('withdraw.settings_invalid', { field: 'amount' });
      if (multiple === null || multiple < 0n || multiple > 100_000n) throw new AppError('withdraw.settings_invalid', { field: 'turnoverMultiple' });
      const next = { minAmount, maxAmount, autoReceiveMinutes: body.autoReceiveMinutes, turnoverPercent: Number(multiple) };
      return { before: settingsView(await settingsOf(merchantCode, executor)), next: settingsView(next) };
    },

    /** Writes checked rules (their view, as checkSettings made it) and the audit record in the caller's transaction. */
    async setSettingsWithin(tx: Db, actor: Actor, merchantCode: string, view: WithdrawSettings) {
      const next = {
        minAmount: parseAmount(view.minAmount)!, maxAmount: parseAmount(view.maxAmount)!, autoReceiveMinutes: view.autoReceiveMinutes,
        turnoverPercent: Number(parseAmount(view.turnoverMultiple)!),
      };
      const before = (await repo.findSettings(tx, merchantCode)) ?? DEFAULT_SETTINGS;
      await repo.upsertSettings(tx, { merchantCode, ...next });
      await audit.record(tx, actor, { merchantCode, action: 'withdraw.settings.set', target: `merchant:${merchantCode}`, before: settingsView(before), after: settingsView(next) });
      return settingsView(next);
    },
  };
  return service;
}
export type WithdrawService = ReturnType<typeof createWithdrawService>;
