import {
  FALLBACK_LANGUAGE, redEnvelopeRule, type ClaimRaffleResult, type Language, type MemberPromotionState, type MemberRush, type OperatorRushPage,
  type OperatorRushQuery, type RedEnvelopeRule,
} from '@platform/contracts';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { displayAmount, formatAmount } from '../../lib/money';
import { localTime, startOfLocalDay } from '../../lib/periods';
import type { Actor, AuditService } from '../audit/service';
import type { MerchantService } from '../merchant/service';
import { account, type CompanionGroup, type PostingInput, type PostingResult, type WalletService } from '../wallet/service';
import { grantView } from './deposit-bonuses';
import * as grantsRepo from './grants-repo';
import { periodOf } from './player-view';
import * as promotionsRepo from './repo';
import { payoutGrant, rulesReader, turnoverRequired, turnoverTerms } from './rules';
import { cutEnvelopes, rushAt, rushTerms, type RushWindow } from './rush-rules';
import * as repo from './rushes-repo';
import type { BonusTurnover } from './turnover';

type Wallet = Pick<WalletService, 'postWithin' | 'postWith'>;
interface Member { id: number; merchantCode: string }

const SYSTEM: Actor = { type: 'system', id: 'promotions', ip: null, merchantCode: null };
/** A rush is closed this long after its end: a claim that began before the end has long finished. */
export const RUSH_CLOSE_GRACE_MS = 60_000;
/** Rushes one run of the rush job closes at most; the next run takes the rest. */
const CLOSE_BATCH = 100;
/** Today's deposits a claim adds up at most (a player makes a handful). */
const DEPOSITS_COUNTED = 100;

/** A red envelope's rules, parsed once per promotion and version. */
const rulesOf = rulesReader((rules) => {
  const parsed = redEnvelopeRule.safeParse(rules);
  return parsed.success ? parsed.data : null;
});

/**
 * Red envelope rushes (issue 19; decision 0058, "Red envelopes"). A rush opens with its first claim: its pool
 * moves from the promotion's budget to the promotion's pool account (the budget's floor refuses a pool it
 * cannot pay) and is cut into envelopes (cutEnvelopes), all in that claim's transaction. Each claim then takes
 * one free envelope (SKIP LOCKED) and is paid from the pool account, at most one per player and rush; the
 * envelopes add up to the pool, so the pool is never overspent. After the rush, a job gives back what nobody took.
 */
