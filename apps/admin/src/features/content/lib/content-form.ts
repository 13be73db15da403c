/**
 * What the banner and notice forms share: the words for a refused call and moving a row (texts per
 * language and time fields are in lib/: localized-texts.ts, zoned-input.ts; the image check in image-file.ts).
 */
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';

/**
 * Codes only these pages meet (content, games) have their words under `content.errors`; every other code
 * (an upload's file.* too, which the promotions page meets as well) goes through the shared lookup.
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
