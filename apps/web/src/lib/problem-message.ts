/**
 * Turns a registration rule problem (shared with the server, spec §5) into the visitor's language.
 * Pattern messages name the length as "min–max characters", or one number when both are equal.
 */
import type { TFunction } from 'i18next';
import { PATTERNS, type FieldProblem } from '@platform/contracts';

const KNOWN_PATTERNS = new Set(Object.keys(PATTERNS));

export function lengthText(t: TFunction, min: number, max: number): string {
  return min === max ? t('validation.lengthExact', { count: min }) : t('validation.lengthRange', { min, max });
}

export function problemMessage(t: TFunction, problem: FieldProblem, age: number): string {
  switch (problem.rule) {
    case 'required':
      return t('validation.required');
    case 'mismatch':
      return t('validation.mismatch');
    case 'terms':
      return t('validation.terms');
    case 'age':
      return t('validation.age', { age });
    // The server's password policy (decision 0033): the common-password list stays on the server.
    case 'common':
      return t('validation.passwordCommon');
    case 'same_as_username':
      return t('validation.passwordSameAsUsername');
    case 'pattern': {
      const range = lengthText(t, problem.minLength ?? 0, problem.maxLength ?? 0);
      const id = problem.patternId && KNOWN_PATTERNS.has(problem.patternId) ? problem.patternId : 'default';
      return t(`validation.pattern.${id}`, { range });
    }
  }
}
