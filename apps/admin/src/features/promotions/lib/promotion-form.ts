/**
 * The promotion form's draft and what it sends. Texts are per language, EN first (the server's fallback)
 * and sent only when filled. The window is typed as the merchant's wall clock (lib/zoned-input.ts), as every
 * time of the back office is shown. Once a promotion is published its code, kind, window and rules are fixed: they
 * are sent exactly as the server gave them, so an edit of the texts is never refused as a change of them.
 * A deposit bonus's, a red envelope's, a rebate's and a cashback's rules (decision 0058) are checked here before sending; the turnover's
 * model and bet and win limits are not offered (the server takes only the defaults for now). What the server
 * still refuses in them (`system.invalid_input`, its details' paths under `/rules`) is shown as the same problems.
 */
import {
  DEFAULT_TURNOVER_WEIGHTS, GAME_TYPES,
  type ApplyPeriod, type CashbackPeriod, type DepositBonusRule, type GameType, type OperatorPromotion, type PromotionCategory, type PromotionInput, type PromotionKind, type TurnoverBase,
} from '@platform/contracts';
import { ApiError } from '../../../lib/api-client';
import { filledTexts } from '../../../lib/localized-texts';
import { instantOfZonedInput, zonedInputOf } from '../../../lib/zoned-input';
import { readPositiveAmount } from './budget-action';
import { isFixed } from './promotion-actions';

export interface PromotionDraft {
  code: string;
  kind: PromotionKind;
  category: PromotionCategory;
  titles: Record<string, string>;
  summaries: Record<string, string>;
  contents: Record<string, string>;
  sortOrder: string;
  /** `<input type="datetime-local">` values; '' for no limit. */
  startsAt: string;
  endsAt: string;
  /** An apply promotion's rules: how often a player may apply, the most one application is issued, the images it needs. */
  applyPeriod: ApplyPeriod;
  applyMaxAmount: string;
  applyMinImages: string;
  /** A deposit bonus's rules, numbers as typed: which deposit it answers, how much it pays, how often, and the turnover that holds it. */
  depositTrigger: DepositBonusRule['trigger'];
  /** The player joins before depositing, or claims a deposit already credited. */
  depositJoin: DepositBonusRule['join'];
  depositNth: string;
  depositPercent: string;
  depositCap: string;
  depositMinDeposit: string;
  /** Sent only for a reload; a first or Nth deposit bonus is paid once. */
  depositPeriod: DepositBonusRule['period'];
  turnoverMultiple: string;
  turnoverBase: TurnoverBase;
  turnoverExpiryDays: string;
  /** Percent per game type, starting from DEFAULT_TURNOVER_WEIGHTS. */
  turnoverWeights: Record<GameType, string>;
  /** A red envelope's rules, numbers as typed: the times of day a rush opens (HH:MM, the merchant's zone), for how many minutes. */
  rushTimes: string[];
  rushMinutes: string;
  /** Each rush's pool, cut into `rushEnvelopes` envelopes of `rushMin` to `rushMax` each. */
  rushPool: string;
  rushEnvelopes: string;
  rushMin: string;
  rushMax: string;
  /** Who may take one: the player's deposits of the day reach this (0: every player). */
  rushMinDepositToday: string;
  /** The envelope's turnover (always of the envelope itself): its multiple, days and weights, as a deposit bonus's. */
  rushTurnoverMultiple: string;
  rushTurnoverExpiryDays: string;
  rushTurnoverWeights: Record<GameType, string>;
  /** A rebate's rules, numbers as typed: the percent of valid bets paid per game type (0 to 5; 0: none), a day's smallest payout and most ('' for no limit). */
  rebateRates: Record<GameType, string>;
  rebateMinPayout: string;
  rebateMaxPerDay: string;
  /** The player may claim what today has earned so far (the day's run pays the rest). */
  rebateManual: boolean;
  /** The rebate's turnover (always of the rebate itself): its multiple, days and weights, as a red envelope's. */
  rebateTurnoverMultiple: string;
  rebateTurnoverExpiryDays: string;
  rebateTurnoverWeights: Record<GameType, string>;
  /** A cashback's rules, numbers as typed: a day's or a week's net loss, the percent of it paid, the smallest loss that earns any, the largest cashback. */
  cashbackPeriod: CashbackPeriod;
  cashbackPercent: string;
  cashbackMinLoss: string;
  cashbackCap: string;
  /** The cashback's turnover (always of the cashback itself), as a red envelope's. */
  cashbackTurnoverMultiple: string;
  cashbackTurnoverExpiryDays: string;
  cashbackTurnoverWeights: Record<GameType, string>;
}

