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

/**
 * The message of a code in a language. A message may name a figure of the error's details as `{name}`
 * (the turnover still to wager): it is filled in from `details` when they carry it, and left out otherwise.
 */
export function errorMessage(code: ErrorCode, language: Language, details?: unknown): string {
  const text = ERROR_MESSAGES[language]?.[code] ?? ERROR_MESSAGES[FALLBACK_LANGUAGE][code];
  if (!text.includes('{')) return text;
  const values = details && typeof details === 'object' && !Array.isArray(details) ? (details as Record<string, unknown>) : {};
  return text.replace(/\{(\w+)\}/g, (_, name: string) => (typeof values[name] === 'string' || typeof values[name] === 'number' ? String(values[name]) : '')).replace(/\s{2,}/g, ' ');
}
