import { z } from 'zod';
import { GAME_TYPES, type GameType } from './games';
import { amountInput } from './wallet';

/**
 * The money rules of a promotion that pays a bonus (issue 19; decision 0058, "Grants and turnover").
 * Amounts are the API's canonical decimal amounts in the merchant's currency; the server turns them into
 * minor units. Percentages are numbers with at most two decimals (12.5 means 12.5 %).
 */

/** `wallet`: the bonus joins the main wallet and withdrawal waits for the turnover (the Asian model); `locked`: held per grant until met. */
export const BONUS_MODELS = ['wallet', 'locked'] as const;
export type BonusModel = (typeof BONUS_MODELS)[number];

/** What the turnover multiple multiplies: the bonus alone, or the deposit and the bonus. */
export const TURNOVER_BASES = ['bonus', 'deposit_bonus'] as const;
export type TurnoverBase = (typeof TURNOVER_BASES)[number];

/**
 * How much of a bet counts towards turnover, in percent, per game type, unless a promotion sets its own:
 * slots and fishing in full, live tables and card games a tenth (a low house edge, easily hedged), sports,
 * e-sports, lotteries and cockfights not at all.
 */
export const DEFAULT_TURNOVER_WEIGHTS: Readonly<Record<GameType, number>> = {
  RNG: 100, FISH: 100, LIVE: 10, PVP: 10, SPORTS: 0, ESPORTS: 0, LOTT: 0, ELOTT: 0, COCKFIGHT: 0,
};

const percent = (max: number) => z.number().min(0).max(max).multipleOf(0.01, 'at most two decimals');

export const turnoverRule = z.object({
  /** Times the base (0: no turnover). At most 100×; a merchant may cap it lower. */
  multiple: percent(100),
  base: z.enum(TURNOVER_BASES).default('bonus'),
  /** Percent per game type, over DEFAULT_TURNOVER_WEIGHTS. */
  weights: z.partialRecord(z.enum(GAME_TYPES), z.number().int().min(0).max(100)).default({}),
  /** Whole days; the grant expires at the end of the last one, midnight in the merchant's zone. */
  expiryDays: z.number().int().min(1).max(365),
  /** The largest bet of one round while the turnover is open; null: no limit. */
  maxBet: amountInput.nullable().default(null),
  /** The most a grant can turn into cash; null: no limit. */
  maxWin: amountInput.nullable().default(null),
  model: z.enum(BONUS_MODELS).default('wallet'),
}).strict();
export type TurnoverRule = z.infer<typeof turnoverRule>;

/** How a player takes part in a deposit bonus: joins before depositing, or claims a deposit already credited. */
export const DEPOSIT_JOINS = ['before_deposit', 'after_deposit'] as const;

/** Which deposits a deposit bonus answers: the member's first, its Nth, or any (a reload). */
export const DEPOSIT_TRIGGERS = ['first', 'nth', 'reload'] as const;

export const depositBonusRule = z.object({
  trigger: z.enum(DEPOSIT_TRIGGERS),
  /** For `nth`: which deposit (2 for the second). */
  nth: z.number().int().min(2).max(100).nullable().default(null),
  /** Percent of the deposit (100: the deposit doubled). */
  percent: percent(1_000),
  /** The bonus never exceeds this. */
  cap: amountInput,
  /** A smaller deposit earns nothing. */
  minDeposit: amountInput,
  /** `before_deposit`: the player joins, then deposits; `after_deposit`: a deposit already credited is claimed. */
  join: z.enum(DEPOSIT_JOINS).default('before_deposit'),
  /** How often a reload pays: once, or once a day, week or month in the merchant's zone (a first or Nth deposit is once). */
  period: z.enum(['once', 'daily', 'weekly', 'monthly']).default('once'),
  turnover: turnoverRule,
}).strict().superRefine((v, ctx) => {
  if (v.trigger !== 'reload' && v.period !== 'once') ctx.addIssue({ code: 'custom', path: ['period'], message: 'only a reload bonus repeats' });
  if (v.trigger === 'nth' && v.nth === null) ctx.addIssue({ code: 'custom', path: ['nth'], message: 'an nth-deposit bonus names which deposit' });
  if (v.trigger !== 'nth' && v.nth !== null) ctx.addIssue({ code: 'custom', path: ['nth'], message: 'only an nth-deposit bonus names a deposit' });
});
export type DepositBonusRule = z.infer<typeof depositBonusRule>;

/** How often a member may apply to an apply-type promotion: once, or once a day, a week (ISO, Monday) or a month in the merchant's zone. */
export const APPLY_PERIODS = ['once', 'daily', 'weekly', 'monthly'] as const;
export type ApplyPeriod = (typeof APPLY_PERIODS)[number];

/**
 * An apply-type promotion (spec §3, §4): the player applies with a remark and images, an operator issues
 * an amount up to `maxAmount` from the promotion's budget, or rejects it.
 */
export const applyRule = z.object({
  period: z.enum(APPLY_PERIODS).default('once'),
  /** The most an operator may issue on one application. */
  maxAmount: amountInput,
  /** Images the player must attach (at most 3 can be). */
  minImages: z.number().int().min(0).max(3).default(0),
}).strict();
export type ApplyRule = z.infer<typeof applyRule>;

/** A rush's opening time of day, HH:MM in the merchant's zone. */
const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM, 00:00 to 23:59');
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
/** Major units to minor (the contracts' amounts have at most 2 decimals): the rule's sums are checked exactly. */
const minorOf = (amount: string | number) => BigInt(Math.round(Number(amount) * 100));