export type DraftProblem = 'titleRequired' | 'code' | 'sortOrder' | 'window' | 'maxAmount'
  | 'depositNth' | 'depositPercent' | 'depositCap' | 'depositMinDeposit' | 'turnoverMultiple' | 'turnoverExpiryDays' | 'turnoverWeights'
  | 'rushTimes' | 'rushMinutes' | 'rushOverlap' | 'rushPool' | 'rushEnvelopes' | 'rushMin' | 'rushMax' | 'rushPoolRange' | 'rushMinDepositToday'
  | 'rebateRates' | 'rebateRatesNone' | 'rebateMinPayout' | 'rebateMaxPerDay' | 'cashbackPercent' | 'cashbackMinLoss' | 'cashbackCap';

/** A problem found in a draft, with the values its words name (rushPoolRange: the lowest and highest pool the envelopes allow). */
export interface Problem {
  problem: DraftProblem;
  values?: Record<string, string>;
}

/** A promotion's text in the operator's language, else its EN text. */
export function titleIn(titles: Record<string, string>, language: string): string {
  return titles[language.toUpperCase()] || titles.EN || '';
}

const textOf = (value: unknown, fallback: string) => (typeof value === 'string' || typeof value === 'number' ? String(value) : fallback);

/** Stored turnover weights as the draft's, every game type filled in (the defaults where the rule sets none). */
const weightsDraftOf = (turnover: Record<string, unknown>) => {
  const weights = (turnover.weights ?? {}) as Partial<Record<GameType, number>>;
  return Object.fromEntries(GAME_TYPES.map((g) => [g, String(weights[g] ?? DEFAULT_TURNOVER_WEIGHTS[g])])) as Record<GameType, string>;
};

/** A stored deposit bonus's rules as the draft's fields, or a new one's defaults (a first deposit doubled, 10× the bonus in 30 days; an Nth deposit's second). */
function depositDraftOf(rules: Record<string, unknown>) {
  const turnover = (rules.turnover ?? {}) as Record<string, unknown>;
  return {
    depositTrigger: (rules.trigger as DepositBonusRule['trigger'] | undefined) ?? 'first',
    depositJoin: (rules.join as DepositBonusRule['join'] | undefined) ?? 'before_deposit',
    depositNth: textOf(rules.nth, '2'),
    depositPercent: textOf(rules.percent, '100'),
    depositCap: textOf(rules.cap, ''),
    depositMinDeposit: textOf(rules.minDeposit, ''),
    depositPeriod: (rules.period as DepositBonusRule['period'] | undefined) ?? 'once',
    turnoverMultiple: textOf(turnover.multiple, '10'),
    turnoverBase: (turnover.base as TurnoverBase | undefined) ?? 'bonus',
    turnoverExpiryDays: textOf(turnover.expiryDays, '30'),
    turnoverWeights: weightsDraftOf(turnover),
  };
}

/** A stored red envelope's rules as the draft's fields, or a new one's defaults (one rush a day at 20:00 for 10 minutes, 100 envelopes, 1× the envelope in 7 days). */
function rushDraftOf(rules: Record<string, unknown>) {
  const turnover = (rules.turnover ?? {}) as Record<string, unknown>;
  return {
    rushTimes: Array.isArray(rules.times) ? rules.times.map((v) => textOf(v, '')) : ['20:00'],
    rushMinutes: textOf(rules.minutes, '10'),
    rushPool: textOf(rules.pool, ''),
    rushEnvelopes: textOf(rules.envelopes, '100'),
    rushMin: textOf(rules.min, ''),
    rushMax: textOf(rules.max, ''),
    rushMinDepositToday: textOf(rules.minDepositToday, '0'),
    rushTurnoverMultiple: textOf(turnover.multiple, '1'),
    rushTurnoverExpiryDays: textOf(turnover.expiryDays, '7'),
    rushTurnoverWeights: weightsDraftOf(turnover),
  };
}

