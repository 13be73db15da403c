/**
 * The promotion form's draft and what it sends. Texts are per language, EN first (the server's fallback)
 * and sent only when filled. The window is typed as the merchant's wall clock (lib/zoned-input.ts), as every
 * time of the back office is shown. Once a promotion is published its code, kind, window and rules are fixed: they
 * are sent exactly as the server gave them, so an edit of the texts is never refused as a change of them.
 */
import type { ApplyPeriod, OperatorPromotion, PromotionCategory, PromotionInput, PromotionKind } from '@platform/contracts';
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
}

export type DraftProblem = 'titleRequired' | 'code' | 'sortOrder' | 'window' | 'maxAmount';

/** A promotion's text in the operator's language, else its EN text. */
export function titleIn(titles: Record<string, string>, language: string): string {
  return titles[language.toUpperCase()] || titles.EN || '';
}

export function draftOf(promotion: OperatorPromotion | null, timeZone: string): PromotionDraft {
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
    applyPeriod: (promotion?.rules.period as ApplyPeriod | undefined) ?? 'once',
    applyMaxAmount: typeof promotion?.rules.maxAmount === 'string' ? promotion.rules.maxAmount : '',
    applyMinImages: String(promotion?.rules.minImages ?? 0),
  };
}

/** The rules the kind runs under: an apply promotion's from its fields; a published promotion's exactly as the server gave them. */
function rulesOf(draft: PromotionDraft, kind: PromotionKind, original: OperatorPromotion | null, fixed: boolean): Record<string, unknown> | null {
  if (fixed) return original!.rules;
  if (kind !== 'apply') return {};
  const maxAmount = readPositiveAmount(draft.applyMaxAmount);
  if (!maxAmount) return null;
  return { period: draft.applyPeriod, maxAmount, minImages: Number(draft.applyMinImages) };
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
  if (!rules) return { problem: 'maxAmount' };
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
      rules,
    },
  };
}
