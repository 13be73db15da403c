import type { Language } from '@platform/contracts';
import { EN } from './en';
import { TH } from './th';
import type { HelpCategorySeed } from './types';

/** Help content per language; a language without its own falls back to EN when served. */
export const HELP_CONTENT: Partial<Record<Language, HelpCategorySeed[]>> = { EN, TH };
