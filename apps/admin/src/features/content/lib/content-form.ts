/**
 * What the banner and notice forms share: the image check before an upload, the words for a refused call
 * and moving a row (texts per language and time fields are in lib/: localized-texts.ts, zoned-input.ts).
 */
import type { TFunction } from 'i18next';
import { UPLOAD_LIMITS } from '@platform/contracts';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';

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
