/**
 * The promotion form's draft and what it sends. Texts are per language, EN first (the server's fallback)
 * and sent only when filled. The window is typed as this computer's local time and sent as an instant with
 * the computer's own offset. Once a promotion is published its code, kind and window are fixed: they are
 * sent exactly as the server gave them, so an edit of the texts is never refused as a change of them.
 */
import type { OperatorPromotion, PromotionCategory, PromotionInput, PromotionKind } from '@platform/contracts';
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
}

export type DraftProblem = 'titleRequired' | 'code' | 'sortOrder' | 'window';

/** The languages the form has a text box for: EN, then the merchant's others, each once. */
export function formLanguages(merchantLanguages: readonly string[] | undefined): string[] {
  return [...new Set(['EN', ...(merchantLanguages ?? [])])];
}

/** A promotion's text in the operator's language, else its EN text. */
export function titleIn(titles: Record<string, string>, language: string): string {
  return titles[language.toUpperCase()] || titles.EN || '';
}

const pad = (n: number) => String(Math.trunc(n)).padStart(2, '0');
const localFields = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** The field's value for an instant (this computer's local time, to the minute), or '' for none. */
export function localInputOf(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : localFields(d);
}

/** A local time typed in the field as an ISO instant with this computer's offset (`…T09:30:00+07:00`), or null. */
export function instantOf(local: string): string | null {
  if (!local) return null;
  const d = new Date(local);
  if (Number.isNaN(d.getTime())) return null;
  const east = -d.getTimezoneOffset();
  const offset = `${east < 0 ? '-' : '+'}${pad(Math.abs(east) / 60)}:${pad(Math.abs(east) % 60)}`;
  return `${localFields(d)}:${pad(d.getSeconds())}${offset}`;
}

export function draftOf(promotion: OperatorPromotion | null): PromotionDraft {
  return {
    code: promotion?.code ?? '',
    kind: promotion?.kind ?? 'deposit_bonus',
    category: promotion?.category ?? 'DEPOSIT',
    titles: { ...promotion?.titles },
    summaries: { ...promotion?.summaries },
    contents: { ...promotion?.contents },
    sortOrder: String(promotion?.sortOrder ?? 0),
    startsAt: localInputOf(promotion?.startsAt ?? null),
    endsAt: localInputOf(promotion?.endsAt ?? null),
  };
}

/** Only filled texts, trimmed: the server refuses an empty one and falls back to EN for a missing one. */
function filled(texts: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).map(([l, v]) => [l, v.trim()] as const).filter(([, v]) => v !== ''));
}

/** What the form sends for a draft (the original for an edit), or the first problem found before sending. */
export function inputOf(draft: PromotionDraft, original: OperatorPromotion | null): { input: PromotionInput } | { problem: DraftProblem } {
  const fixed = original !== null && isFixed(original.status);
  const titles = filled(draft.titles);
  if (!titles.EN) return { problem: 'titleRequired' };
  const code = fixed ? original.code : draft.code.trim().toUpperCase();
  if (!/^[A-Z0-9_]{1,40}$/.test(code)) return { problem: 'code' };
  const sortOrder = Number(draft.sortOrder.trim() || '0');
  if (!Number.isInteger(sortOrder) || sortOrder < 0 || sortOrder > 1_000_000) return { problem: 'sortOrder' };
  const startsAt = fixed ? original.startsAt : instantOf(draft.startsAt);
  const endsAt = fixed ? original.endsAt : instantOf(draft.endsAt);
  if (!fixed && startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt)) return { problem: 'window' };
  return {
    input: {
      code,
      kind: fixed ? original.kind : draft.kind,
      category: draft.category,
      titles: titles as PromotionInput['titles'],
      summaries: filled(draft.summaries),
      contents: filled(draft.contents),
      sortOrder,
      startsAt,
      endsAt,
    },
  };
}