export function createRedEnvelopes(deps: {
  db: Db; audit: AuditService; merchants: MerchantService; wallet: Wallet; turnover: BonusTurnover;
  /** The member's deposits credited since a time (the deposit module's). */
  creditedSince: (executor: Db, merchantCode: string, memberId: number, since: Date, limit: number) => Promise<{ amount: bigint }[]>;
  now?: () => Date;
}) {
  const { db, audit, merchants, wallet, turnover } = deps;
  const now = deps.now ?? (() => new Date());
  const zoneOf = (merchantCode: string) => merchants.get(merchantCode).timeZone;
  const windowOf = (promotion: promotionsRepo.PromotionRow, rule: RedEnvelopeRule, at: Date) =>
    rushAt(rule, at, zoneOf(promotion.merchantCode), promotion.startsAt, promotion.endsAt);

  /** What the member's credited deposits of its merchant's day add up to. */
  async function depositedToday(executor: Db, member: Member, at: Date) {
    const t = localTime(at.getTime(), zoneOf(member.merchantCode));
    const since = startOfLocalDay(t.year, t.month, t.day, zoneOf(member.merchantCode));
    return (await deps.creditedSince(executor, member.merchantCode, member.id, since, DEPOSITS_COUNTED)).reduce((sum, d) => sum + d.amount, 0n);
  }

  /** The deposit the member still needs today, or null when it has enough (or the rule asks none). */
  async function depositNeeded(executor: Db, member: Member, rule: RedEnvelopeRule, at: Date) {
    const { minDepositToday } = rushTerms(rule);
    if (minDepositToday === 0n) return null;
    return (await depositedToday(executor, member, at)) >= minDepositToday ? null : minDepositToday;
  }

  /** The rush as the player sees it, and the player's envelope in it if taken. */
  async function rushOf(executor: Db, member: Member, promotion: promotionsRepo.PromotionRow, rule: RedEnvelopeRule, w: RushWindow, at: Date): Promise<{ rush: MemberRush; mine?: repo.EnvelopeRow }> {
    const row = await repo.findRush(executor, promotion.id, w.startsAt);
    const mine = row ? await repo.envelopeOf(executor, row.id, member.id) : undefined;
    const open = w.startsAt <= at;
    const needed = mine ? null : await depositNeeded(executor, member, rule, at);
    const rush = {
      startsAt: w.startsAt.toISOString(), endsAt: w.endsAt.toISOString(), open, envelopes: rule.envelopes,
      left: row ? await repo.freeCount(executor, row.id) : open ? rule.envelopes : null,
      claimed: mine ? displayAmount(mine.amount) : null, depositNeeded: needed === null ? null : displayAmount(needed),
    };
    return { rush, mine };
  }

  /** The player's state: CLAIM while the open rush has an envelope for it, CLAIMED once taken, COMING_SOON before (or all taken), CLOSE when no rush is left. */
  async function stateOf(executor: Db, member: Member, promotion: promotionsRepo.PromotionRow, at: Date, language: Language): Promise<MemberPromotionState> {
    const base = { code: promotion.code, kind: 'red_envelope' as const, canApply: false, period: null, minImages: 0, application: null };
    const rule = rulesOf(promotion);
    const window = periodOf(promotion, at);
    const w = rule && window !== 'CLOSE' ? windowOf(promotion, rule, at) : null;
    if (!rule || !w) return { ...base, state: 'CLOSE', canJoin: false, grant: null, rush: null };
    const { rush, mine } = await rushOf(executor, member, promotion, rule, w, at);
    if (mine) {
      const g = mine.grantId ? await grantsRepo.grantById(executor, mine.grantId) : undefined;
      return { ...base, state: 'CLAIMED', canJoin: false, grant: g ? grantView(g, promotion.code, promotion.titles, language) : null, rush };
    }
    if (!rush.open || rush.left === 0) return { ...base, state: 'COMING_SOON', canJoin: false, grant: null, rush };
    return { ...base, state: 'CLAIM', canJoin: rush.depositNeeded === null, grant: null, rush };
  }

  /**
   * The rush's row, opened now if this is its first claim: under the promotion's opening lock, the pool moves
   * from the budget (keyed by the rush's start: a retry moves nothing twice) and its envelopes are cut.
   */
  async function openRush(tx: Db, promotion: promotionsRepo.PromotionRow, rule: RedEnvelopeRule, w: RushWindow) {
    const found = await repo.findRush(tx, promotion.id, w.startsAt);
    if (found) return found;
    await repo.lockOpening(tx, promotion.id);
    const again = await repo.findRush(tx, promotion.id, w.startsAt);
    if (again) return again;
    const terms = rushTerms(rule);
    let postingId: number;
    try {
      // A savepoint: a budget too small ends this attempt only, and the claim answers that the envelopes are gone.
      postingId = (await tx.transaction((sp) => wallet.postWithin(sp, {
        merchantCode: promotion.merchantCode, type: 'rush_pool', idempotencyKey: `promo:${promotion.id}:rush:${w.startsAt.toISOString()}:pool`, actor: SYSTEM,
        reference: `promotion:${promotion.id}`, memo: promotion.titles[FALLBACK_LANGUAGE] ?? promotion.code,
        legs: [{ account: account.promotionBudget(promotion.id), amount: -terms.pool }, { account: account.promotionPool(promotion.id), amount: terms.pool }],
      }))).postingId;
    } catch (err) {
      if (err instanceof AppError && err.code === 'wallet.insufficient_funds') throw new AppError('promotion.envelopes_gone');
      throw err;
    }
    const rush = await repo.insertRush(tx, {
      merchantCode: promotion.merchantCode, promotionId: promotion.id, startsAt: w.startsAt, endsAt: w.endsAt,
      pool: terms.pool, envelopes: terms.envelopes, poolPostingId: postingId,
    });
    await repo.insertEnvelopes(tx, rush.id, cutEnvelopes(terms.pool, terms.envelopes, terms.min, terms.max));
    await audit.record(tx, SYSTEM, {
      merchantCode: promotion.merchantCode, action: 'promotion.rush.open', target: `red_envelope_rush:${rush.id}`, before: null,
      after: { promotion: promotion.code, startsAt: w.startsAt.toISOString(), endsAt: w.endsAt.toISOString(), pool: formatAmount(terms.pool), envelopes: terms.envelopes, postingId },
    });
    return rush;
  }

  /** The payment of an envelope taken by a member: from the pool, keyed by the rush and member, so any retry pays it once. */
  function paymentOf(member: Member, promotion: Pick<promotionsRepo.PromotionRow, 'id' | 'code' | 'titles'>, rushId: number, amount: bigint): PostingInput {
    return {
      merchantCode: member.merchantCode, type: 'bonus', idempotencyKey: `promo:${promotion.id}:${member.id}:rush:${rushId}`, actor: SYSTEM,
      reference: `promotion:${promotion.id}`, memo: promotion.titles[FALLBACK_LANGUAGE] ?? promotion.code,
      legs: [{ account: account.promotionPool(promotion.id), amount: -amount }, { account: account.member(member.id), amount }],
    };
  }

  /**
   * Pays a taken envelope in a transaction of its own, as a grant when the rule asks turnover: the envelope's row
   * lock makes a second payment (a retry, the rush job) find it paid. Answers its grant, if it has one.
   */
  async function payAlone(member: Member, promotion: promotionsRepo.PromotionRow, rule: RedEnvelopeRule, rushId: number, envelope: { id: number; amount: bigint }, at: Date) {
    return db.transaction(async (tx) => {
      const taken = await repo.lockTaken(tx, envelope.id);
      if (taken?.postingId != null) return taken.grantId ? await grantsRepo.grantById(tx, taken.grantId) : undefined;
      const terms = turnoverTerms({ ...rule.turnover, base: 'bonus' });
      const required = turnoverRequired(terms, envelope.amount, 0n);
      if (required > 0n) await turnover.beforeGrant(tx, member, at);
      const posted = await wallet.postWithin(tx, paymentOf(member, promotion, rushId, envelope.amount));
      const grant = required > 0n ? await grantsRepo.insertGrant(tx, payoutGrant({
        merchantCode: member.merchantCode, memberId: member.id, promotionId: promotion.id, source: `rush:${rushId}`,
        amount: envelope.amount, terms, required, at, timeZone: zoneOf(member.merchantCode), postingId: posted.postingId,
      })) : undefined;
      await repo.markPaid(tx, envelope.id, { postingId: posted.postingId, grantId: grant?.id ?? null });
      return grant;
    });
  }

  /**
   * Envelopes without turnover join the ledger's group commit (wallet/batch.ts): the claims of a rush that arrive
   * together share one transaction and one COMMIT, and the envelopes are marked paid in it, in one statement.
   * What the batch cannot take (a key already posted: a retry) is paid alone.
   */
  interface Payment { member: Member; promotion: promotionsRepo.PromotionRow; rule: RedEnvelopeRule; rushId: number; envelope: { id: number; amount: bigint }; at: Date }
  const payments: CompanionGroup<Payment, { id: number; postingId: number }[], PostingResult | undefined> = {
    read: async () => [],
    check: () => ({ post: true }),
    record: (item, paid, posted) => {
      paid.push({ id: item.envelope.id, postingId: posted.postingId });
      return posted;
    },
    write: (q, paid) => repo.markPaidMany(q, paid),
    alone: async (item) => {
      await payAlone(item.member, item.promotion, item.rule, item.rushId, item.envelope, item.at);
      return undefined;
    },
  };

  /** Pays an envelope just taken (or taken before and left unpaid); answers its grant when it carries turnover. */
  async function pay(member: Member, promotion: promotionsRepo.PromotionRow, rule: RedEnvelopeRule, rushId: number, envelope: { id: number; amount: bigint }, at: Date) {
    const terms = turnoverTerms({ ...rule.turnover, base: 'bonus' });
    if (turnoverRequired(terms, envelope.amount, 0n) > 0n) return payAlone(member, promotion, rule, rushId, envelope, at);
    await wallet.postWith(paymentOf(member, promotion, rushId, envelope.amount), { group: payments, item: { member, promotion, rule, rushId, envelope, at } });
    return undefined;
  }

  /** The claim's first step, asked again when two claims of the member met at once (the second finds the first's envelope). */
  async function reserve(promotion: promotionsRepo.PromotionRow, w: RushWindow, member: Member, at: Date) {
    try {
      return await repo.reserve(db, promotion.id, w.startsAt, member.id, at);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      return repo.reserve(db, promotion.id, w.startsAt, member.id, at);
    }
  }

  /** Pays the envelopes of a rush that were taken and not paid, each in its own transaction (payAlone: once, whoever else tries). */
  async function payUnpaid(rushId: number) {
    const unpaid = await repo.unpaidOf(db, rushId);
    if (!unpaid.length) return;
    const rush = await repo.rushById(db, rushId);
    const promotion = rush ? await promotionsRepo.findPromotion(db, rush.merchantCode, rush.promotionId) : undefined;
    const rule = promotion ? rulesOf(promotion) : null;
    if (!rush || !promotion || !rule) return;
    for (const e of unpaid) await payAlone({ id: e.memberId!, merchantCode: rush.merchantCode }, promotion, rule, rushId, e, now());
  }

  return {
    stateOf,

    /**
     * `MCS2_claimRafflePromotion`: takes one envelope of the promotion's open rush for the player, paid at once.
     * A second claim in the same rush answers the same envelope (replayed) and pays nothing; one member's
     * claims run one at a time, so two at once cannot both pay.
     */
    async claim(member: Member, code: string, language: Language): Promise<ClaimRaffleResult> {
      const at = now();
      const promotion = await promotionsRepo.findPublishedByCode(db, member.merchantCode, code);
      if (!promotion) throw new AppError('promotion.not_found');
      const rule = promotion.kind === 'red_envelope' ? rulesOf(promotion) : null;
      if (!rule) throw new AppError('promotion.not_applicable');
      const w = periodOf(promotion, at) === 'RUNNING' ? windowOf(promotion, rule, at) : null;
      if (!w || w.startsAt > at) throw new AppError('promotion.rush_not_open');
      // A day's deposit is checked before an envelope is taken: a player without one must not hold back one another could take.
      if (rushTerms(rule).minDepositToday > 0n) {
        const rush = await repo.findRush(db, promotion.id, w.startsAt);
        const mine = rush ? await repo.envelopeOf(db, rush.id, member.id) : undefined;
        const needed = mine ? null : await depositNeeded(db, member, rule, at);
        if (needed !== null) throw new AppError('promotion.deposit_needed', { amount: formatAmount(needed) });
      }
      // Taken in a statement of its own, then paid (through the group commit when it can): an envelope taken and not
      // paid (a crash between the two) is paid by the member's next claim or by the rush job, under the same key.
      let reserved = await reserve(promotion, w, member, at);
      if (!reserved) {
        await db.transaction((tx) => openRush(tx, promotion, rule, w));
        reserved = (await reserve(promotion, w, member, at))!;
      }
      const { envelope, envelopes, rushId } = reserved;
      if (!envelope) throw new AppError('promotion.envelopes_gone');
      // Taken by an earlier claim: the same envelope again (paid now if that claim has not finished paying it, under the same key).
      const replayed = !envelope.fresh;
      const grant = envelope.postingId !== null
        ? (envelope.grantId ? await grantsRepo.grantById(db, envelope.grantId) : undefined)
        : await pay(member, promotion, rule, rushId, envelope, at);
      return {
        amount: displayAmount(envelope.amount), replayed,
        rush: {
          startsAt: w.startsAt.toISOString(), endsAt: w.endsAt.toISOString(), open: true, envelopes,
          left: null, claimed: displayAmount(envelope.amount), depositNeeded: null,
        },
        grant: grant ? grantView(grant, promotion.code, promotion.titles, language) : null,
      };
    },

    /**
     * The rush job: every rush over for a minute gives back what nobody took, from the pool to the budget, once —
     * the rush's row lock and the posting's key (naming the rush) make a second run or a second worker move nothing.
     */
    async closeEnded(): Promise<number> {
      let closed = 0;
      for (const due of await repo.dueToClose(db, now(), RUSH_CLOSE_GRACE_MS, CLOSE_BATCH)) {
        // Envelopes taken and left unpaid (a claim cut short between its two steps) are paid to their members first.
        await payUnpaid(due.id);
        await db.transaction(async (tx) => {
          const rush = await repo.lockOpenRush(tx, due.id);
          if (!rush) return;
          const left = await repo.removeFree(tx, rush.id);
          const posted = left > 0n ? await wallet.postWithin(tx, {
            merchantCode: rush.merchantCode, type: 'rush_return', idempotencyKey: `promo:${rush.promotionId}:rush:${rush.id}:return`, actor: SYSTEM,
            reference: `promotion:${rush.promotionId}`, memo: null,
            legs: [{ account: account.promotionPool(rush.promotionId), amount: -left }, { account: account.promotionBudget(rush.promotionId), amount: left }],
          }) : null;
          await repo.closeRush(tx, rush.id, { returned: left, returnPostingId: posted?.postingId ?? null, closedAt: now() });
          await audit.record(tx, SYSTEM, {
            merchantCode: rush.merchantCode, action: 'promotion.rush.close', target: `red_envelope_rush:${rush.id}`, before: null,
            after: { pool: formatAmount(rush.pool), returned: formatAmount(left), postingId: posted?.postingId ?? null },
          });
          closed++;
        });
      }
      return closed;
    },

    /** The back office's list of a promotion's rushes, newest first. */
    async rushes(actor: Actor, merchantCode: string, promotionId: number, q: OperatorRushQuery): Promise<OperatorRushPage> {
      const merchant = merchants.assertOperatorScope(actor, merchantCode);
      const promotion = await promotionsRepo.findPromotion(db, merchant.merchantCode, promotionId);
      if (!promotion) throw new AppError('promotion.not_found');
      const { list, total } = await repo.rushesOf(db, merchant.merchantCode, promotionId, q.pageSize, (q.pageNo - 1) * q.pageSize);
      const at = now();
      return {
        list: list.map(({ rush, claimed, paid }) => ({
          id: rush.id, startsAt: rush.startsAt.toISOString(), endsAt: rush.endsAt.toISOString(),
          status: rush.closedAt ? 'closed' : rush.endsAt <= at ? 'ended' : 'open',
          envelopes: rush.envelopes, claimed: claimed ?? 0, pool: formatAmount(rush.pool), paid: formatAmount(BigInt(paid ?? '0')),
          returned: rush.returned === null ? null : formatAmount(rush.returned), currency: merchant.currency,
        })),
        totalCount: total, totalPages: Math.ceil(total / q.pageSize),
      };
    },
  };
}
export type RedEnvelopes = ReturnType<typeof createRedEnvelopes>;
