import type { PeriodKind } from '../../lib/periods';

/**
 * The pure rules of agent contracts (spec §3 Contract): which tier a team's figures reach, what a
 * contract pays for a period, and the rate rule between an upline's and a downline's contracts.
 * Money is bigint minor units; rates are whole basis points (1 bp = 0.01 %), so nothing is a float.
 */

export const CONTRACT_TYPES = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

export const DIVIDEND_PERIODS = ['Daily', 'Weekly', 'Semimonthly', 'Monthly'] as const;
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];

/** 100 % in basis points: no contract pays more than the figure it is computed on. */
export const MAX_RATE_BP = 10_000;

/**
 * One tier: reached when the team's figure is at least `threshold` (dividend: the team's profit and
 * loss, i.e. what the house won from the team; salaries: the team's valid bets in the period) and at
 * least `activeMembers` of the team bet `minValidBet` or more in the period.
 */
export interface Tier { threshold: bigint; activeMembers: number; rateBp: number }

export interface Terms {
  /** Dividends only: how often the contract settles. Salaries settle by their type. */
  period: DividendPeriod | null;
  /** The valid bet in the period that makes a team member active. */
  minValidBet: bigint;
  tiers: Tier[];
}

/** A team's figures for one period, from its settled rounds (demo play excluded). */
export interface TeamFigures {
  /** Bets less refunds. */
  validBet: bigint;
  /** The house's result against the team: valid bets less wins (negative when the team won). */
  profitLoss: bigint;
  /** Team members whose valid bet reached the contract's minValidBet. */
  activeMembers: number;
}

export const MAX_TIERS = 10;

/** Why terms are not acceptable, or null. Checked on every offer, so stored terms are always sound. */
export function termsProblem(type: ContractType, terms: Terms): string | null {
  if ((type === 'dividend') !== (terms.period !== null)) return type === 'dividend' ? 'a dividend needs a period' : 'only dividends have a period';
  if (terms.minValidBet < 0n) return 'minValidBet is negative';
  if (terms.tiers.length < 1 || terms.tiers.length > MAX_TIERS) return `1 to ${MAX_TIERS} tiers`;
  for (const [i, tier] of terms.tiers.entries()) {
    if (tier.threshold < 0n) return 'a tier threshold is negative';
    if (!Number.isInteger(tier.activeMembers) || tier.activeMembers < 0) return 'activeMembers must be a whole number ≥ 0';
    if (!Number.isInteger(tier.rateBp) || tier.rateBp <= 0 || tier.rateBp > MAX_RATE_BP) return 'a rate must be above 0 and at most 100 %';
    const prev = terms.tiers[i - 1];
    if (prev && !(tier.threshold > prev.threshold || tier.activeMembers > prev.activeMembers)) return 'each tier must ask for more than the one before';
    if (prev && tier.rateBp < prev.rateBp) return 'a higher tier cannot have a lower rate';
  }
  return null;
}

/** A contract's own rate: its highest tier's. What the rate rule compares. */
export function contractRate(terms: Terms): number {
  return terms.tiers.reduce((max, t) => Math.max(max, t.rateBp), 0);
}

/** The figure a type's tiers are measured on. */
export function tierFigure(type: ContractType, figures: TeamFigures): bigint {
  return type === 'dividend' ? figures.profitLoss : figures.validBet;
}

/** The highest-rate tier the figures reach, or null. */
export function reachedTier(type: ContractType, terms: Terms, figures: TeamFigures): Tier | null {
  const figure = tierFigure(type, figures);
  let best: Tier | null = null;
  for (const tier of terms.tiers) {
    if (figure >= tier.threshold && figures.activeMembers >= tier.activeMembers && (!best || tier.rateBp > best.rateBp)) best = tier;
  }
  return best;
}

/** `amount × rateBp / 10000`, rounded down to the minor unit (the house never pays a fraction up). */
export function applyRate(amount: bigint, rateBp: number): bigint {
  if (amount <= 0n) return 0n;
  return (amount * BigInt(rateBp)) / BigInt(MAX_RATE_BP);
}

export interface Payout { tier: Tier | null; base: bigint; amount: bigint }

/**
 * What a contract pays for one period: the reached tier's rate of the figure. A dividend pays only on
 * a positive profit and loss (a losing period pays nothing and is not carried over); a salary on the
 * team's valid bets.
 */
export function payoutFor(type: ContractType, terms: Terms, figures: TeamFigures): Payout {
  const tier = reachedTier(type, terms, figures);
  const base = tierFigure(type, figures);
  return { tier, base, amount: tier ? applyRate(base, tier.rateBp) : 0n };
}

/** The period kind a contract settles by. */
export function periodKindOf(type: ContractType, terms: Terms): PeriodKind {
  switch (type) {
    case 'realtime': return 'realtime';
    case 'hourly': return 'hourly';
    case 'daily': return 'daily';
    case 'dividend': {
      const map: Record<DividendPeriod, PeriodKind> = { Daily: 'daily', Weekly: 'weekly', Semimonthly: 'semimonthly', Monthly: 'monthly' };
      return map[terms.period ?? 'Monthly'];
    }
  }
}

/**
 * The rate rule: a downline's rate never exceeds its upline's own rate for the same type. `uplineRate`
 * is null for a top agent (no upline contract): its contracts are bounded only by 100 %.
 */
export function rateAllowed(offeredRateBp: number, uplineRateBp: number | null): boolean {
  return offeredRateBp <= (uplineRateBp ?? MAX_RATE_BP);
}

/**
 * Contracts an agent gave its own downlines that a new contract of the agent's, at `newRateBp`, would
 * leave above the agent's rate: they are terminated, after the agent agrees, when the new one starts.
 */
export function exceedingDownlineContracts<T extends { rateBp: number }>(downlineContracts: T[], newRateBp: number): T[] {
  return downlineContracts.filter((c) => c.rateBp > newRateBp);
}

/** Percent text with up to 2 decimals ("35", "0.5", 12.25) as basis points; null when not such a number. */
export function parseRate(input: string | number): number | null {
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : input.trim();
  const m = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  const bp = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bp <= MAX_RATE_BP ? bp : null;
}

/** Basis points as the percent number people read (3550 → 35.5). */
export function rateToPercent(bp: number): number {
  return bp / 100;
}
