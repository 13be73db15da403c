import {
  applyRule, FALLBACK_LANGUAGE,
  type ApplicationChecks, type ApplicationStatus, type LinkReason, type ApplyRule, type Language, type MemberApplication, type MemberPromotionState, type OperatorApplication,
  type OperatorApplicationPage, type OperatorApplicationQuery, type PromotionApplyBody,
} from '@platform/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { displayAmount, formatAmount, parseAmount } from '../../lib/money';
import type { Actor, AuditService } from '../audit/service';
import type { FilesService } from '../files/service';
import type { MerchantService } from '../merchant/service';
import { account, type WalletService } from '../wallet/service';
import type { WalletTotals } from '../wallet/totals';
import * as repo from './applications-repo';
import { periodOf } from './player-view';
import * as promotionsRepo from './repo';
import { applicationPeriodKey } from './rules';

type Wallet = Pick<WalletService, 'postWithin' | 'positiveAmount'>;
type Totals = Pick<WalletTotals, 'playSummary'>;
/** Linked accounts a review lists at most. */
const LINKED_MAX = 20;
interface Member { id: number; merchantCode: string }

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const rulesOf = (row: { rules: Record<string, unknown> }): ApplyRule => applyRule.parse(row.rules);

function memberView(row: repo.ApplicationRow): MemberApplication {
  return {
    id: row.id, status: row.status as ApplicationStatus, remark: row.remark, images: row.fileIds.length,
    amount: row.amount === null ? null : displayAmount(row.amount), reason: row.reason, createdAt: row.createdAt.toISOString(), decidedAt: iso(row.decidedAt),
  };
}

/**
 * Apply-type promotions (spec §3, §4, §5; issue 19; decision 0058): a player applies with a remark and up
 * to three images once per period of the promotion's rules; an operator issues an amount up to the rules'
 * maximum, paid from the promotion's budget in the decision's transaction (so a budget too small refuses
 * it and the application stays pending), or rejects it with a reason the player sees. Every decision is
 * audited; a second decision finds the application decided.
 */
