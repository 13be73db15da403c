import { DEFAULT_TURNOVER_WEIGHTS, GAME_TYPES, type ApplyPeriod, type DepositBonusRule, type GameType, type TurnoverRule } from '@platform/contracts';
import { parseAmount } from '../../lib/money';
import { localTime, periodAt, periodLabel, startOfLocalDay } from '../../lib/periods';

/**
 * The pure money rules of a bonus (issue 19; decision 0058, "Grants and turnover"): what a deposit earns,
 * how much must be wagered, how much of a bet counts, which open grant a bet's turnover fills, when a grant
 * expires and what forfeiting takes back. Amounts are minor units (bigint); no SQL, no clock.
 */

/** A percentage with two decimals as hundredths of a percent (12.5 % → 1250), so the arithmetic stays in integers. */
const basisPoints = (percent: number) => BigInt(Math.round(percent * 100));
const minor = (amount: string | number) => parseAmount(amount)!;

/** A turnover rule in minor units and integers. */
export interface TurnoverTerms {
  /** The multiple in hundredths (12.5× → 1250). */
  multipleHundredths: bigint;
  base: TurnoverRule['base'];
  weights: Readonly<Record<GameType, number>>;
  expiryDays: number;
  maxBet: bigint | null;
  maxWin: bigint | null;
  model: TurnoverRule['model'];
}

export function turnoverTerms(rule: TurnoverRule): TurnoverTerms {
  return {
    multipleHundredths: basisPoints(rule.multiple),
    base: rule.base,
    weights: { ...DEFAULT_TURNOVER_WEIGHTS, ...rule.weights },
    expiryDays: rule.expiryDays,
    maxBet: rule.maxBet === null ? null : minor(rule.maxBet),
    maxWin: rule.maxWin === null ? null : minor(rule.maxWin),
    model: rule.model,
  };
}

/** The bonus a deposit earns: its percentage, rounded down to the minor unit, never above the cap; nothing below the minimum deposit. */
export function depositBonus(rule: DepositBonusRule, deposit: bigint): bigint {
  if (deposit <= 0n || deposit < minor(rule.minDeposit)) return 0n;
  const bonus = (deposit * basisPoints(rule.percent)) / 10_000n;
  const cap = minor(rule.cap);
  return bonus < cap ? bonus : cap;
}

/** Whether a deposit (the member's `ordinal`th credited one, 1 for the first) is one the rule answers. */
export function depositQualifies(rule: DepositBonusRule, ordinal: number): boolean {
  if (rule.trigger === 'first') return ordinal === 1;
  if (rule.trigger === 'nth') return ordinal === rule.nth;
  return ordinal >= 1;
}

/** What must be wagered: the multiple of the base, rounded up to the minor unit (never a cent less than the rule says). */
export function turnoverRequired(terms: TurnoverTerms, bonus: bigint, deposit: bigint): bigint {
  const base = terms.base === 'bonus' ? bonus : deposit + bonus;
  return (base * terms.multipleHundredths + 99n) / 100n;
}

/** How much of a settled bet counts: its game type's weight, rounded down; a game of no known type counts nothing. */
export function countedBet(terms: TurnoverTerms, bet: bigint, gameType: string | null): bigint {
  if (bet <= 0n || gameType === null || !(GAME_TYPES as readonly string[]).includes(gameType)) return 0n;
  return (bet * BigInt(terms.weights[gameType as GameType])) / 100n;
}

/** An open grant as the turnover count sees it: what it needs, what it has, and its own weights per game type. */
export interface OpenGrant { id: number; required: bigint; done: bigint; weights: Readonly<Record<string, number>> }

/**
 * A settled round's net bet goes to the member's open grants oldest first. Each grant counts the bet at its
 * own weight for the round's game type (countedBet) and takes what it still needs; the part of the bet it
 * used (what it took, divided back by its weight, rounded up) is spent, and the rest of the bet passes on.
 * A grant that weighs the type at 0 passes the whole bet on; what no grant needs is not kept. The grants
 * come oldest first.
 */
