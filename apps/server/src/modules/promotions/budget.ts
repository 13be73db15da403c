import type { PromotionBudget, PromotionBudgetAction, PromotionBudgetBody, PromotionBudgetQuery, PromotionBudgetResult, PromotionBudgetView } from '@platform/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { formatAmount } from '../../lib/money';
import type { ApprovalKindHandler, ApprovalRow, ApprovalService } from '../approvals/service';
import type { Actor, AuditService } from '../audit/service';
import type { MerchantService } from '../merchant/service';
import { account, type PostingInput, type WalletService } from '../wallet/service';
import * as applicationsRepo from './applications-repo';
import * as repo from './repo';

/** The approval kind of a budget movement above the merchant's adjustment threshold. */
export const FUND_KIND = 'promotion.fund';

type Wallet = Pick<WalletService, 'postWithin' | 'positiveAmount' | 'hasPosting' | 'accountTotals' | 'accountEntries'> & {
  adjustments: Pick<WalletService['adjustments'], 'limitsOf'>;
};

/** What a request for a second operator carries (the amount as an exact decimal). */
interface MovePayload { promotionId: number; action: PromotionBudgetAction; amount: string; reason: string; idempotencyKey: string }

const TYPE_OF = { fund: 'promotion_funding', return: 'promotion_defund' } as const;
const target = (promotionId: number) => `promotion:${promotionId}:budget`;
/** Names what it moves, never when: a retry, a second click or the approval posts the same key once. */
const keyOf = (promotionId: number, action: PromotionBudgetAction, clientKey: string) => `promo:${promotionId}:${action}:${clientKey}`;

/**
 * Funding is for a promotion that may still pay; what is left goes back once it is closed (closed is
 * final, so nothing can pay from it afterwards).
 */
function assertMayMove(status: string, action: PromotionBudgetAction) {
  if (action === 'fund' && status === 'closed') throw new AppError('promotion.closed');
  if (action === 'return' && status !== 'closed') throw new AppError('promotion.not_closed');
}

/**
 * A promotion's budget (decision 0058): its own tracked ledger account, funded from the merchant's
 * bonus account and given back to it, each movement one posting under the operator's key, audited
 * with the budget before and after. Above the merchant's adjustment approval threshold a movement waits
 * for a second operator (approval kind `promotion.fund`). Payouts take from the same account, so its
 * floor of 0 and row lock are what keep the budget from being overspent.
 */