/** A new rebate's percent of valid bets per game type: slots and fishing 0.8, live tables, card games and sports 0.5, the others none. */
const NEW_REBATE_RATES: Readonly<Partial<Record<GameType, number>>> = { RNG: 0.8, FISH: 0.8, LIVE: 0.5, PVP: 0.5, SPORTS: 0.5 };

/** A stored rebate's rules as the draft's fields (a game type it sets no rate for: 0), or a new one's defaults (NEW_REBATE_RATES, at least 1 paid, no daily limit, claimable, 1× the rebate in 7 days). */
function rebateDraftOf(rules: Record<string, unknown>) {
  const turnover = (rules.turnover ?? {}) as Record<string, unknown>;
  const stored = typeof rules.rates === 'object' && rules.rates !== null ? (rules.rates as Partial<Record<GameType, number>>) : undefined;
  return {
    rebateRates: Object.fromEntries(GAME_TYPES.map((g) => [g, String((stored ?? NEW_REBATE_RATES)[g] ?? 0)])) as Record<GameType, string>,
    rebateMinPayout: textOf(rules.minPayout, '1'),
    rebateMaxPerDay: textOf(rules.maxPerDay, ''),
    rebateManual: typeof rules.manual === 'boolean' ? rules.manual : true,
    rebateTurnoverMultiple: textOf(turnover.multiple, '1'),
    rebateTurnoverExpiryDays: textOf(turnover.expiryDays, '7'),
    rebateTurnoverWeights: weightsDraftOf(turnover),
  };
}

/** A stored cashback's rules as the draft's fields, or a new one's defaults (5 % of a week's net loss of at least 100, at most 1000, 1× the cashback in 7 days). */
function cashbackDraftOf(rules: Record<string, unknown>) {
  const turnover = (rules.turnover ?? {}) as Record<string, unknown>;
  return {
    cashbackPeriod: (rules.period as CashbackPeriod | undefined) ?? 'weekly',
    cashbackPercent: textOf(rules.percent, '5'),
    cashbackMinLoss: textOf(rules.minLoss, '100'),
    cashbackCap: textOf(rules.cap, '1000'),
    cashbackTurnoverMultiple: textOf(turnover.multiple, '1'),
    cashbackTurnoverExpiryDays: textOf(turnover.expiryDays, '7'),
    cashbackTurnoverWeights: weightsDraftOf(turnover),
  };
}

export function draftOf(promotion: OperatorPromotion | null, timeZone: string): PromotionDraft {
  // Each kind's fields read only its own rules: a draft that changes its kind starts the other kind's from its defaults.
  const applyRules: Record<string, unknown> = promotion?.kind === 'apply' ? promotion.rules : {};
  return {
    code: promotion?.code ?? '',
    kind: promotion?.kind ?? 'deposit_bonus',
    category: promotion?.category ?? 'DEPOSIT',
    titles: { ...promotion?.titles },
    summaries: { ...promotion?.summaries },
    contents: { ...promotion?.contents },
    sortOrder: String(promotion?.sortOrder ?? 0),
    startsAt: zonedInputOf(promotion?.startsAt ?? null, timeZone),
    endsAt: zonedInputOf(promotion?.endsAt ?? null, timeZone),
    applyPeriod: (applyRules.period as ApplyPeriod | undefined) ?? 'once',
    applyMaxAmount: typeof applyRules.maxAmount === 'string' ? applyRules.maxAmount : '',
    applyMinImages: String(applyRules.minImages ?? 0),
    ...depositDraftOf(promotion?.kind === 'deposit_bonus' ? promotion.rules : {}),
    ...rushDraftOf(promotion?.kind === 'red_envelope' ? promotion.rules : {}),
    ...rebateDraftOf(promotion?.kind === 'rebate' ? promotion.rules : {}),
    ...cashbackDraftOf(promotion?.kind === 'cashback' ? promotion.rules : {}),
  };
}

