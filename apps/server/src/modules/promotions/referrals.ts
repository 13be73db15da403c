import {
  FALLBACK_LANGUAGE, REFERRAL_LIST_SIZE, REFERRAL_QUERY, referralRule, type Language, type MemberReferral, type ReferralInvitee, type ReferralRule,
} from '@platform/contracts';
import type { Db } from '../../db/client';
import { maskUsername } from '../../lib/mask';
import { displayAmount, parseAmount } from '../../lib/money';
import type { Actor, AuditService } from '../audit/service';
import type { MerchantService } from '../merchant/service';
import { account, type PostingInput, type WalletService } from '../wallet/service';
import * as grantsRepo from './grants-repo';
import { periodOf } from './player-view';
import * as repo from './referrals-repo';
import * as promotionsRepo from './repo';
import { payoutGrant, rulesReader, turnoverRequired, turnoverTerms } from './rules';
import type { BonusTurnover } from './turnover';

type Wallet = Pick<WalletService, 'postWithin'>;
interface Member { id: number; merchantCode: string }
type Promotion = promotionsRepo.PromotionRow;

const SYSTEM: Actor = { type: 'system', id: 'promotions', ip: null, merchantCode: null };
const DAY_MS = 86_400_000;
/** Invitees whose window closed this long ago are still looked at (a run missed, a round recorded late). */
const LOOKBACK_MS = DAY_MS;
const minor = (amount: string | number) => parseAmount(amount)!;

const rulesOf = rulesReader<ReferralRule>((rules) => {
  const parsed = referralRule.safeParse(rules);
  return parsed.success ? parsed.data : null;
});

function termsOf(rule: ReferralRule) {
  return {
    reward: minor(rule.reward), inviteeReward: minor(rule.inviteeReward), minFirstDeposit: minor(rule.minFirstDeposit), minValidBet: minor(rule.minValidBet),
  };
}

/**
 * The first registration a referral promotion counts: its start, or when it was made when it has none, so that a
 * new promotion does not reward the friends earlier ones already had the chance to.
 */
const opensAt = (promotion: Promotion) => promotion.startsAt ?? promotion.createdAt;

export interface ReferralReport { merchantCode: string; promotionCode: string; paid: number; refused: number; amount: bigint }

/**
 * Refer and earn (issue 19; decision 0058, "Refer and earn"). A player registering with another's referral code
 * is recorded as that player's invitee (member module). Every run of the job looks at each active referral
 * promotion's invitees who registered while it ran and met its conditions within their window, and decides each
 * once: the referrer's reward (and the invitee's) posted from the promotion's budget, or a refusal (the same
 * person; the referrer's limit). The decision is one row per promotion and invitee, inserted in the transaction
 * that posts it, with the referrer locked: a second run or worker waits, then finds it decided; the limit is
 * counted under the lock.
 */
