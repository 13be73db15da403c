import {
  FALLBACK_LANGUAGE, cashbackRule, rebateRule, type CashbackRule, type Language, type MemberRebate, type MemberRebates, type RebateClaimResult, type RebateRule,
} from '@platform/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { displayAmount, formatAmount, parseAmount } from '../../lib/money';
import { closedPeriods, periodAt, periodLabel, type Period, type PeriodKind } from '../../lib/periods';
import type { Actor } from '../audit/service';
import type { MerchantService } from '../merchant/service';
import { account, type CompanionGroup, type PostingInput, type PostingResult, type WalletService } from '../wallet/service';
import { grantView } from './deposit-bonuses';
import * as grantsRepo from './grants-repo';
import * as repo from './payouts-repo';
import { periodOf } from './player-view';
import * as promotionsRepo from './repo';
import { payoutGrant, rulesReader, turnoverRequired, turnoverTerms } from './rules';
import type { BonusTurnover } from './turnover';

type Wallet = Pick<WalletService, 'postWithin' | 'postWith' | 'prepareAccounts'>;
interface Member { id: number; merchantCode: string }
type Kind = 'rebate' | 'cashback';
type Rule = RebateRule | CashbackRule;

const SYSTEM: Actor = { type: 'system', id: 'promotions', ip: null, merchantCode: null };
/** A period is paid this long after it ends: a round settling at its last moment has committed long before. */
export const PAYOUT_GRACE_MS = 5 * 60_000;
/**
 * Closed periods each run counts again (a missed run, a budget funded late, a round recorded late): two days,
 * one week. A run recounts them whole (a day of a million rounds is a few seconds of one statement), so the
 * job runs hourly rather than more often.
 */
const LOOKBACK: Record<'daily' | 'weekly', number> = { daily: 2, weekly: 1 };
/** Payouts handed to the wallet's group commit at once (its batches take 200 each). */
const PAYOUT_CHUNK = 2_000;
const minor = (amount: string | number) => parseAmount(amount)!;

/** A rebate's or cashback's rules, parsed once per promotion and version. */
const rulesOf = rulesReader<Rule>((rules, kind) => {
  const parsed = (kind === 'rebate' ? rebateRule : cashbackRule).safeParse(rules);
  return parsed.success ? parsed.data : null;
});

/** A rebate's or cashback's terms in minor units and basis points. */
function termsOf(kind: Kind, rule: Rule) {
  if (kind === 'rebate') {
    const r = rule as RebateRule;
    const rated = Object.entries(r.rates).filter(([, v]) => (v ?? 0) > 0) as [string, number][];
    return {
      periodKind: 'daily' as PeriodKind, measure: { kind: 'rebate', types: rated.map(([t]) => t), bps: rated.map(([, v]) => Math.round(v * 100)) } as repo.Measure,
      cap: r.maxPerDay === null ? null : minor(r.maxPerDay), minPayout: minor(r.minPayout), rates: Object.fromEntries(rated),
    };
  }
  const c = rule as CashbackRule;
  return {
    periodKind: c.period as PeriodKind, measure: { kind: 'cashback', bp: Math.round(c.percent * 100), minLoss: minor(c.minLoss) } as repo.Measure,
    cap: minor(c.cap), minPayout: 1n, rates: {},
  };
}

export interface PayoutReport { merchantCode: string; promotionCode: string; periodStart: string; paid: number; amount: bigint }

/**
 * Rebates and cashback (issue 19; decision 0058, "Rebates and cashback"). A period's figures are counted
 * set-based from the rounds settled in it (valid bets per game type at the rebate's rates, or net loss at the
 * cashback's percent, capped), less what the period already paid; each member's rest is a payout row and a
 * posting from the promotion's budget, keyed by promotion, member, period and what the period had paid: the
 * unique row makes a second run or a second worker pay nothing, and a manual claim during the day leaves the
 * day's run only the rest. Payouts without turnover join the ledger's group commit with their rows.
 */