export function createPromotionBudgets(deps: {
  db: Db; audit: AuditService; merchants: MerchantService; wallet: Wallet;
  approvals: Pick<ApprovalService, 'request' | 'pending' | 'latestWithKey'>;
}) {
  const { db, audit, merchants, wallet, approvals } = deps;
  const currencyOf = (merchantCode: string) => merchants.get(merchantCode).currency;

  async function summaries(merchantCode: string, ids: number[], executor: Db = db): Promise<PromotionBudget[]> {
    const totals = await wallet.accountTotals(merchantCode, ids.map(account.promotionBudget), executor);
    const currency = currencyOf(merchantCode);
    return totals.map(({ balance, byType }) => {
      const funded = byType.get(TYPE_OF.fund) ?? 0n;
      const returned = -(byType.get(TYPE_OF.return) ?? 0n);
      let paid = 0n;
      for (const [type, total] of byType) if (type !== TYPE_OF.fund && type !== TYPE_OF.return) paid -= total;
      return { currency, balance: formatAmount(balance), funded: formatAmount(funded), returned: formatAmount(returned), paid: formatAmount(paid) };
    });
  }
  const summaryOf = async (merchantCode: string, id: number, executor: Db = db) => (await summaries(merchantCode, [id], executor))[0]!;

  function postingOf(merchantCode: string, actor: Actor, p: MovePayload & { amountMinor: bigint }): PostingInput {
    const into = p.action === 'fund' ? p.amountMinor : -p.amountMinor;
    return {
      merchantCode, type: TYPE_OF[p.action], idempotencyKey: keyOf(p.promotionId, p.action, p.idempotencyKey), actor,
      reference: `promotion:${p.promotionId}`, memo: p.reason,
      legs: [{ account: account.promotionBudget(p.promotionId), amount: into }, { account: account.bonus, amount: -into }],
    };
  }

  /**
   * The movement in the caller's transaction, with the promotion's row share-locked so it cannot close
   * (or be funded after closing) halfway; audited unless it is a replay of its key.
   */
  async function postWithin(tx: Db, actor: Actor, merchantCode: string, p: MovePayload & { amountMinor: bigint }, extra: Record<string, unknown> = {}) {
    const promotion = await repo.lockPromotionShared(tx, merchantCode, p.promotionId);
    if (!promotion) throw new AppError('promotion.not_found');
    const posted = await wallet.postWithin(tx, postingOf(merchantCode, actor, p));
    // After the posting, so a retry of one already made answers it whatever the status now; a refusal rolls the new one back.
    if (!posted.replayed) {
      assertMayMove(promotion.status, p.action);
      const entry = posted.entries.find((e) => e.kind === 'promotion_budget')!;
      await audit.record(tx, actor, {
        merchantCode, action: `promotion.budget.${p.action}`, target: `promotion:${p.promotionId}`,
        before: { budget: formatAmount(entry.balanceBefore!) },
        after: { budget: formatAmount(entry.balanceAfter!), amount: p.amount, reason: p.reason, postingId: posted.postingId, ...extra },
      });
    }
    return posted;
  }

  const sameRequest = (row: ApprovalRow, p: MovePayload) => {
    const w = row.payload as unknown as MovePayload;
    return w.idempotencyKey === p.idempotencyKey && w.action === p.action && w.amount === p.amount && w.reason === p.reason;
  };

  /**
   * Asks a second operator. The maker's retry with the same key answers the request already waiting, or
   * says it was decided (rejected, withdrawn, out of date: `approval.decided`); the same key for another
   * movement is refused, as a posting's would be.
   */
  async function requestApproval(actor: Actor, merchantCode: string, p: MovePayload, budget: () => Promise<PromotionBudget>): Promise<PromotionBudgetResult> {
    const answer = async (requestId: number, replayed: boolean): Promise<PromotionBudgetResult> => ({
      status: 'pending', requestId, postingId: null, replayed, action: p.action, amount: p.amount, budget: await budget(),
    });
    // The key's own request, in whatever status: a retry of a request refused, withdrawn or out of date is not a new one.
    const waiting = async () => {
      const row = await approvals.latestWithKey(FUND_KIND, target(p.promotionId), 'idempotencyKey', p.idempotencyKey);
      if (!row) return null;
      if (!sameRequest(row, p)) throw new AppError('wallet.idempotency_conflict', { requestId: row.id });
      if (row.status !== 'pending') throw new AppError('approval.decided', { status: row.status, requestId: row.id });
      return row.id;
    };
    const already = await waiting();
    if (already !== null) return answer(already, true);
    try {
      const { requestId } = await approvals.request(actor, FUND_KIND, { merchantCode, ...p } satisfies MovePayload & { merchantCode: string });
      return await answer(requestId, false);
    } catch (err) {
      // Two retries raced: the one that lost finds the other's request.
      const raced = err instanceof AppError && err.code === 'approval.pending_exists' ? await waiting() : null;
      if (raced === null) throw err;
      return answer(raced, true);
    }
  }

  const approvalKind: ApprovalKindHandler = {
    permission: 'promotions.fund',
    async validate(tx: Db, actor: Actor, input: unknown) {
      const { merchantCode, promotionId, action, amount, reason, idempotencyKey } = input as MovePayload & { merchantCode: string };
      const code = merchants.assertOperatorScope(actor, merchantCode).merchantCode;
      const promotion = await repo.findPromotion(tx, code, promotionId);
      if (!promotion) throw new AppError('promotion.not_found');
      assertMayMove(promotion.status, action);
      const budget = await summaryOf(code, promotionId, tx);
      return {
        merchantCode: code, target: target(promotionId),
        payload: { promotionId, code: promotion.code, action, amount: formatAmount(wallet.positiveAmount(code, amount)), reason, idempotencyKey },
        before: { balance: budget.balance },
      };
    },
    /** A promotion closed since a funding was asked for pays nothing more: the request is stale, not stuck. */
    async apply(tx: Db, actor: Actor, request: ApprovalRow) {
      const p = request.payload as unknown as MovePayload;
      const merchantCode = request.merchantCode!;
      try {
        const posted = await postWithin(tx, actor, merchantCode, { ...p, amountMinor: wallet.positiveAmount(merchantCode, p.amount) }, { requestId: request.id, requestedBy: request.requestedBy });
        return { result: { postingId: posted.postingId, action: p.action, amount: p.amount } };
      } catch (err) {
        if (err instanceof AppError && err.code === 'promotion.closed') throw new AppError('approval.stale');
        throw err;
      }
    },
  };

  return {
    approvalKind,
    summaries,

    /** The budget panel: figures, the movement waiting for a second operator, a page of movements, and what the promotion has done. */
    async view(actor: Actor, merchantCode: string, id: number, q: PromotionBudgetQuery): Promise<PromotionBudgetView> {
      merchantCode = merchants.assertOperatorScope(actor, merchantCode).merchantCode;
      if (!(await repo.findPromotion(db, merchantCode, id))) throw new AppError('promotion.not_found');
      const [budget, pending, entries, report] = await Promise.all([
        summaryOf(merchantCode, id),
        approvals.pending(FUND_KIND, target(id)),
        wallet.accountEntries(merchantCode, account.promotionBudget(id), { limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize }),
        applicationsRepo.reportOf(db, id),
      ]);
      const waiting = pending ? (pending.payload as unknown as MovePayload) : null;
      const names = await applicationsRepo.usernamesOf(db, merchantCode, [...new Set(entries.list.flatMap((e) => (e.memberId === null ? [] : [e.memberId])))]);
      return {
        budget,
        pending: pending && waiting ? {
          requestId: pending.id, action: waiting.action, amount: waiting.amount, reason: waiting.reason, requestedBy: pending.requestedBy, requestedAt: pending.requestedAt.toISOString(),
        } : null,
        entries: {
          totalCount: entries.total, totalPages: Math.ceil(entries.total / q.pageSize),
          list: entries.list.map((e) => ({
            postingId: e.postingId, type: e.type, amount: formatAmount(e.amount), balanceAfter: formatAmount(e.balanceAfter ?? 0n),
            memberId: e.memberId, username: e.memberId === null ? null : names.get(e.memberId) ?? null, actor: e.actorId, memo: e.memo, createdAt: e.createdAt.toISOString(),
          })),
        },
        report,
      };
    },

    /** Fund or give back: at once up to the merchant's adjustment approval threshold, else a request for a second operator. */
    async move(actor: Actor, merchantCode: string, id: number, body: PromotionBudgetBody): Promise<PromotionBudgetResult> {
      merchantCode = merchants.assertOperatorScope(actor, merchantCode).merchantCode;
      const amountMinor = wallet.positiveAmount(merchantCode, body.amount);
      const p: MovePayload = { promotionId: id, action: body.action, amount: formatAmount(amountMinor), reason: body.reason, idempotencyKey: body.idempotencyKey };
      const budget = () => summaryOf(merchantCode, id);
      // A key that already posted (the threshold was raised since, or the request was approved) answers that posting.
      if (amountMinor > wallet.adjustments.limitsOf(merchantCode).adjustApprovalAbove && !(await wallet.hasPosting(merchantCode, keyOf(id, p.action, p.idempotencyKey)))) {
        return requestApproval(actor, merchantCode, p, budget);
      }
      const posted = await db.transaction((tx) => postWithin(tx, actor, merchantCode, { ...p, amountMinor }));
      return { status: 'posted', requestId: null, postingId: posted.postingId, replayed: posted.replayed, action: p.action, amount: p.amount, budget: await budget() };
    },
  };
}
export type PromotionBudgets = ReturnType<typeof createPromotionBudgets>;
