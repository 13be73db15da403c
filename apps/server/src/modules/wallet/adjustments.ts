import type { AdjustmentPage, AdjustmentStatus, WalletAdjustBody, WalletAdjustResult, WalletAdjustment, WalletLimits, WalletLimitsBody } from '@platform/contracts';
import { MEMBER_TYPE } from '@platform/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { formatAmount, parseAmount } from '../../lib/money';
import type { Actor, AuditRecord, AuditService } from '../audit/service';
import type { Merchant, MerchantService } from '../merchant/service';
import { operatorIdOf } from '../operator/service';
import { effectiveLimits, type ConfiguredLimits } from './limits';
import { account, memberEntry, type PostingInput } from './posting';
import * as repo from './repo';
import * as requests from './adjustments-repo';
import type { PostingResult } from './service';

/** Real (not trial) members by merchant are remembered up to this many, as they never change. */
const MEMBER_MEMO_MAX = 50_000;

/** What the adjustments need of the wallet service (service.ts wires itself in). */
interface Poster {
  post(input: PostingInput, opts: { audit?: (posted: PostingResult) => AuditRecord }): Promise<PostingResult>;
  postWithin(tx: Db, input: PostingInput): Promise<PostingResult>;
}

/**
 * Operator adjustments with maker-checker (issue 16, decision 0033) and the money limits they and the
 * other money calls obey. At or below the merchant's approval threshold an adjustment posts at once,
 * as before; above it, it waits as a request until a different operator approves it (then it posts
 * under the maker's idempotency key, once) or someone rejects it. Every step is audited.
 */