/**
 * A red envelope promotion (spec §1; issue 19; decision 0058, "Red envelopes"): every day of its window, at each
 * of `times` in the merchant's zone, a rush opens for `minutes`. Its pool is cut into `envelopes` random
 * amounts between `min` and `max` that add up to the pool exactly, moved from the promotion's budget when the
 * rush opens; each player takes at most one envelope per rush, while any is left. What no one took goes back
 * to the budget when the rush ends.
 */
export const redEnvelopeRule = z.object({
  times: z.array(timeOfDay).min(1).max(24),
  minutes: z.number().int().min(1).max(240),
  pool: amountInput,
  envelopes: z.number().int().min(1).max(100_000),
  min: amountInput,
  max: amountInput,
  /** Who may take one: a player whose credited deposits of the merchant's day reach this (0: every player). */
  minDepositToday: amountInput.default('0'),
  /** The envelope's turnover (a multiple of 0: none), counted as a deposit bonus's is. */
  turnover: turnoverRule.omit({ base: true }).extend({ base: z.literal('bonus').default('bonus') }),
}).strict().superRefine((v, ctx) => {
  const [pool, min, max] = [minorOf(v.pool), minorOf(v.min), minorOf(v.max)];
  if (min <= 0n) ctx.addIssue({ code: 'custom', path: ['min'], message: 'more than 0' });
  if (max < min) ctx.addIssue({ code: 'custom', path: ['max'], message: 'at least min' });
  const n = BigInt(v.envelopes);
  if (pool < n * min || pool > n * max) ctx.addIssue({ code: 'custom', path: ['pool'], message: 'between envelopes × min and envelopes × max' });
  const starts = v.times.map(minutesOf).sort((a, b) => a - b);
  if (new Set(starts).size !== starts.length) ctx.addIssue({ code: 'custom', path: ['times'], message: 'each time once' });
  // Rushes never overlap, the last of a day with the first of the next included.
  else if (starts.some((s, i) => (i + 1 < starts.length ? starts[i + 1]! : starts[0]! + 1_440) - s < v.minutes)) {
    ctx.addIssue({ code: 'custom', path: ['minutes'], message: 'shorter than the gap between two times' });
  }
});
export type RedEnvelopeRule = z.infer<typeof redEnvelopeRule>;

/** A turnover that is always a multiple of the payout itself (a rebate's, a cashback's): as a red envelope's. */
const payoutTurnover = turnoverRule.omit({ base: true }).extend({ base: z.literal('bonus').default('bonus') });

/**
 * A rebate (spec §1; issue 19; decision 0058, "Rebates and cashback"): a percentage of the player's valid bets
 * (bet less refunds, of rounds settled that day in the merchant's zone) per game type, paid every day for the
 * day before by a job, at most `maxPerDay` a day; a day's rebate below `minPayout` is not paid. With `manual`
 * the player may claim what today has earned so far (member centre → manual rebate); the day's run pays
 * only the rest. Percentages with two decimals, at most 5 % (0.8 means 0.8 %).
 */
export const rebateRule = z.object({
  rates: z.partialRecord(z.enum(GAME_TYPES), percent(5)).refine((r) => Object.values(r).some((v) => (v ?? 0) > 0), 'at least one game type earns a rebate'),
  minPayout: amountInput.default('1'),
  maxPerDay: amountInput.nullable().default(null),
  manual: z.boolean().default(true),
  turnover: payoutTurnover,
}).strict();
export type RebateRule = z.infer<typeof rebateRule>;

/** How long a cashback's period is: a day, or an ISO week (Monday to Sunday), in the merchant's zone. */
export const CASHBACK_PERIODS = ['daily', 'weekly'] as const;
export type CashbackPeriod = (typeof CASHBACK_PERIODS)[number];

/**
 * A cashback (spec §1; issue 19; decision 0058, "Rebates and cashback"): `percent` of the player's net loss
 * (bets less refunds and wins, of rounds settled in the period, every game type) over a day or a week in the
 * merchant's zone, paid by a job once the period is over; a loss below `minLoss` earns nothing, and the
 * cashback never exceeds `cap`.
 */
export const cashbackRule = z.object({
  period: z.enum(CASHBACK_PERIODS),
  percent: percent(100).refine((v) => v > 0, 'more than 0'),
  minLoss: amountInput.default('0'),
  cap: amountInput,
  turnover: payoutTurnover,
}).strict();
export type CashbackRule = z.infer<typeof cashbackRule>;

/**
 * Refer and earn (spec §2 side menu, §3 availablePromo REFERRAL; issue 19; decision 0058, "Refer and earn"): a
 * player who joined with another's referral code while the promotion runs is that player's invitee; once the
 * invitee's first credited deposit reaches `minFirstDeposit` and the valid bets of the rounds settled since
 * registering reach `minValidBet`, both within `withinDays` of registering, the referrer is paid `reward` (and the
 * invitee `inviteeReward`), once per invitee, for at most `maxRewards` invitees per referrer. An invitee who looks
 * like the referrer (same registration address, mobile or bank account name) earns nothing.
 */
export const referralRule = z.object({
  reward: amountInput,
  inviteeReward: amountInput.default('0'),
  minFirstDeposit: amountInput.default('0'),
  minValidBet: amountInput.default('0'),
  withinDays: z.number().int().min(1).max(365).default(30),
  maxRewards: z.number().int().min(1).max(10_000).nullable().default(null),
  /** Each reward's turnover (a multiple of the reward; 0: none). */
  turnover: payoutTurnover,
}).strict().superRefine((v, ctx) => {
  if (minorOf(v.reward) <= 0n) ctx.addIssue({ code: 'custom', path: ['reward'], message: 'more than 0' });
});
export type ReferralRule = z.infer<typeof referralRule>;
