/** The server's translated message for a refused call, or the network message when none came. */
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';

export function errorText(t: TFunction, error: unknown): string {
  return error instanceof ApiError && error.code !== 'client.network' ? error.message : t('errors.network');
}