/** A number as typed, with at most two decimals and within 0..max (the contract's percentages and multiples), or undefined. */
function readDecimal(text: string, max: number): number | undefined {
  const plain = text.trim();
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(plain)) return undefined;
  const value = Number(plain);
  return value <= max ? value : undefined;
}

function readInteger(text: string, min: number, max: number): number | undefined {
  const plain = text.trim();
  if (!/^\d{1,7}$/.test(plain)) return undefined;
  const value = Number(plain);
  return value >= min && value <= max ? value : undefined;
}

/** A floor that may be 0 (the smallest deposit, a rebate's smallest payout, a cashback's smallest loss: 0 lets any through), which readPositiveAmount refuses. */
function readDepositFloor(text: string): string | undefined {
  return readPositiveAmount(text) ?? (/^0+(\.0{1,2})?$/.test(text.trim().replace(/[\s,]/g, '')) ? '0.00' : undefined);
}

type RulesOrProblem = { rules: Record<string, unknown> } | Problem;

/** The weights that differ from the defaults (the server counts the others at theirs), or undefined when one is not a whole 0..100. */
function readWeights(typed: Record<GameType, string>): Partial<Record<GameType, number>> | undefined {
  const weights: Partial<Record<GameType, number>> = {};
  for (const g of GAME_TYPES) {
    const weight = readInteger(typed[g], 0, 100);
    if (weight === undefined) return undefined;
    if (weight !== DEFAULT_TURNOVER_WEIGHTS[g]) weights[g] = weight;
  }
  return weights;
}

/** A deposit bonus's rules from its fields. Only the weights that differ from the defaults are sent: the server counts the others at theirs. */
function depositRulesOf(draft: PromotionDraft): RulesOrProblem {
  const nth = draft.depositTrigger === 'nth' ? readInteger(draft.depositNth, 2, 100) : null;
  if (nth === undefined) return { problem: 'depositNth' };
  const percent = readDecimal(draft.depositPercent, 1_000);
  if (percent === undefined) return { problem: 'depositPercent' };
  const cap = readPositiveAmount(draft.depositCap);
  if (!cap) return { problem: 'depositCap' };
  const minDeposit = readDepositFloor(draft.depositMinDeposit);
  if (!minDeposit) return { problem: 'depositMinDeposit' };
  const multiple = readDecimal(draft.turnoverMultiple, 100);
  if (multiple === undefined) return { problem: 'turnoverMultiple' };
  const expiryDays = readInteger(draft.turnoverExpiryDays, 1, 365);
  if (expiryDays === undefined) return { problem: 'turnoverExpiryDays' };
  const weights = readWeights(draft.turnoverWeights);
  if (!weights) return { problem: 'turnoverWeights' };
  return {
    rules: {
      trigger: draft.depositTrigger, join: draft.depositJoin, nth, percent, cap, minDeposit,
      period: draft.depositTrigger === 'reload' ? draft.depositPeriod : 'once',
      turnover: { multiple, base: draft.turnoverBase, weights, expiryDays },
    },
  };
}

/** A time of day as typed ("9:05", "09:05", or a time input's "09:05:00") as HH:MM, or undefined. */
function readTimeOfDay(text: string): string | undefined {
  const m = /^(\d{1,2}):(\d{2})(?::00)?$/.exec(text.trim());
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return undefined;
  return `${m[1]!.padStart(2, '0')}:${m[2]}`;
}

const minutesOfDay = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
/** An amount the wallet takes ("1500.00") in cents, exactly. */
const centsOf = (amount: string) => BigInt(amount.replace('.', ''));
const amountOfCents = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;

/** The rush times, earliest first, each once; undefined when one is not a time or there are none or more than 24. */
function readTimes(typed: readonly string[]): string[] | undefined {
  const times = typed.map(readTimeOfDay);
  if (times.length < 1 || times.length > 24 || times.some((v) => v === undefined)) return undefined;
  const sorted = (times as string[]).sort();
  return new Set(sorted).size === sorted.length ? sorted : undefined;
}

