/**
 * The words for a failure on the merchant and agent pages: the codes these pages meet (blocks, domains,
 * templates, agent contracts) have their words under `merchants.errors`; every other code goes to the
 * back office's shared `errors` words.
 */
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';

export function merchantErrorText(t: TFunction, error: unknown): string {
  const code = error instanceof ApiError ? error.code : '';
  return (code && t(`merchants.errors.${code}`, { defaultValue: '' })) || errorText(t, error);
}
