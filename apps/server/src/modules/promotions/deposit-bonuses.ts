import { depositBonusRule, FALLBACK_LANGUAGE, type DepositBonusRule, type Language, type MemberBonusGrant, type MemberBonusGrants, type MemberPromotionState } from '@platform/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { displayAmount, formatAmount } from '../../lib/money';
import type { Actor, AuditService } from '../audit/service';
import type { MerchantService } from '../merchant/service';
import { account, type WalletService } from '../wallet/service';
import * as repo from './grants-repo';
import { periodOf } from './player-view';
import * as promotionsRepo from './repo';
import { applicationPeriodKey, depositBonus, depositQualifies, forfeitedAmount, grantExpiresAt, turnoverRequired, turnoverTerms } from './rules';
import type { BonusTurnover } from './turnover';

type Wallet = Pick<WalletService, 'postWithin' | 'balanceOf'>;
interface Member { id: number; merchantCode: string }
/** A deposit as the deposit module credits it: the member's `ordinal`th credited one (1 for the first). */
export interface CreditedDeposit { id: number; merchantCode: string; memberId: number; amount: bigint; ordinal: number }

/** Deposits a claim looks back over at most (the newest ones). */
const CLAIM_LOOKBACK = 20;
/** Grants a bonus details page lists at most (a player has a handful). */
const GRANTS_SHOWN = 50;
/** Expired grants one run of the expiry job closes at most; the next run takes the rest. */
const EXPIRY_BATCH = 200;
const SYSTEM: Actor = { type: 'system', id: 'promotions', ip: null, merchantCode: null };

/** A deposit bonus's rules, or null when it has none that hold (one made before the kind had rules): it cannot be joined. */
function rulesOf(row: { rules: Record<string, unknown> }): DepositBonusRule | null {
  const parsed = depositBonusRule.safeParse(row.rules);
  return parsed.success ? parsed.data : null;
}

export function grantView(row: repo.GrantRow, code: string, titles: Record<string, string>, language: Language): MemberBonusGrant {
  return {
    id: row.id, promotionCode: code, title: titles[language] || titles[FALLBACK_LANGUAGE] || code,
    amount: displayAmount(row.amount), turnoverRequired: displayAmount(row.turnoverRequired), turnoverDone: displayAmount(row.turnoverDone),
    turnoverLeft: displayAmount(row.status === 'active' ? row.turnoverRequired - row.turnoverDone : 0n),
    expiresAt: row.expiresAt.toISOString(), status: row.status as MemberBonusGrant['status'],
    takenBack: row.takenBack === null ? null : displayAmount(row.takenBack), createdAt: row.createdAt.toISOString(), closedAt: row.closedAt?.toISOString() ?? null,
  };
}

/**
 * Deposit bonuses (issue 19; decision 0058, slice 2), on the `wallet` model: the player joins a running
 * deposit bonus, and the deposit that qualifies — its first, its Nth, or any for a reload, at least the
 * minimum — earns its percentage up to the cap, paid from the promotion's budget in the very transaction
 * that credits the deposit (`credited`, called by the deposit module), as a grant with a turnover
 * requirement that withdrawals wait for. A grant the player gives up (`forfeit`) or that runs out of time
 * (`expire`, a job) takes the bonus back from the wallet, or what the wallet still holds.
 */
