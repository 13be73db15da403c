/**
 * The promotion form's draft and what it sends. Texts are per language, EN first (the server's fallback)
 * and sent only when filled. The window is typed as the merchant's wall clock (lib/zoned-input.ts), as every
 * time of the back office is shown. Once a promotion is published its code, kind, window and rules are fixed: they
 * are sent exactly as the server gave them, so an edit of the texts is never refused as a change of them.
 * A deposit bonus's rules (decision 0058) are checked here before sending; the turnover's model and bet and win
 * limits are not offered (the server takes only the defaults for now), nor is `join` (always before the deposit).
 */
import {
  DEFAULT_TURNOVER_WEIGHTS, GAME_TYPES,
  type ApplyPeriod, type DepositBonusRule, type GameType, type OperatorPromotion, type PromotionCategory, type PromotionInput, type PromotionKind, type TurnoverBase,
} from '@platform/contracts';
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
}

export type DraftProblem = 'titleRequired' | 'code' | 'sortOrder' | 'window' | 'maxAmount'
  | 'depositNth' | 'depositPercent' | 'depositCap' | 'depositMinDeposit' | 'turnoverMultiple' | 'turnoverExpiryDays' | 'turnoverWeights';

/** A promotion's text in the operator's language, else its EN text. */
export function titleIn(titles: Record<string, string>, language: string): string {
  return titles[language.toUpperCase()] || titles.EN || '';
}

const textOf = (value: unknown, fallback: string) => (typeof value === 'string' || typeof value === 'number' ? String(value) : fallback);

/** A stored deposit bonus's rules as the draft's fields, or a new one's defaults (a first deposit doubled, 10× the bonus in 30 days; an Nth deposit's second). */
function depositDraftOf(rules: Record<string, unknown>) {
  const turnover = (rules.turnover ?? {}) as Record<string, unknown>;
  const weights = (turnover.weights ?? {}) as Partial<Record<GameType, number>>;
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
    turnoverWeights: Object.fromEntries(GAME_TYPES.map((g) => [g, String(weights[g] ?? DEFAULT_TURNOVER_WEIGHTS[g])])) as Record<GameType, string>,
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

/** The smallest deposit may be 0 (any deposit earns the bonus), which readPositiveAmount refuses. */
function readDepositFloor(text: string): string | undefined {
  return readPositiveAmount(text) ?? (/^0+(\.0{1,2})?$/.test(text.trim().replace(/[\s,]/g, '')) ? '0.00' : undefined);
}

type RulesOrProblem = { rules: Record<string, unknown> } | { problem: DraftProblem };

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
  const weights: Partial<Record<GameType, number>> = {};
  for (const g of GAME_TYPES) {
    const weight = readInteger(draft.turnoverWeights[g], 0, 100);
    if (weight === undefined) return { problem: 'turnoverWeights' };
    if (weight !== DEFAULT_TURNOVER_WEIGHTS[g]) weights[g] = weight;
  }
  return {
    rules: {
      trigger: draft.depositTrigger, join: draft.depositJoin, nth, percent, cap, minDeposit,
      period: draft.depositTrigger === 'reload' ? draft.depositPeriod : 'once',
      turnover: { multiple, base: draft.turnoverBase, weights, expiryDays },
    },
  };
}

/** The rules the kind runs under: an apply promotion's or a deposit bonus's from its fields; a published promotion's exactly as the server gave them. */
function rulesOf(draft: PromotionDraft, kind: PromotionKind, original: OperatorPromotion | null, fixed: boolean): RulesOrProblem {
  if (fixed) return { rules: original!.rules };
  if (kind === 'deposit_bonus') return depositRulesOf(draft);
  if (kind !== 'apply') return { rules: {} };
  const maxAmount = readPositiveAmount(draft.applyMaxAmount);
  if (!maxAmount) return { problem: 'maxAmount' };
  return { rules: { period: draft.applyPeriod, maxAmount, minImages: Number(draft.applyMinImages) } };
}

/** What the form sends for a draft (the original for an edit), or the first problem found before sending. */
export function inputOf(draft: PromotionDraft, original: OperatorPromotion | null, timeZone: string): { input: PromotionInput } | { problem: DraftProblem } {
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
