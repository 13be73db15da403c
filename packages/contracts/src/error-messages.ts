import type { ErrorCode } from './errors';
import { FALLBACK_LANGUAGE, type Language } from './languages';
import { CN } from './error-messages/cn';
import { EN } from './error-messages/en';
import { ES } from './error-messages/es';
import { HI } from './error-messages/hi';
import { ID } from './error-messages/id';
import { MY } from './error-messages/my';
import { PT } from './error-messages/pt';
import { TH } from './error-messages/th';

/** Every language must translate every code: the type makes a missing one a compile error. */
type Catalogue = Record<ErrorCode, string>;


export const ERROR_MESSAGES: Record<Language, Catalogue> = { CN, EN, ES, HI, ID, MY, PT, TH };

export function errorMessage(code: ErrorCode, language: Language): string {
  return ERROR_MESSAGES[language]?.[code] ?? ERROR_MESSAGES[FALLBACK_LANGUAGE][code];
}
