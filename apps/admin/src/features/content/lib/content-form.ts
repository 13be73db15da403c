/**
 * What the banner and notice forms share: texts per language (EN first: the server's fallback, then the
 * merchant's languages), the image check before an upload, the period as the merchant's local time, and
 * the words for a refused call.
 */
import type { TFunction } from 'i18next';
import { UPLOAD_LIMITS } from '@platform/contracts';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';

/** EN, then the merchant's other languages, each once. */
export function textLanguages(merchantLanguages: readonly string[] | undefined): string[] {
  return ['EN', ...(merchantLanguages ?? []).filter((l) => l !== 'EN')];
}

/** Only the filled texts are sent: the server refuses an empty string and falls back to EN for a missing one. */
export function filledTexts(texts: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, v.trim()] as const).filter(([, v]) => v !== ''));
}

export type ImageProblem = 'type' | 'size' | null;

/**
 * The server's own limits (UPLOAD_LIMITS: PNG or JPEG, 5 MB), checked before sending so a wrong file is
 * refused at once; the server still checks the content itself (a renamed file is refused there).
 */
export function imageProblem(file: { type: string; size: number }): ImageProblem {
  if (!(UPLOAD_LIMITS.contentTypes as readonly string[]).includes(file.type)) return 'type';
  if (file.size > UPLOAD_LIMITS.maxBytes || file.size === 0) return 'size';
  return null;
}

export const MAX_IMAGE_MB = UPLOAD_LIMITS.maxBytes / (1024 * 1024);

/** `<input type="datetime-local">` value (no zone) for an instant, or '' for none. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The browser's local time typed in the field, as an instant with its offset (what the API takes), or null. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/**
 * Codes only these pages meet (content, games, files) have their words under `content.errors`; every
 * other code goes through the shared lookup.
 */
export function contentErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const own = t(`content.errors.${error.code}`, { defaultValue: '' });
    if (own) return own;
  }
  return errorText(t, error);
}

/** The ids of a list with one moved by `step` places (−1 up, +1 down); the same list when it cannot move. */
export function moved(ids: readonly number[], id: number, step: -1 | 1): number[] {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