export function distributeBet(grants: readonly OpenGrant[], bet: bigint, gameType: string | null): { id: number; add: bigint }[] {
  const out: { id: number; add: bigint }[] = [];
  if (gameType === null || !(GAME_TYPES as readonly string[]).includes(gameType)) return out;
  let left = bet;
  for (const g of grants) {
    if (left <= 0n) break;
    const weight = BigInt(g.weights[gameType] ?? 0);
    const need = g.required - g.done;
    if (weight === 0n || need <= 0n) continue;
    const counted = (left * weight) / 100n;
    if (counted <= need) {
      if (counted > 0n) out.push({ id: g.id, add: counted });
      break;
    }
    out.push({ id: g.id, add: need });
    left -= (need * 100n + weight - 1n) / weight;
  }
  return out;
}

/**
 * When a grant made at `grantedAt` expires: at the end of the `days`th local day after the grant's own day,
 * midnight in the merchant's zone. So "7 days" always gives at least seven whole days, and every grant of
 * one day ends at the same moment, whatever the hour it was made.
 */
export function grantExpiresAt(grantedAt: Date, days: number, timeZone: string): Date {
  const t = localTime(grantedAt.getTime(), timeZone);
  const end = new Date(Date.UTC(t.year, t.month - 1, t.day + days + 1));
  return startOfLocalDay(end.getUTCFullYear(), end.getUTCMonth() + 1, end.getUTCDate(), timeZone);
}

/** Forfeiting a wallet-model bonus takes back the bonus, or what is left of the wallet when the player has less. */
export function forfeitedAmount(bonus: bigint, walletBalance: bigint): bigint {
  if (walletBalance <= 0n) return 0n;
  return bonus < walletBalance ? bonus : walletBalance;
}

/**
 * The period an application made at `at` counts in, as its row keys it: 'once', or the period's first
 * local date in the merchant's zone ('daily:2026-12-03', 'weekly:2026-11-30' for the ISO week from that
 * Monday, 'monthly:2026-12-01'); one pending or issued application per member and key.
 */
export function applicationPeriodKey(period: ApplyPeriod, at: Date, timeZone: string): string {
  if (period === 'once') return 'once';
  return `${period}:${periodLabel(periodAt(period, at, timeZone), timeZone)}`;
}

/**
 * A kind's rules parsed once per promotion and version (a published promotion's rules do not change, and every
 * claim, state and run reads them): `parse` answers null for rules that do not hold.
 */
export function rulesReader<R>(parse: (rules: Record<string, unknown>, kind: string) => R | null, kept = 256) {
  const parsed = new Map<string, R | null>();
  return (row: { id: number; kind: string; updatedAt: Date; rules: Record<string, unknown> }): R | null => {
    const key = `${row.id}:${row.updatedAt.getTime()}`;
    let rule = parsed.get(key);
    if (rule === undefined) {
      rule = parse(row.rules, row.kind);
      if (parsed.size >= kept) parsed.clear();
      parsed.set(key, rule);
    }
    return rule;
  };
}

/**
 * The grant of a payout that carries turnover (a red envelope's, a rebate's, a cashback's): always a multiple
 * of the payout itself, expiring at the end of its last day in the merchant's zone.
 */
export function payoutGrant(p: {
  merchantCode: string; memberId: number; promotionId: number; source: string; amount: bigint; terms: TurnoverTerms; required: bigint;
  at: Date; timeZone: string; postingId: number;
}) {
  return {
    merchantCode: p.merchantCode, memberId: p.memberId, promotionId: p.promotionId, source: p.source,
    amount: p.amount, model: p.terms.model, turnoverRequired: p.required, weights: { ...p.terms.weights },
    maxBet: p.terms.maxBet, maxWin: p.terms.maxWin, expiresAt: grantExpiresAt(p.at, p.terms.expiryDays, p.timeZone), postingId: p.postingId,
  };
}