export function createDepositBonuses(deps: {
  db: Db; audit: AuditService; merchants: MerchantService; wallet: Wallet; turnover: BonusTurnover;
  /** How many deposits of the member are credited (the deposit module's). */
  creditedDeposits: (executor: Db, merchantCode: string, memberId: number) => Promise<number>;
  /** The member's deposits credited since a time, newest first, each with its place among the member's credited deposits (the deposit module's). */
  creditedSince: (executor: Db, merchantCode: string, memberId: number, since: Date, limit: number) => Promise<{ id: number; amount: bigint; ordinal: number; creditedAt: Date }[]>;
  now?: () => Date;
}) {
  const { db, audit, merchants, wallet, turnover } = deps;
  const now = deps.now ?? (() => new Date());
  const zoneOf = (merchantCode: string) => merchants.get(merchantCode).timeZone;
  const periodKey = (rule: DepositBonusRule, merchantCode: string, at: Date) => applicationPeriodKey(rule.period, at, zoneOf(merchantCode));

  async function stateOf(executor: Db, member: Member, promotion: promotionsRepo.PromotionRow, at: Date, language: Language): Promise<MemberPromotionState> {
    const rule = rulesOf(promotion);
    const base = { code: promotion.code, kind: 'deposit_bonus' as const, canApply: false, period: null, minImages: 0, application: null, rush: null };
    if (!rule) return { ...base, state: 'CLOSE', canJoin: false, grant: null };
    const live = await repo.liveParticipation(executor, promotion.id, member.id, periodKey(rule, member.merchantCode, at));
    if (live?.grant) return { ...base, state: 'ISSUED', canJoin: false, grant: grantView(live.grant, promotion.code, promotion.titles, language) };
    if (live) return { ...base, state: 'JOINED', canJoin: false, grant: null };
    const window = periodOf(promotion, at);
    if (window !== 'RUNNING') return { ...base, state: window, canJoin: false, grant: null };
    if (rule.join === 'after_deposit') {
      const claimable = await claimableDeposit(executor, member, promotion, rule, at);
      return { ...base, state: claimable ? 'CLAIM' : 'JOIN', canJoin: !!claimable, grant: null };
    }
    return { ...base, state: 'JOIN', canJoin: await eligible(executor, member, rule), grant: null };
  }

  /**
   * A bonus claimed after depositing: the member's newest deposit credited since the promotion began, in the
   * current period of its rules, that the rules answer (its place among the member's deposits, at least the
   * minimum) and that has paid no bonus yet in any promotion (one bonus per deposit).
   */
  async function claimableDeposit(executor: Db, member: Member, promotion: promotionsRepo.PromotionRow, rule: DepositBonusRule, at: Date) {
    const period = periodKey(rule, member.merchantCode, at);
    const recent = (await deps.creditedSince(executor, member.merchantCode, member.id, promotion.startsAt ?? promotion.createdAt, CLAIM_LOOKBACK))
      .filter((d) => periodKey(rule, member.merchantCode, d.creditedAt) === period && depositQualifies(rule, d.ordinal) && depositBonus(rule, d.amount) > 0n);
    const paid = await repo.paidSources(executor, member.id, recent.map((d) => `deposit:${d.id}`));
    return recent.find((d) => !paid.has(`deposit:${d.id}`));
  }

  /** A first or Nth deposit bonus can be joined only while that deposit is still to come. */
  async function eligible(executor: Db, member: Member, rule: DepositBonusRule) {
    if (rule.trigger === 'reload') return true;
    const made = await deps.creditedDeposits(executor, member.merchantCode, member.id);
    return made < (rule.trigger === 'first' ? 1 : rule.nth!);
  }

  /** Takes back what is left of a grant's bonus (forfeit or expiry), once: the posting's key names the grant. */
  async function close(tx: Db, grant: repo.GrantRow, status: 'forfeited' | 'expired', actor: Actor) {
    const promotion = (await promotionsRepo.findPromotion(tx, grant.merchantCode, grant.promotionId))!;
    // The cached balance, unlocked: a spend racing this makes the posting's floor refuse it, and the player asks again.
    const balance = await wallet.balanceOf(grant.merchantCode, account.member(grant.memberId), tx);
    const back = forfeitedAmount(grant.amount, balance);
    const posted = back > 0n ? await wallet.postWithin(tx, {
      merchantCode: grant.merchantCode, type: 'bonus_forfeit', idempotencyKey: `promo:${grant.promotionId}:${grant.memberId}:close:${grant.id}`, actor,
      reference: `promotion:${grant.promotionId}`, memo: promotion.titles[FALLBACK_LANGUAGE] ?? promotion.code,
      legs: [{ account: account.member(grant.memberId), amount: -back }, { account: account.promotionBudget(grant.promotionId), amount: back }],
    }) : null;
    const closed = await repo.updateGrant(tx, grant.id, { status, takenBack: back, closingPostingId: posted?.postingId ?? null, closedAt: now() });
    await audit.record(tx, actor, {
      merchantCode: grant.merchantCode, action: `promotion.grant.${status === 'forfeited' ? 'forfeit' : 'expire'}`, target: `bonus_grant:${grant.id}`,
      before: { status: grant.status, turnoverDone: formatAmount(grant.turnoverDone) },
      after: { status, memberId: grant.memberId, takenBack: formatAmount(back), postingId: posted?.postingId ?? null },
    });
    return closed;
  }

  /**
   * Pays a deposit's bonus from the promotion's budget under a key naming the deposit, as a grant with the
   * turnover its rules ask (the terms copied: a later edit changes no grant), and marks the participation
   * granted. The budget's floor refuses a bonus larger than what is left (`wallet.insufficient_funds`).
   */
  async function pay(tx: Db, member: Member, promotion: promotionsRepo.PromotionRow, rule: DepositBonusRule, participationId: number, deposit: { id: number; amount: bigint }, at: Date) {
    const bonus = depositBonus(rule, deposit.amount);
    const terms = turnoverTerms(rule.turnover);
    await turnover.beforeGrant(tx, member, at);
    const posted = await wallet.postWithin(tx, {
      merchantCode: member.merchantCode, type: 'bonus', idempotencyKey: `promo:${promotion.id}:${member.id}:deposit:${deposit.id}`, actor: SYSTEM,
      reference: `promotion:${promotion.id}`, memo: promotion.titles[FALLBACK_LANGUAGE] ?? promotion.code,
      legs: [{ account: account.promotionBudget(promotion.id), amount: -bonus }, { account: account.member(member.id), amount: bonus }],
    });
    const required = turnoverRequired(terms, bonus, deposit.amount);
    const grant = await repo.insertGrant(tx, {
      merchantCode: member.merchantCode, memberId: member.id, promotionId: promotion.id, source: `deposit:${deposit.id}`,
      amount: bonus, depositAmount: deposit.amount, model: terms.model, turnoverRequired: required, weights: { ...terms.weights },
      maxBet: terms.maxBet, maxWin: terms.maxWin, expiresAt: grantExpiresAt(at, terms.expiryDays, zoneOf(member.merchantCode)),
      // Nothing to wager: the bonus is free at once.
      ...(required === 0n ? { status: 'met', closedAt: at } : {}), postingId: posted.postingId,
    });
    await repo.updateParticipation(tx, participationId, { status: 'granted', grantId: grant.id });
    await audit.record(tx, SYSTEM, {
      merchantCode: member.merchantCode, action: 'promotion.deposit_bonus.pay', target: `bonus_grant:${grant.id}`, before: null,
      after: { promotion: promotion.code, memberId: member.id, depositId: deposit.id, amount: formatAmount(bonus), turnoverRequired: formatAmount(required), postingId: posted.postingId },
    });
    return grant;
  }

  /** A running deposit bonus of the member's merchant taken part in this way (joined, or claimed), with its rules; any other is refused. */
  async function runningBonus(tx: Db, member: Member, code: string, how: DepositBonusRule['join'], at: Date) {
    const promotion = await promotionsRepo.findPublishedByCode(tx, member.merchantCode, code);
    if (!promotion) throw new AppError('promotion.not_found');
    const rule = promotion.kind === 'deposit_bonus' ? rulesOf(promotion) : null;
    if (!rule || rule.join !== how || periodOf(promotion, at) !== 'RUNNING') throw new AppError('promotion.not_applicable');
    return { promotion, rule };
  }

  return {
    stateOf,

    /**
     * Claims a bonus after depositing (rules `join: after_deposit`): the newest qualifying deposit of the period
     * (claimableDeposit) pays it now; claiming again answers the same state; a budget too small refuses it.
     */
    async claim(member: Member, code: string, language: Language): Promise<MemberPromotionState> {
      const at = now();
      return db.transaction(async (tx) => {
        const { promotion, rule } = await runningBonus(tx, member, code, 'after_deposit', at);
        const period = periodKey(rule, member.merchantCode, at);
        // The participation first: a claim racing this one waits here for it and then finds the period claimed.
        const participation = await repo.insertParticipation(tx, { merchantCode: member.merchantCode, promotionId: promotion.id, memberId: member.id, period });
        if (!participation) return stateOf(tx, member, promotion, at, language);
        const deposit = await claimableDeposit(tx, member, promotion, rule, at);
        // Refused: the transaction ends, and the participation with it.
        if (!deposit) throw new AppError('promotion.not_eligible');
        try {
          await tx.transaction((sp) => pay(sp, member, promotion, rule, participation.id, deposit, at));
        } catch (err) {
          if (err instanceof AppError && err.code === 'wallet.insufficient_funds') throw new AppError('promotion.budget_insufficient');
          throw err;
        }
        return stateOf(tx, member, promotion, at, language);
      });
    },

    /** Joins a running deposit bonus for the current period; joining again answers the same participation. */
    async join(member: Member, code: string, language: Language): Promise<MemberPromotionState> {
      const at = now();
      return db.transaction(async (tx) => {
        const { promotion, rule } = await runningBonus(tx, member, code, 'before_deposit', at);
        const period = periodKey(rule, member.merchantCode, at);
        if (!(await repo.liveParticipation(tx, promotion.id, member.id, period))) {
          if (!(await eligible(tx, member, rule))) throw new AppError('promotion.not_eligible');
          await repo.insertParticipation(tx, { merchantCode: member.merchantCode, promotionId: promotion.id, memberId: member.id, period });
        }
        return stateOf(tx, member, promotion, at, language);
      });
    },

    /**
     * Inside the transaction that credits a deposit: the member's oldest joined deposit bonus that this deposit
     * qualifies for pays its bonus from the budget and becomes a grant (one bonus per deposit). A first or Nth
     * deposit bonus whose deposit has come and gone without qualifying is over for the player. A budget too
     * small pays nothing and leaves the player joined (the deposit is credited all the same: a savepoint),
     * with an audit entry for the operators.
     */
    async credited(tx: Db, deposit: CreditedDeposit) {
      const at = now();
      const member = { id: deposit.memberId, merchantCode: deposit.merchantCode };
      for (const { participation, promotion } of await repo.lockJoined(tx, deposit.memberId)) {
        const rule = rulesOf(promotion);
        if (!rule || periodOf(promotion, at) !== 'RUNNING' || participation.period !== periodKey(rule, member.merchantCode, at)) continue;
        const target = rule.trigger === 'first' ? 1 : rule.trigger === 'nth' ? rule.nth! : null;
        const bonus = depositQualifies(rule, deposit.ordinal) ? depositBonus(rule, deposit.amount) : 0n;
        if (bonus === 0n) {
          if (target !== null && deposit.ordinal >= target) await repo.updateParticipation(tx, participation.id, { status: 'cancelled' });
          continue;
        }
        try {
          await tx.transaction((sp) => pay(sp, member, promotion, rule, participation.id, deposit, at));
          return;
        } catch (err) {
          if (!(err instanceof AppError && err.code === 'wallet.insufficient_funds')) throw err;
          await audit.record(tx, SYSTEM, {
            merchantCode: deposit.merchantCode, action: 'promotion.deposit_bonus.unpaid', target: `promotion:${promotion.id}`, before: null,
            after: { reason: 'budget_insufficient', memberId: deposit.memberId, depositId: deposit.id, amount: formatAmount(bonus) },
          });
        }
      }
    },

    /** The player's grants, newest first, their turnover counted up to now. */
    async grants(member: Member, language: Language): Promise<MemberBonusGrants> {
      return db.transaction(async (tx) => {
        const open = await turnover.catchUp(tx, member);
        const rows = await repo.grantsOf(tx, member.merchantCode, member.id, GRANTS_SHOWN);
        return {
          list: rows.map((r) => grantView(r.grant, r.code, r.titles, language)),
          turnoverLeft: displayAmount(open.reduce((sum, g) => (g.status === 'active' ? sum + g.turnoverRequired - g.turnoverDone : sum), 0n)),
        };
      });
    },

    /** The player gives up an open grant: the bonus (or what the wallet still holds of it) goes back to the budget. */
    async forfeit(member: Member, id: number, language: Language): Promise<MemberBonusGrants> {
      await db.transaction(async (tx) => {
        await turnover.catchUp(tx, member);
        const grant = await repo.lockGrant(tx, member.merchantCode, member.id, id);
        if (!grant) throw new AppError('promotion.grant_not_found');
        if (grant.status !== 'active') throw new AppError('promotion.grant_closed', { status: grant.status });
        await close(tx, grant, 'forfeited', { type: 'member', id: String(member.id), ip: null, merchantCode: member.merchantCode });
      });
      return this.grants(member, language);
    },

    /** The expiry job: open grants past their time are closed, each in its own transaction, its turnover counted first (met in time is met). */
    async expire(): Promise<number> {
      let closed = 0;
      for (const due of await repo.dueToExpire(db, now(), EXPIRY_BATCH)) {
        await db.transaction(async (tx) => {
          await turnover.catchUp(tx, { id: due.memberId, merchantCode: due.merchantCode });
          const grant = await repo.lockGrant(tx, due.merchantCode, due.memberId, due.id);
          if (grant?.status !== 'active' || grant.expiresAt > now()) return;
          await close(tx, grant, 'expired', SYSTEM);
          closed++;
        });
      }
      return closed;
    },

    /** Counts the member's rounds into its open grants now (before a state is answered with a grant's progress). */
    countTurnover: (member: Member) => db.transaction((tx) => turnover.catchUp(tx, member)),

    /** What the member still has to wager before a withdrawal, inside the withdrawal's transaction. */
    turnoverLeft: (tx: Db, member: Member) => turnover.left(tx, member),
  };
}
export type DepositBonuses = ReturnType<typeof createDepositBonuses>;