export function createPromotionApplications(deps: {
  db: Db; audit: AuditService; merchants: MerchantService; files: Pick<FilesService, 'assertOwned'>; wallet: Wallet; totals: Totals; now?: () => Date;
}) {
  const { db, audit, merchants, files, wallet, totals } = deps;
  const now = deps.now ?? (() => new Date());
  const zoneOf = (merchantCode: string) => merchants.get(merchantCode).timeZone;

  /** A published apply promotion by the code players see; any other is not found for this call. */
  async function applyPromotion(executor: Db, merchantCode: string, code: string) {
    const promotion = await promotionsRepo.findPublishedByCode(executor, merchantCode, code);
    if (!promotion) throw new AppError('promotion.not_found');
    if (promotion.kind !== 'apply') throw new AppError('promotion.not_applicable');
    return promotion;
  }

  async function stateOf(executor: Db, member: Member, promotion: promotionsRepo.PromotionRow, at: Date): Promise<MemberPromotionState> {
    const rule = rulesOf(promotion);
    const window = periodOf(promotion, at);
    const latest = await repo.latestApplication(executor, promotion.id, member.id, applicationPeriodKey(rule.period, at, zoneOf(member.merchantCode)));
    const base = { code: promotion.code, kind: 'apply' as const, canJoin: false, grant: null, period: rule.period, minImages: rule.minImages, application: latest ? memberView(latest) : null, rush: null };
    if (latest?.status === 'pending') return { ...base, state: 'APPLYING', canApply: false };
    if (latest?.status === 'approved') return { ...base, state: 'ISSUED', canApply: false };
    if (window === 'COMING_SOON') return { ...base, state: 'COMING_SOON', canApply: false };
    if (window === 'CLOSE') return { ...base, state: 'CLOSE', canApply: false };
    return { ...base, state: latest ? 'REJECTED' : 'JOIN', canApply: true };
  }

  function operatorView(found: NonNullable<Awaited<ReturnType<typeof repo.findApplicationView>>>): OperatorApplication {
    const a = found.application;
    return {
      id: a.id, merchantCode: a.merchantCode, promotionId: a.promotionId, promotionCode: found.code, memberId: a.memberId, username: found.username,
      period: a.period, remark: a.remark, fileIds: a.fileIds, status: a.status as ApplicationStatus,
      amount: a.amount === null ? null : formatAmount(a.amount), maxAmount: formatAmount(parseAmount(rulesOf(found).maxAmount)!),
      currency: merchants.get(a.merchantCode).currency, reason: a.reason, postingId: a.postingId, decidedBy: a.decidedBy, decidedAt: iso(a.decidedAt),
      createdAt: a.createdAt.toISOString(),
    };
  }

  /** Locks a pending application of the merchant for one decision, with its promotion. */
  async function pendingFor(tx: Db, merchantCode: string, id: number) {
    const application = await repo.lockApplication(tx, merchantCode, id);
    if (!application) throw new AppError('promotion.application_not_found');
    if (application.status !== 'pending') throw new AppError('promotion.application_decided', { status: application.status });
    const promotion = (await promotionsRepo.findPromotion(tx, merchantCode, application.promotionId))!;
    return { application, promotion };
  }

  async function answer(id: number) {
    return operatorView((await repo.findApplicationView(db, id))!);
  }

  return {
    /** The player's state in an apply promotion and what it may do now (member-states.ts asks, by the promotion's kind). */
    stateOf,

    /** One application in the promotion's current period; its images must be the member's own uploads. */
    async apply(member: Member, code: string, body: PromotionApplyBody): Promise<MemberPromotionState> {
      const at = now();
      return db.transaction(async (tx) => {
        const promotion = await applyPromotion(tx, member.merchantCode, code);
        if (periodOf(promotion, at) !== 'RUNNING') throw new AppError('promotion.not_applicable');
        const rule = rulesOf(promotion);
        const fileIds = [...new Set(body.fileIds)];
        if (fileIds.length < rule.minImages) throw new AppError('promotion.images_required', { minImages: rule.minImages });
        await files.assertOwned(member, fileIds, tx);
        const created = await repo.insertApplication(tx, {
          merchantCode: member.merchantCode, promotionId: promotion.id, memberId: member.id,
          period: applicationPeriodKey(rule.period, at, zoneOf(member.merchantCode)), remark: body.remark, fileIds,
        });
        if (!created) throw new AppError('promotion.application_exists');
        return stateOf(tx, member, promotion, at);
      });
    },

    async list(actor: Actor, merchantCode: string, q: OperatorApplicationQuery): Promise<OperatorApplicationPage> {
      const code = merchants.assertOperatorScope(actor, merchantCode).merchantCode;
      const page = await repo.pageOfApplications(db, code, { status: q.status, promotionId: q.promotionId, limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize });
      return { list: page.list.map(operatorView), totalCount: page.total, totalPages: Math.ceil(page.total / q.pageSize) };
    },

    /**
     * What the reviewer weighs before issuing (decision 0058, abuse checks): the player's money and play,
     * and the accounts that may be the same person, each with its own application to this promotion.
     */
    async checks(actor: Actor, merchantCode: string, id: number): Promise<ApplicationChecks> {
      const code = merchants.assertOperatorScope(actor, merchantCode).merchantCode;
      const found = await repo.findApplicationView(db, id);
      if (!found || found.application.merchantCode !== code) throw new AppError('promotion.application_not_found');
      const { memberId, promotionId } = found.application;
      const [play, linked] = await Promise.all([
        totals.playSummary(code, memberId),
        repo.linkedMembers(db, code, memberId, promotionId, LINKED_MAX + 1),
      ]);
      return {
        play: {
          deposits: formatAmount(play.deposits), withdrawals: formatAmount(play.withdrawals), bets: formatAmount(play.bets), wins: formatAmount(play.wins),
          ggr: formatAmount(play.bets - play.wins), currency: merchants.get(code).currency,
        },
        linked: linked.slice(0, LINKED_MAX).map((l) => ({
          memberId: Number(l.member_id), username: l.username, reasons: l.reasons as LinkReason[], application: l.application as ApplicationStatus | null,
        })),
        truncated: linked.length > LINKED_MAX,
      };
    },

    /**
     * Issues the amount from the promotion's budget (bonus posting keyed by the application, so nothing is
     * paid twice) and marks the application issued, in one transaction. A closed promotion pays nothing more.
     */
    async approve(actor: Actor, merchantCode: string, id: number, body: { amount: string | number }): Promise<OperatorApplication> {
      const code = merchants.assertOperatorScope(actor, merchantCode).merchantCode;
      const amount = wallet.positiveAmount(code, body.amount);
      await db.transaction(async (tx) => {
        const { application, promotion } = await pendingFor(tx, code, id);
        if (promotion.status === 'closed') throw new AppError('promotion.closed');
        const maxAmount = parseAmount(rulesOf(promotion).maxAmount)!;
        if (amount > maxAmount) throw new AppError('promotion.amount_above_max', { maxAmount: formatAmount(maxAmount) });
        let posted;
        try {
          posted = await wallet.postWithin(tx, {
            merchantCode: code, type: 'bonus', idempotencyKey: `promo:${promotion.id}:${application.memberId}:apply:${application.id}`, actor,
            reference: `promotion:${promotion.id}`, memo: promotion.titles[FALLBACK_LANGUAGE] ?? promotion.code,
            legs: [{ account: account.promotionBudget(promotion.id), amount: -amount }, { account: account.member(application.memberId), amount }],
          });
        } catch (err) {
          // The budget's floor refused it (the member's wallet only gains here).
          if (err instanceof AppError && err.code === 'wallet.insufficient_funds') throw new AppError('promotion.budget_insufficient');
          throw err;
        }
        const decided = await repo.updateApplication(tx, id, { status: 'approved', amount, postingId: posted.postingId, decidedBy: actor.id, decidedAt: now() });
        const budget = posted.entries.find((e) => e.kind === 'promotion_budget')!;
        await audit.record(tx, actor, {
          merchantCode: code, action: 'promotion.application.approve', target: `promotion_application:${id}`, before: { status: application.status },
          after: { status: decided.status, promotion: promotion.code, memberId: application.memberId, amount: formatAmount(amount), postingId: posted.postingId, budget: formatAmount(budget.balanceAfter!) },
        });
      });
      return answer(id);
    },

    /** Refuses it with the reason the player is shown; it may apply again in the same period. */
    async reject(actor: Actor, merchantCode: string, id: number, body: { reason: string }): Promise<OperatorApplication> {
      const code = merchants.assertOperatorScope(actor, merchantCode).merchantCode;
      await db.transaction(async (tx) => {
        const { application, promotion } = await pendingFor(tx, code, id);
        await repo.updateApplication(tx, id, { status: 'rejected', reason: body.reason, decidedBy: actor.id, decidedAt: now() });
        await audit.record(tx, actor, {
          merchantCode: code, action: 'promotion.application.reject', target: `promotion_application:${id}`, before: { status: application.status },
          after: { status: 'rejected', promotion: promotion.code, memberId: application.memberId, reason: body.reason },
        });
      });
      return answer(id);
    },

    /** Promotion titles in a language (EN where none), for the records' bonus lines. */
    async titlesIn(merchantCode: string, language: Language, ids: number[]): Promise<Map<number, string>> {
      const found = await repo.titlesOf(db, merchantCode, ids);
      return new Map(found.map((r) => [r.id, r.titles[language] || r.titles[FALLBACK_LANGUAGE] || '']));
    },
  };
}
export type PromotionApplications = ReturnType<typeof createPromotionApplications>;