/** The lowest and highest pool the envelopes allow (envelopes × min, envelopes × max), once those fields read. */
export function poolRangeOf(draft: PromotionDraft): { low: string; high: string } | undefined {
  const envelopes = readInteger(draft.rushEnvelopes, 1, 100_000);
  const min = readPositiveAmount(draft.rushMin);
  const max = readPositiveAmount(draft.rushMax);
  if (envelopes === undefined || !min || !max) return undefined;
  return { low: amountOfCents(BigInt(envelopes) * centsOf(min)), high: amountOfCents(BigInt(envelopes) * centsOf(max)) };
}

/**
 * A red envelope's rules from its fields (redEnvelopeRule): the times earliest first; rushes that do not overlap (the
 * last of a day with the first of the next included); a pool the envelopes can add up to. The turnover is always
 * of the envelope, so its base is not sent; only the weights that differ from the defaults are.
 */
function rushRulesOf(draft: PromotionDraft): RulesOrProblem {
  const times = readTimes(draft.rushTimes);
  if (!times) return { problem: 'rushTimes' };
  const minutes = readInteger(draft.rushMinutes, 1, 240);
  if (minutes === undefined) return { problem: 'rushMinutes' };
  const starts = times.map(minutesOfDay);
  if (starts.some((s, i) => (i + 1 < starts.length ? starts[i + 1]! : starts[0]! + 1_440) - s < minutes)) return { problem: 'rushOverlap' };
  const envelopes = readInteger(draft.rushEnvelopes, 1, 100_000);
  if (envelopes === undefined) return { problem: 'rushEnvelopes' };
  const min = readPositiveAmount(draft.rushMin);
  if (!min) return { problem: 'rushMin' };
  const max = readPositiveAmount(draft.rushMax);
  if (!max || centsOf(max) < centsOf(min)) return { problem: 'rushMax' };
  const pool = readPositiveAmount(draft.rushPool);
  if (!pool) return { problem: 'rushPool' };
  const range = poolRangeOf(draft)!;
  if (centsOf(pool) < centsOf(range.low) || centsOf(pool) > centsOf(range.high)) return { problem: 'rushPoolRange', values: range };
  const minDepositToday = readDepositFloor(draft.rushMinDepositToday);
  if (!minDepositToday) return { problem: 'rushMinDepositToday' };
  const multiple = readDecimal(draft.rushTurnoverMultiple, 100);
  if (multiple === undefined) return { problem: 'turnoverMultiple' };
  const expiryDays = readInteger(draft.rushTurnoverExpiryDays, 1, 365);
  if (expiryDays === undefined) return { problem: 'turnoverExpiryDays' };
  const weights = readWeights(draft.rushTurnoverWeights);
  if (!weights) return { problem: 'turnoverWeights' };
  return { rules: { times, minutes, pool, envelopes, min, max, minDepositToday, turnover: { multiple, weights, expiryDays } } };
}

/** A turnover of the payout itself (a red envelope's, a rebate's, a cashback's): its base is not sent; only the weights that differ from the defaults are. */
function payoutTurnoverOf(multipleText: string, expiryDaysText: string, weightsTyped: Record<GameType, string>): { turnover: Record<string, unknown> } | Problem {
  const multiple = readDecimal(multipleText, 100);
  if (multiple === undefined) return { problem: 'turnoverMultiple' };
  const expiryDays = readInteger(expiryDaysText, 1, 365);
  if (expiryDays === undefined) return { problem: 'turnoverExpiryDays' };
  const weights = readWeights(weightsTyped);
  if (!weights) return { problem: 'turnoverWeights' };
  return { turnover: { multiple, weights, expiryDays } };
}

/** The rebate rates as typed, each 0 to 5 with at most two decimals, or undefined. */
function readRates(typed: Record<GameType, string>): Record<GameType, number> | undefined {
  const rates = GAME_TYPES.map((g) => [g, readDecimal(typed[g], 5)] as const);
  return rates.every(([, v]) => v !== undefined) ? (Object.fromEntries(rates) as Record<GameType, number>) : undefined;
}

