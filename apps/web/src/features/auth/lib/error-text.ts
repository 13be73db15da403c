/** The server's translated message for a refused call, or the network message when none came. */
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { HumanVerificationError } from './human-verification';

export function errorText(t: TFunction, error: unknown): string {
  // The challenge was refused (e.g. too many requests): the server's message says why.
  if (error instanceof HumanVerificationError && error.cause instanceof ApiError && error.cause.code !== 'client.network') return error.cause.message;
  // The browser could not produce a human-verification answer: no server message exists for that.
  if (error instanceof HumanVerificationError) return t('auth.humanCheckFailed');
  return error instanceof ApiError && error.code !== 'client.network' ? error.message : t('errors.network');
}
