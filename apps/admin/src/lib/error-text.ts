import type { TFunction } from 'i18next';
import { ApiError } from './api-client';

/**
 * The words for a failure: the server's stable code (or a client.* one) looked up under `errors.` in the
 * locale files, so every message is in the operator's language; a code without words says so with the code.
 */
export function errorText(t: TFunction, error: unknown): string {
  const code = error instanceof ApiError ? error.code : 'client.unexpected';
  const key = `errors.${code}`;
  return t(key, { defaultValue: '' }) || t('errors.unknown', { code });
}