export function createAdjustments(deps: { db: Db; audit: AuditService; merchants: MerchantService; wallet: Poster }) {
  const { db, audit, merchants, wallet } = deps;
  const realMembers = new Set<string>();
  const merchantOf = (code: string): Merchant => merchants.get(code);

  function limitsOf(merchantCode: string) {
    return effectiveLimits(merchantOf(merchantCode).currency, merchants.settings(merchantCode).moneyLimits);
  }

  function limitsViewOf(merchantCode: string, limits: ReturnType<typeof limitsOf>): WalletLimits {
    return {
      merchantCode, currency: merchantOf(merchantCode).currency, maxAmount: formatAmount(limits.maxAmount),
      adjustApprovalAbove: formatAmount(limits.adjustApprovalAbove), withdrawApprovalAbove: formatAmount(limits.withdrawApprovalAbove),
      configured: limits.configured,
    };
  }

  /** An amount within the merchant's maximum, or wallet.amount_too_large with the maximum. */
  function assertWithinLimit(merchantCode: string, amount: bigint) {
    const { maxAmount } = limitsOf(merchantCode);
    if ((amount < 0n ? -amount : amount) > maxAmount) {
      throw new AppError('wallet.amount_too_large', { maxAmount: formatAmount(maxAmount), currency: merchantOf(merchantCode).currency });
    }
  }

  async function assertRealMember(merchantCode: string, memberId: number) {
    if (realMembers.has(`${merchantCode}|${memberId}`)) return;
    const member = await repo.findMember(db, merchantCode, memberId);
    if (!member) throw new AppError('member.not_found');
    if (member.type === MEMBER_TYPE.trial) throw new AppError('member.in_need_true_account');
    if (realMembers.size >= MEMBER_MEMO_MAX) realMembers.clear();
    realMembers.add(`${merchantCode}|${memberId}`);
  }

  /** The posting of an adjustment: member against the house, keyed by the maker's idempotency key. */
  const postingOf = (merchantCode: string, memberId: number, amount: bigint, reason: string, key: string, actor: Actor): PostingInput => ({
    merchantCode, type: 'adjustment', idempotencyKey: `adjust:${key}`, actor, memo: reason,
    legs: [{ account: account.member(memberId), amount }, { account: account.house, amount: -amount }],
  });

  function moneyAudit(merchantCode: string, memberId: number, amount: bigint, reason: string, posted: PostingResult, extra: Record<string, unknown> = {}) {
    const entry = memberEntry(posted.entries, memberId)!;
    return {
      merchantCode, action: 'wallet.adjust', target: `member:${memberId}`,
      before: { balance: formatAmount(entry.balanceBefore!) },
      after: { balance: formatAmount(entry.balanceAfter!), amount: formatAmount(amount), reason, postingId: posted.postingId, ...extra },
    };
  }

  function postedResult(merchantCode: string, memberId: number, posted: Pick<PostingResult, 'postingId' | 'replayed' | 'createdAt' | 'entries'>, requestId: number | null): WalletAdjustResult {
    const entry = memberEntry(posted.entries, memberId)!;
    return {
      status: 'posted', requestId, postingId: posted.postingId, replayed: posted.replayed, merchantCode, memberId,
      amount: formatAmount(entry.amount), balance: formatAmount(entry.balanceAfter!), currency: merchantOf(merchantCode).currency,
      createdAt: posted.createdAt.toISOString(),
    };
  }

  function view(row: requests.AdjustmentRow): WalletAdjustment {
    return {
      id: row.id, merchantCode: row.merchantCode, memberId: row.memberId, amount: formatAmount(row.amount), currency: merchantOf(row.merchantCode).currency,
      reason: row.reason, status: row.status, requestedBy: row.requestedBy, requestedAt: row.requestedAt.toISOString(),
      decidedBy: row.decidedBy, decidedAt: row.decidedAt?.toISOString() ?? null, decisionReason: row.decisionReason, postingId: row.postingId,
    };
  }

  /** A request this actor may see: another merchant's is not found (its existence is not told). */
  async function requestFor(actor: Actor, id: number) {
    const row = await requests.findById(db, id, actor.merchantCode);
    if (!row) throw new AppError('wallet.adjust_request_not_found');
    merchants.assertOperatorScope(actor, row.merchantCode);
    return row;
  }

  /** The answer for an approved request: its posting, as a replay (nothing moves again). */
  async function approvedResult(row: requests.AdjustmentRow): Promise<WalletAdjustResult> {
    const posting = await repo.findPostingByKey(db, row.merchantCode, `adjust:${row.idempotencyKey}`);
    if (!posting) throw new AppError('wallet.adjust_request_decided');
    const entries = await repo.listEntries(db, posting.id);
    return postedResult(row.merchantCode, row.memberId, { postingId: posting.id, replayed: true, createdAt: posting.createdAt, entries }, row.id);
  }

  /** The maker's request, new or (same key) the one already made; a key reused for something else conflicts. */
  async function request(actor: Actor, merchantCode: string, memberId: number, amount: bigint, body: WalletAdjustBody): Promise<WalletAdjustResult> {
    const fresh = await db.transaction(async (tx) => {
      const created = await requests.insertRequest(tx, {
        merchantCode, memberId, amount, reason: body.reason, idempotencyKey: body.idempotencyKey,
        requestedById: operatorIdOf(actor), requestedBy: actor.id,
      });
      if (created) {
        await audit.record(tx, actor, {
          merchantCode, action: 'wallet.adjust.requested', target: `member:${memberId}`, before: null,
          after: { requestId: created.id, amount: formatAmount(amount), reason: body.reason, approvalAbove: formatAmount(limitsOf(merchantCode).adjustApprovalAbove) },
        });
      }
      return created;
    });
    const row = fresh ?? (await requests.findByKey(db, merchantCode, body.idempotencyKey))!;
    if (row.memberId !== memberId || row.amount !== amount || row.reason !== body.reason) throw new AppError('wallet.idempotency_conflict', { requestId: row.id });
    if (row.status === 'approved') return approvedResult(row);
    return {
      status: 'pending', requestId: row.id, postingId: null, replayed: !fresh, merchantCode, memberId, amount: formatAmount(amount),
      balance: null, currency: merchantOf(merchantCode).currency, createdAt: row.requestedAt.toISOString(),
    };
  }

  return {
    limitsOf,
    assertWithinLimit,

    /**
     * A positive amount as a money call reads it: minor units, not zero, within the merchant's maximum.
     * The request schema already refused anything that is not a canonical decimal.
     */
    positiveAmount(merchantCode: string, input: string | number): bigint {
      const amount = parseAmount(input);
      if (amount === null || amount <= 0n) throw new AppError('wallet.amount_invalid');
      assertWithinLimit(merchantCode, amount);
      return amount;
    },

    limitsView(actor: Actor, merchantCode: string): WalletLimits {
      merchants.assertOperatorScope(actor, merchantCode);
      return limitsViewOf(merchantCode, limitsOf(merchantCode));
    },

    /** The limits as they would read once `configured` applies (before it is: the approval's answer). */
    limitsViewAfter(merchantCode: string, configured: ConfiguredLimits): WalletLimits {
      return limitsViewOf(merchantCode, effectiveLimits(merchantOf(merchantCode).currency, configured));
    },

    /**
     * New limits as an operator asks for them, checked and written as the merchant keeps them (an absent
     * withdrawal threshold keeps the one set before), and the limits in force. Nothing is written here: an
     * approval applies it.
     */
    checkLimits(actor: Actor, merchantCode: string, body: WalletLimitsBody): { before: ConfiguredLimits; next: ConfiguredLimits } {
      merchants.assertOperatorScope(actor, merchantCode);
      const configured = merchants.settings(merchantCode).moneyLimits;
      // What is in force (defaults included), as the checker compares it with the request.
      const current = limitsOf(merchantCode);
      const before: ConfiguredLimits = {
        maxAmount: formatAmount(current.maxAmount), adjustApprovalAbove: formatAmount(current.adjustApprovalAbove), withdrawApprovalAbove: formatAmount(current.withdrawApprovalAbove),
      };
      const maxAmount = parseAmount(body.maxAmount);
      const approvalAbove = parseAmount(body.adjustApprovalAbove);
      const withdrawAbove = body.withdrawApprovalAbove === undefined ? undefined : parseAmount(body.withdrawApprovalAbove);
      if (maxAmount === null || maxAmount <= 0n) throw new AppError('system.invalid_input', [{ path: '/maxAmount', message: 'a positive amount' }]);
      if (approvalAbove === null) throw new AppError('system.invalid_input', [{ path: '/adjustApprovalAbove', message: 'an amount' }]);
      if (withdrawAbove === null) throw new AppError('system.invalid_input', [{ path: '/withdrawApprovalAbove', message: 'an amount' }]);
      const next: ConfiguredLimits = { ...configured, maxAmount: formatAmount(maxAmount), adjustApprovalAbove: formatAmount(approvalAbove) };
      if (withdrawAbove !== undefined) next.withdrawApprovalAbove = formatAmount(withdrawAbove);
      return { before, next };
    },

    /**
     * Operator manual adjustment: a positive amount credits the member from the house, a negative one
     * debits to it. The key makes a retried request one adjustment (or one request, above the threshold).
     */
    async adjust(actor: Actor, merchantCode: string, memberId: number, body: WalletAdjustBody): Promise<WalletAdjustResult> {
      merchants.assertOperatorScope(actor, merchantCode);
      const amount = parseAmount(body.amount);
      if (amount === null || amount === 0n) throw new AppError('wallet.amount_invalid');
      assertWithinLimit(merchantCode, amount);
      await assertRealMember(merchantCode, memberId);
      if ((amount < 0n ? -amount : amount) > limitsOf(merchantCode).adjustApprovalAbove) {
        // A key that already posted (the threshold was lowered since) answers that posting, as a replay does.
        if (!(await repo.findPostingByKey(db, merchantCode, `adjust:${body.idempotencyKey}`))) return request(actor, merchantCode, memberId, amount, body);
      }
      const posted = await wallet.post(postingOf(merchantCode, memberId, amount, body.reason, body.idempotencyKey, actor), {
        audit: (p) => moneyAudit(merchantCode, memberId, amount, body.reason, p),
      });
      return postedResult(merchantCode, memberId, posted, null);
    },

    async list(actor: Actor, q: { status?: AdjustmentStatus; merchantCode?: string; pageNo: number; pageSize: number }): Promise<AdjustmentPage> {
      if (q.merchantCode !== undefined) merchants.assertOperatorScope(actor, q.merchantCode);
      const { rows, total } = await requests.list(db, { merchantCode: actor.merchantCode ?? q.merchantCode ?? null, status: q.status, pageNo: q.pageNo, pageSize: q.pageSize, team: actor.team ?? null });
      return { list: rows.map(view), pageNo: q.pageNo, pageSize: q.pageSize, totalCount: total, totalPages: Math.ceil(total / q.pageSize) };
    },

    /**
     * The checker: a different operator in the request's merchant. The request is claimed (pending →
     * approved) and the money posted in one transaction, so two approvals, even at once, post once; a
     * refused posting (insufficient funds) leaves it pending.
     */
    async approve(actor: Actor, id: number): Promise<WalletAdjustResult> {
      const row = await requestFor(actor, id);
      const me = operatorIdOf(actor);
      if (row.requestedById !== null ? row.requestedById === me : row.requestedBy === actor.id) throw new AppError('wallet.adjust_self_approval');
      if (row.status === 'rejected') throw new AppError('wallet.adjust_request_decided', { status: row.status });
      if (row.status === 'approved') return approvedResult(row);
      const input = postingOf(row.merchantCode, row.memberId, row.amount, row.reason, row.idempotencyKey, actor);
      const outcome = await db.transaction(async (tx) => {
        const claimed = await requests.decide(tx, row.id, { status: 'approved', decidedBy: actor.id, decidedAt: new Date(), decisionReason: null });
        if (!claimed) return null;
        const posted = await wallet.postWithin(tx, input);
        await requests.setPosting(tx, row.id, posted.postingId);
        await audit.record(tx, actor, {
          merchantCode: row.merchantCode, action: 'wallet.adjust.approved', target: `member:${row.memberId}`, before: { status: 'pending' },
          after: { status: 'approved', requestId: row.id, requestedBy: row.requestedBy, postingId: posted.postingId },
        });
        if (!posted.replayed) await audit.record(tx, actor, moneyAudit(row.merchantCode, row.memberId, row.amount, row.reason, posted, { requestId: row.id, requestedBy: row.requestedBy }));
        return posted;
      });
      if (outcome) return postedResult(row.merchantCode, row.memberId, outcome, row.id);
      // Another decision won the race: the same answer as if it had come first.
      const now = (await requests.findById(db, row.id, null))!;
      if (now.status !== 'approved') throw new AppError('wallet.adjust_request_decided', { status: now.status });
      return approvedResult(now);
    },

    /** Any operator of the merchant (the maker too, withdrawing it) rejects a pending request, with a reason. */
    async reject(actor: Actor, id: number, reason: string): Promise<WalletAdjustment> {
      const row = await requestFor(actor, id);
      if (row.status === 'approved') throw new AppError('wallet.adjust_request_decided', { status: row.status });
      if (row.status === 'rejected') return view(row);
      const decided = await db.transaction(async (tx) => {
        const done = await requests.decide(tx, row.id, { status: 'rejected', decidedBy: actor.id, decidedAt: new Date(), decisionReason: reason });
        if (done) {
          await audit.record(tx, actor, {
            merchantCode: row.merchantCode, action: 'wallet.adjust.rejected', target: `member:${row.memberId}`, before: { status: 'pending' },
            after: { status: 'rejected', requestId: row.id, requestedBy: row.requestedBy, amount: formatAmount(row.amount), reason },
          });
        }
        return done;
      });
      if (decided) return view(decided);
      const now = (await requests.findById(db, row.id, null))!;
      if (now.status !== 'rejected') throw new AppError('wallet.adjust_request_decided', { status: now.status });
      return view(now);
    },
  };
}
export type Adjustments = ReturnType<typeof createAdjustments>;