export function createPromotionPayouts(deps: {
  db: Db; merchants: MerchantService; wallet: Wallet; turnover: BonusTurnover; now?: () => Date;
}) {
  const { db, merchants, wallet, turnover } = deps;
  const now = deps.now ?? (() => new Date());
  const zoneOf = (merchantCode: string) => merchants.get(merchantCode).timeZone;

  function postingOf(row: repo.NewPayout, kind: Kind, promotion: Pick<promotionsRepo.PromotionRow, 'code' | 'titles'>): PostingInput {
    return {
      merchantCode: row.merchantCode, type: 'bonus',
      idempotencyKey: `promo:${row.promotionId}:${row.memberId}:${kind}:${row.periodStart.toISOString()}:${row.paidBefore}`, actor: SYSTEM,
      reference: `promotion:${row.promotionId}`, memo: promotion.titles[FALLBACK_LANGUAGE] ?? promotion.code,
      legs: [{ account: account.promotionBudget(row.promotionId), amount: -row.amount }, { account: account.member(row.memberId), amount: row.amount }],
    };
  }

  interface Item { row: repo.NewPayout; kind: Kind; promotion: promotionsRepo.PromotionRow; rule: Rule }

  /**
   * One payout in a transaction of its own (a manual claim, a payout with turnover, the batch's fallback): its
   * row, its posting and its grant commit together. Undefined when another payment holds this state of the period.
   */
  async function payAlone({ row, kind, promotion, rule }: Item) {
    return db.transaction(async (tx) => {
      const created = await repo.insertPayout(tx, row);
      if (!created) return undefined;
      const terms = turnoverTerms({ ...rule.turnover, base: 'bonus' });
      const required = turnoverRequired(terms, row.amount, 0n);
      const member = { id: row.memberId, merchantCode: row.merchantCode };
      const at = now();
      if (required > 0n) await turnover.beforeGrant(tx, member, at);
      const posted = await wallet.postWithin(tx, postingOf(row, kind, promotion));
      const grant = required > 0n ? await grantsRepo.insertGrant(tx, payoutGrant({
        merchantCode: row.merchantCode, memberId: row.memberId, promotionId: row.promotionId, source: `${kind}:${row.periodStart.toISOString()}:${row.paidBefore}`,
        amount: row.amount, terms, required, at, timeZone: zoneOf(row.merchantCode), postingId: posted.postingId,
      })) : undefined;
      await repo.setPayoutPaid(tx, created.id, { postingId: posted.postingId, grantId: grant?.id ?? null });
      return { postingId: posted.postingId, grant };
    });
  }

  /** Payouts in the ledger's group commit (wallet/batch.ts), as the agent settlements' (decision 0026): rows claimed in the batch's read, posted with it. */
  const batch: CompanionGroup<Item, { claimed: Map<string, number>; postings: { id: number; postingId: number }[] }, boolean> = {
    async read(q, items) {
      return { claimed: await repo.claimPayouts(q, items.map((i) => i.row)), postings: [] };
    },
    check({ row }, state) {
      // Taken by another run, or by an earlier item of this batch.
      return state.claimed.has(repo.payoutKey(row)) ? { post: true } : { answer: false };
    },
    record({ row }, state, posted: PostingResult) {
      const key = repo.payoutKey(row);
      state.postings.push({ id: state.claimed.get(key)!, postingId: posted.postingId });
      state.claimed.delete(key);
      return true;
    },
    // A row claimed and not paid here (its posting refused, or left to the single path) is taken back.
    write: (q, state) => repo.finishPayouts(q, state.postings, [...state.claimed.values()]),
    alone: async (item) => (await payAlone(item)) !== undefined,
  };

  /** The part of a period inside the promotion's window, or null when they do not meet. */
  function within(period: Period, promotion: promotionsRepo.PromotionRow) {
    const from = promotion.startsAt && promotion.startsAt > period.start ? promotion.startsAt : period.start;
    const until = promotion.endsAt && promotion.endsAt < period.end ? promotion.endsAt : period.end;
    return from < until ? { from, until } : null;
  }

  /** Pays every member's rest of one closed period of a promotion; failures are collected, the others paid. */
  async function settlePeriod(promotion: promotionsRepo.PromotionRow, kind: Kind, rule: Rule, period: Period, failures: unknown[]): Promise<PayoutReport | null> {
    const span = within(period, promotion);
    if (!span) return null;
    const terms = termsOf(kind, rule);
    const figures = await repo.periodFigures(db, {
      merchantCode: promotion.merchantCode, promotionId: promotion.id, periodStart: period.start, ...span, measure: terms.measure, cap: terms.cap,
    });
    const due = figures.map((f): repo.NewPayout => ({
      merchantCode: promotion.merchantCode, promotionId: promotion.id, memberId: f.member_id, periodStart: period.start, source: 'run',
      basis: BigInt(f.basis), paidBefore: BigInt(f.paid), amount: BigInt(f.earned) - BigInt(f.paid),
    })).filter((r) => r.amount >= terms.minPayout);
    const report: PayoutReport = { merchantCode: promotion.merchantCode, promotionCode: promotion.code, periodStart: period.start.toISOString(), paid: 0, amount: 0n };
    const withTurnover = rule.turnover.multiple > 0;
    for (let i = 0; i < due.length; i += PAYOUT_CHUNK) {
      const chunk = due.slice(i, i + PAYOUT_CHUNK);
      // The wallets opened up front in one look-up (only a speed-up: a posting opens its own if this fails).
      await wallet.prepareAccounts(promotion.merchantCode, [account.promotionBudget(promotion.id), ...chunk.map((r) => account.member(r.memberId))]).catch(() => undefined);
      const outcomes = await Promise.allSettled(chunk.map((row) => {
        const item = { row, kind, promotion, rule };
        return withTurnover ? payAlone(item).then((r) => r !== undefined) : wallet.postWith(postingOf(row, kind, promotion), { group: batch, item });
      }));
      outcomes.forEach((o, j) => {
        if (o.status === 'rejected') failures.push(o.reason);
        else if (o.value) {
          report.paid++;
          report.amount += chunk[j]!.amount;
        }
      });
    }
    return report;
  }

  /** A rebate the member may claim by hand, as it stands today. */
  async function manualView(member: Member, promotion: promotionsRepo.PromotionRow, rule: RebateRule, language: Language, at: Date): Promise<MemberRebate> {
    const zone = zoneOf(member.merchantCode);
    const day = periodAt('daily', at, zone);
    const terms = termsOf('rebate', rule);
    const span = within(day, promotion) ?? { from: day.start, until: day.start };
    const [f] = await repo.periodFigures(db, {
      merchantCode: member.merchantCode, promotionId: promotion.id, periodStart: day.start, ...span, measure: terms.measure, cap: terms.cap, memberId: member.id, owingOnly: false,
    });
    const paid = f ? BigInt(f.paid) : await repo.paidOf(db, promotion.id, member.id, day.start);
    const earned = f ? BigInt(f.earned) : paid;
    const unpaid = earned > paid ? earned - paid : 0n;
    return {
      code: promotion.code, title: promotion.titles[language] ?? promotion.titles[FALLBACK_LANGUAGE] ?? promotion.code,
      day: periodLabel(day, zone), endsAt: day.end.toISOString(),
      validBet: displayAmount(f ? BigInt(f.basis) : 0n), earned: displayAmount(earned), paid: displayAmount(paid), unpaid: displayAmount(unpaid),
      minPayout: displayAmount(terms.minPayout), canClaim: unpaid >= terms.minPayout && unpaid > 0n, rates: terms.rates,
    };
  }

  /** The member's running rebates that can be claimed by hand. */
  async function manualRebates(member: Member, at: Date) {
    const published = await promotionsRepo.publishedOfKinds(db, member.merchantCode, ['rebate']);
    return published.flatMap((p) => {
      const rule = rulesOf(p) as RebateRule | null;
      return rule?.manual && periodOf(p, at) === 'RUNNING' ? [{ promotion: p, rule }] : [];
    });
  }

  return {
    /**
     * Pays every closed period within the look-back of every published rebate and cashback, for every merchant
     * (the job calls this). Safe to run twice or on two workers at once: a period's rest is one row per state
     * of it; a concurrent run waits on that row and then finds it taken. A payout that fails (a budget too
     * small) rolls back alone; the others are paid, and the run then fails (the job retries).
     */
    async settleDue(at: Date = now()): Promise<PayoutReport[]> {
      const reports: PayoutReport[] = [];
      const failures: unknown[] = [];
      for (const merchant of merchants.list()) {
        for (const promotion of await promotionsRepo.publishedOfKinds(db, merchant.merchantCode, ['rebate', 'cashback'])) {
          const kind = promotion.kind as Kind;
          const rule = rulesOf(promotion);
          if (!rule) continue;
          const periodKind = termsOf(kind, rule).periodKind as 'daily' | 'weekly';
          for (const period of closedPeriods(periodKind, at, merchant.timeZone, LOOKBACK[periodKind], PAYOUT_GRACE_MS)) {
            const r = await settlePeriod(promotion, kind, rule, period, failures);
            if (r?.paid) reports.push(r);
          }
        }
      }
      if (failures.length) throw new AggregateError(failures, `${failures.length} rebate or cashback payout(s) failed; they are retried on the next run`);
      return reports;
    },

    /** `GET /wps/member/rebates`: today's figures of each running rebate the member may claim by hand. */
    async rebates(member: Member, language: Language): Promise<MemberRebates> {
      const at = now();
      const list = [];
      for (const { promotion, rule } of await manualRebates(member, at)) list.push(await manualView(member, promotion, rule, language, at));
      return { list };
    },

    /**
     * `POST /wps/member/rebates/:code/claim`: pays what today has earned and not yet paid, at once (the day's run
     * pays only what comes after). Two claims at once: one pays, the other finds nothing left.
     */
    async claim(member: Member, code: string, language: Language): Promise<RebateClaimResult> {
      const at = now();
      const promotion = await promotionsRepo.findPublishedByCode(db, member.merchantCode, code);
      if (!promotion) throw new AppError('promotion.not_found');
      const rule = promotion.kind === 'rebate' ? rulesOf(promotion) as RebateRule | null : null;
      if (!rule?.manual || periodOf(promotion, at) !== 'RUNNING') throw new AppError('promotion.not_applicable');
      const before = await manualView(member, promotion, rule, language, at);
      const unpaid = minor(before.unpaid);
      if (unpaid <= 0n) throw new AppError('promotion.nothing_to_claim');
      if (!before.canClaim) throw new AppError('promotion.below_minimum', { amount: formatAmount(minor(before.minPayout)) });
      const day = periodAt('daily', at, zoneOf(member.merchantCode));
      const paid = await payAlone({
        row: {
          merchantCode: member.merchantCode, promotionId: promotion.id, memberId: member.id, periodStart: day.start, source: 'manual',
          basis: minor(before.validBet), paidBefore: minor(before.paid), amount: unpaid,
        },
        kind: 'rebate', promotion, rule,
      });
      if (!paid) throw new AppError('promotion.nothing_to_claim');
      return {
        amount: before.unpaid, rebate: await manualView(member, promotion, rule, language, at),
        grant: paid.grant ? grantView(paid.grant, promotion.code, promotion.titles, language) : null,
      };
    },
  };
}
export type PromotionPayouts = ReturnType<typeof createPromotionPayouts>;
