/**
 * The words for a failure on the player's tabs, actions and the adjustments: the wallet's codes have their
 * words under `playerActions.errors` (this feature's own locale key); every other code as the app says it.
 */
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';

export function actionErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const own = t(`playerActions.errors.${error.code}`, { defaultValue: '' });
    if (own) return own;
  }
  return errorText(t, error);
}
