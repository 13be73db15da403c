/** The server's translated message for a refused call, or the network message when none came. */
import type { TFunction } from 'i18next';
import { ApiError } from './api-client';

/**
 * A failure the browser itself raised before or around a call (e.g. it could not answer the human
 * check): `messageKey` is its locale text; a server refusal it wraps (`cause`) speaks for itself.
 */
export class ClientError extends Error {
  constructor(readonly messageKey: string, override readonly cause?: unknown) {
    super(messageKey);
    this.name = 'ClientError';
  }
}

export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof ClientError) {
    return error.cause instanceof ApiError && error.cause.code !== 'client.network' ? error.cause.message : t(error.messageKey);
  }
  return error instanceof ApiError && error.code !== 'client.network' ? error.message : t('errors.network');
}