/**
 * A rebate's rules from its fields (rebateRule): the rates of the game types that earn one (at least one does; the
 * others are not sent), a smallest payout of 0 or more, the most a day or null (no limit), and its turnover.
 */
function rebateRulesOf(draft: PromotionDraft): RulesOrProblem {
  const typed = readRates(draft.rebateRates);
  if (!typed) return { problem: 'rebateRates' };
  const rates = Object.fromEntries(Object.entries(typed).filter(([, v]) => v > 0));
  if (Object.keys(rates).length === 0) return { problem: 'rebateRatesNone' };
  const minPayout = readDepositFloor(draft.rebateMinPayout);
  if (!minPayout) return { problem: 'rebateMinPayout' };
  const maxPerDay = draft.rebateMaxPerDay.trim() === '' ? null : readPositiveAmount(draft.rebateMaxPerDay);
  if (maxPerDay === undefined) return { problem: 'rebateMaxPerDay' };
  const turnover = payoutTurnoverOf(draft.rebateTurnoverMultiple, draft.rebateTurnoverExpiryDays, draft.rebateTurnoverWeights);
  if ('problem' in turnover) return turnover;
  return { rules: { rates, minPayout, maxPerDay, manual: draft.rebateManual, turnover: turnover.turnover } };
}

/** A cashback's rules from its fields (cashbackRule): a percent of the net loss above 0 and at most 100, a smallest loss of 0 or more, a positive cap, and its turnover. */
function cashbackRulesOf(draft: PromotionDraft): RulesOrProblem {
  const percent = readDecimal(draft.cashbackPercent, 100);
  if (percent === undefined || percent <= 0) return { problem: 'cashbackPercent' };
  const minLoss = readDepositFloor(draft.cashbackMinLoss);
  if (!minLoss) return { problem: 'cashbackMinLoss' };
  const cap = readPositiveAmount(draft.cashbackCap);
  if (!cap) return { problem: 'cashbackCap' };
  const turnover = payoutTurnoverOf(draft.cashbackTurnoverMultiple, draft.cashbackTurnoverExpiryDays, draft.cashbackTurnoverWeights);
  if ('problem' in turnover) return turnover;
  return { rules: { period: draft.cashbackPeriod, percent, minLoss, cap, turnover: turnover.turnover } };
}

/** The rules the kind runs under: an apply promotion's, a deposit bonus's, a red envelope's, a rebate's or a cashback's from its fields; a published promotion's exactly as the server gave them. */
function rulesOf(draft: PromotionDraft, kind: PromotionKind, original: OperatorPromotion | null, fixed: boolean): RulesOrProblem {
  if (fixed) return { rules: original!.rules };
  if (kind === 'deposit_bonus') return depositRulesOf(draft);
  if (kind === 'red_envelope') return rushRulesOf(draft);
  if (kind === 'rebate') return rebateRulesOf(draft);
  if (kind === 'cashback') return cashbackRulesOf(draft);
  if (kind !== 'apply') return { rules: {} };
  const maxAmount = readPositiveAmount(draft.applyMaxAmount);
  if (!maxAmount) return { problem: 'maxAmount' };
  return { rules: { period: draft.applyPeriod, maxAmount, minImages: Number(draft.applyMinImages) } };
}

