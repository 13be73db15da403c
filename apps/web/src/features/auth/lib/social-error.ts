/**
 * The message for `/?socialError=<code>` (docs/decisions/0012). The callback is a browser navigation,
 * so no translated server message comes with it: the code is looked up in the web's own texts.
 */
import type { TFunction } from 'i18next';

/** The callback's own failures; anything else (an unexpected server error) reads as the generic text. */
export const CALLBACK_ERRORS: readonly string[] = ['provider_disabled', 'provider_not_configured', 'state_invalid', 'browser_mismatch', 'cancelled', 'provider_failed'];

export function socialErrorText(t: TFunction, code: string): string {
  const reason = code.startsWith('social.') ? code.slice('social.'.length) : '';
  return CALLBACK_ERRORS.includes(reason) ? t(`socialLogin.errors.${reason}`) : t('socialLogin.errors.failed');
}
