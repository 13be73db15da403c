/** A dialog problem in the player's language: registration rules reuse the register popup's texts. */
import type { TFunction } from 'i18next';
import { problemMessage } from '../../../lib/problem-message';
import type { Problem } from './forms';

export function problemText(t: TFunction, problem: Problem): string {
  switch (problem.rule) {
    case 'sameAsLogin':
      return t('security.fund.sameAsLogin');
    case 'mobile':
      return t('validation.mobileInvalid');
    case 'email':
      return t('security.email.invalid');
    case 'code':
      return t('validation.smsCode');
    default:
      return problemMessage(t, problem, 18);
  }
}