export function createReferrals(deps: {
  db: Db; audit: AuditService; merchants: MerchantService; wallet: Wallet; turnover: BonusTurnover;
  /** The member's own referral code, given on first use (member module). */
  referralCode: (member: Member) => Promise<string>;
  now?: () => Date;
}) {
  const { db, audit, merchants, wallet, turnover } = deps;
  const now = deps.now ?? (() => new Date());

  function postingOf(promotion: Promotion, inviteeId: number, to: number, amount: bigint, side: 'referrer' | 'invitee'): PostingInput {
    return {
      merchantCode: promotion.merchantCode, type: 'bonus', idempotencyKey: `promo:${promotion.id}:referral:${inviteeId}:${side}`, actor: SYSTEM,
      reference: `promotion:${promotion.id}`, memo: promotion.titles[FALLBACK_LANGUAGE] ?? promotion.code,
      legs: [{ account: account.promotionBudget(promotion.id), amount: -amount }, { account: account.member(to), amount }],
    };
  }

  /** One reward posted to one member, with its grant when the rules ask for turnover. */
  async function pay(tx: Db, promotion: Promotion, rule: ReferralRule, inviteeId: number, to: number, amount: bigint, side: 'referrer' | 'invitee', at: Date) {
    const terms = turnoverTerms({ ...rule.turnover, base: 'bonus' });
    const required = turnoverRequired(terms, amount, 0n);
    const member = { id: to, merchantCode: promotion.merchantCode };
    if (required > 0n) await turnover.beforeGrant(tx, member, at);
    const posted = await wallet.postWithin(tx, postingOf(promotion, inviteeId, to, amount, side));
    if (required > 0n) {
      await grantsRepo.insertGrant(tx, payoutGrant({
        merchantCode: promotion.merchantCode, memberId: to, promotionId: promotion.id, source: `referral:${inviteeId}:${side}`,
        amount, terms, required, at, timeZone: merchants.get(promotion.merchantCode).timeZone, postingId: posted.postingId,
      }));
    }
    return posted.postingId;
  }

  /** Decides one qualified invitee in a transaction of its own: true when this run decided it. */
  async function decide(promotion: Promotion, rule: ReferralRule, row: repo.QualifiedRow, report: ReferralReport, at: Date) {
    const terms = termsOf(rule);
    return db.transaction(async (tx) => {
      const rewarded = await repo.lockReferrer(tx, promotion.id, row.referrer_id);
      const reason = row.same_person ? 'same_person' : rule.maxRewards !== null && rewarded >= rule.maxRewards ? 'limit' : null;
      const base = { merchantCode: promotion.merchantCode, promotionId: promotion.id, inviteeId: row.invitee_id, referrerId: row.referrer_id };
      if (reason) {
        const created = await repo.insertDecision(tx, { ...base, status: 'refused', reason, amount: 0n, inviteeAmount: 0n });
        if (!created) return;
        await audit.record(tx, SYSTEM, {
          merchantCode: promotion.merchantCode, action: 'promotion.referral_refused', target: `promotion:${promotion.id}`, before: null,
          after: { invitee: `member:${row.invitee_id}`, referrer: `member:${row.referrer_id}`, reason },
        });
        report.refused++;
        return;
      }
      const created = await repo.insertDecision(tx, { ...base, status: 'paid', amount: terms.reward, inviteeAmount: terms.inviteeReward });
      if (!created) return;
      const postingId = await pay(tx, promotion, rule, row.invitee_id, row.referrer_id, terms.reward, 'referrer', at);
      const inviteePostingId = terms.inviteeReward > 0n ? await pay(tx, promotion, rule, row.invitee_id, row.invitee_id, terms.inviteeReward, 'invitee', at) : null;
      await repo.setPostings(tx, created.id, { postingId, inviteePostingId });
      report.paid++;
      report.amount += terms.reward + terms.inviteeReward;
    });
  }

  /** The referral promotion a player sees: the first running one with valid rules. */
  async function runningOf(merchantCode: string, at: Date) {
    for (const promotion of await promotionsRepo.publishedOfKinds(db, merchantCode, ['referral'])) {
      const rule = rulesOf(promotion);
      if (rule && periodOf(promotion, at) === 'RUNNING') return { promotion, rule };
    }
    return null;
  }

  function stateOf(row: repo.InviteeRow, running: { promotion: Promotion; rule: ReferralRule } | null, at: Date): Pick<ReferralInvitee, 'state' | 'deadline'> {
    if (row.reward !== null) return { state: 'rewarded', deadline: null };
    const registered = Number(row.created_ms);
    if (!running || row.refused) return { state: 'not_eligible', deadline: null };
    const { promotion, rule } = running;
    if (registered < opensAt(promotion).getTime() || (promotion.endsAt && registered >= promotion.endsAt.getTime())) return { state: 'not_eligible', deadline: null };
    const deadline = registered + rule.withinDays * DAY_MS;
    return deadline <= at.getTime() ? { state: 'expired', deadline: null } : { state: 'pending', deadline: new Date(deadline).toISOString() };
  }

  return {
    /**
     * Decides every qualified invitee of every active referral promotion of every merchant (the job calls this).
     * Safe to run twice or on two workers at once. A decision that fails (a budget too small) rolls back alone; the
     * others are made, and the run then fails (the job retries). A paused promotion decides nothing.
     */
    async settleDue(at: Date = now()): Promise<ReferralReport[]> {
      const reports: ReferralReport[] = [];
      const failures: unknown[] = [];
      for (const merchant of merchants.list()) {
        for (const promotion of await promotionsRepo.publishedOfKinds(db, merchant.merchantCode, ['referral'])) {
          const rule = rulesOf(promotion);
          if (!rule || promotion.status !== 'active') continue;
          const window = rule.withinDays * DAY_MS;
          const earliest = new Date(at.getTime() - window - LOOKBACK_MS);
          const from = opensAt(promotion) > earliest ? opensAt(promotion) : earliest;
          const until = promotion.endsAt && promotion.endsAt < at ? promotion.endsAt : at;
          if (from >= until) continue;
          const terms = termsOf(rule);
          const due = await repo.qualified(db, {
            merchantCode: merchant.merchantCode, promotionId: promotion.id, from, until, withinDays: rule.withinDays,
            minFirstDeposit: terms.minFirstDeposit, minValidBet: terms.minValidBet,
          });
          const report: ReferralReport = { merchantCode: merchant.merchantCode, promotionCode: promotion.code, paid: 0, refused: 0, amount: 0n };
          // One at a time: a referrer's limit is counted under their lock, and a day brings few qualified invitees.
          for (const row of due) await decide(promotion, rule, row, report, at).catch((err: unknown) => failures.push(err));
          if (report.paid || report.refused) reports.push(report);
        }
      }
      if (failures.length) throw new AggregateError(failures, `${failures.length} referral reward(s) failed; they are retried on the next run`);
      return reports;
    },

    /** Whether a referral promotion runs for the merchant now (public state's availablePromo REFERRAL). */
    async running(merchantCode: string): Promise<boolean> {
      return (await runningOf(merchantCode, now())) !== null;
    },

    /** `GET /wps/member/referral`: the player's code and link, the running promotion's terms, the newest invitees. */
    async view(member: Member, language: Language): Promise<MemberReferral> {
      const at = now();
      const code = await deps.referralCode(member);
      const running = await runningOf(member.merchantCode, at);
      const [totals, invitees] = await Promise.all([
        repo.totalsOf(db, member.id),
        repo.inviteesOf(db, { referrerId: member.id, promotionId: running?.promotion.id ?? null, withinDays: running?.rule.withinDays ?? null, at, limit: REFERRAL_LIST_SIZE }),
      ]);
      const terms = running ? termsOf(running.rule) : null;
      const link = new URL('/register', `${merchants.publicBaseUrl(member.merchantCode)}/`);
      link.searchParams.set(REFERRAL_QUERY, code);
      return {
        code, link: link.toString(),
        promotion: running && terms ? {
          code: running.promotion.code,
          title: running.promotion.titles[language] ?? running.promotion.titles[FALLBACK_LANGUAGE] ?? running.promotion.code,
          reward: displayAmount(terms.reward), inviteeReward: displayAmount(terms.inviteeReward),
          minFirstDeposit: displayAmount(terms.minFirstDeposit), minValidBet: displayAmount(terms.minValidBet),
          withinDays: running.rule.withinDays, maxRewards: running.rule.maxRewards, turnoverMultiple: running.rule.turnover.multiple,
          endsAt: running.promotion.endsAt?.toISOString() ?? null,
        } : null,
        invited: totals.invited, rewarded: totals.rewarded, earned: displayAmount(BigInt(totals.earned)),
        invitees: invitees.map((row) => ({
          username: maskUsername(row.username), registeredAt: new Date(Number(row.created_ms)).toISOString(),
          deposited: row.first_deposit !== null && BigInt(row.first_deposit) >= (terms ? (terms.minFirstDeposit > 0n ? terms.minFirstDeposit : 1n) : 1n),
          validBet: displayAmount(BigInt(row.valid_bet)), reward: row.reward === null ? null : displayAmount(BigInt(row.reward)),
          ...stateOf(row, running, at),
        })),
      };
    },
  };
}
export type Referrals = ReturnType<typeof createReferrals>;