/** What the form sends for a draft (the original for an edit), or the first problem found before sending. */
export function inputOf(draft: PromotionDraft, original: OperatorPromotion | null, timeZone: string): { input: PromotionInput } | Problem {
  const fixed = original !== null && isFixed(original.status);
  const titles = filledTexts(draft.titles);
  if (!titles.EN) return { problem: 'titleRequired' };
  const code = fixed ? original.code : draft.code.trim().toUpperCase();
  if (!/^[A-Z0-9_]{1,40}$/.test(code)) return { problem: 'code' };
  const sortOrder = Number(draft.sortOrder.trim() || '0');
  if (!Number.isInteger(sortOrder) || sortOrder < 0 || sortOrder > 1_000_000) return { problem: 'sortOrder' };
  const startsAt = fixed ? original.startsAt : instantOfZonedInput(draft.startsAt, timeZone);
  const endsAt = fixed ? original.endsAt : instantOfZonedInput(draft.endsAt, timeZone);
  if (!fixed && startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt)) return { problem: 'window' };
  const kind = fixed ? original.kind : draft.kind;
  const rules = rulesOf(draft, kind, original, fixed);
  if ('problem' in rules) return rules;
  return {
    input: {
      code,
      kind,
      category: draft.category,
      titles: titles as PromotionInput['titles'],
      summaries: filledTexts(draft.summaries),
      contents: filledTexts(draft.contents),
      sortOrder,
      startsAt,
      endsAt,
      rules: rules.rules,
    },
  };
}

/** The server's paths (JSON pointers into the input) of the fields the form has, per kind, as the problem each shows. */
const COMMON_PATHS: Record<string, DraftProblem> = { '/code': 'code', '/sortOrder': 'sortOrder', '/startsAt': 'window', '/endsAt': 'window' };
const TURNOVER_PATHS: Record<string, DraftProblem> = {
  '/rules/turnover/multiple': 'turnoverMultiple', '/rules/turnover/expiryDays': 'turnoverExpiryDays', '/rules/turnover/weights': 'turnoverWeights',
};
const RULE_PATHS: Partial<Record<PromotionKind, Record<string, DraftProblem>>> = {
  apply: { '/rules/maxAmount': 'maxAmount' },
  deposit_bonus: {
    '/rules/nth': 'depositNth', '/rules/percent': 'depositPercent', '/rules/cap': 'depositCap', '/rules/minDeposit': 'depositMinDeposit', ...TURNOVER_PATHS,
  },
  red_envelope: {
    '/rules/times': 'rushTimes', '/rules/minutes': 'rushMinutes', '/rules/pool': 'rushPool', '/rules/envelopes': 'rushEnvelopes',
    '/rules/min': 'rushMin', '/rules/max': 'rushMax', '/rules/minDepositToday': 'rushMinDepositToday', ...TURNOVER_PATHS,
  },
  rebate: { '/rules/rates': 'rebateRates', '/rules/minPayout': 'rebateMinPayout', '/rules/maxPerDay': 'rebateMaxPerDay', ...TURNOVER_PATHS },
  cashback: { '/rules/percent': 'cashbackPercent', '/rules/minLoss': 'cashbackMinLoss', '/rules/cap': 'cashbackCap', ...TURNOVER_PATHS },
};

/**
 * What the server refused in a saved draft, as the form's own problem: the first detail of a `system.invalid_input`
 * whose path (or a path above it: `/rules/times/1` is the times') is a field of the kind's form. A red envelope's
 * minutes that read well overlap; its pool that reads well is out of the envelopes' range. A rebate's rates that read
 * well have none above 0. Null for any other
 * failure (the page says it as every failure).
 */
export function serverProblemOf(error: unknown, draft: PromotionDraft): Problem | null {
  if (!(error instanceof ApiError) || error.code !== 'system.invalid_input' || !Array.isArray(error.details)) return null;
  const paths = { ...COMMON_PATHS, ...RULE_PATHS[draft.kind] };
  for (const detail of error.details as unknown[]) {
    const path = typeof detail === 'object' && detail !== null ? (detail as { path?: unknown }).path : undefined;
    if (typeof path !== 'string') continue;
    const field = Object.keys(paths).find((p) => path === p || path.startsWith(`${p}/`));
    if (!field) continue;
    const problem = paths[field]!;
    if (problem === 'rushMinutes' && readInteger(draft.rushMinutes, 1, 240) !== undefined) return { problem: 'rushOverlap' };
    if (problem === 'rebateRates' && path === '/rules/rates' && readRates(draft.rebateRates)) return { problem: 'rebateRatesNone' };
    if (problem === 'rushPool' && readPositiveAmount(draft.rushPool)) {
      const range = poolRangeOf(draft);
      if (range) return { problem: 'rushPoolRange', values: range };
    }
    return { problem };
  }
  return null;
}
