import type { Language } from '@platform/contracts';
import { CN } from './cn';
import { EN } from './en';
import { ES } from './es';
import { HI } from './hi';
import { ID } from './id';
import { MY } from './my';
import { PT } from './pt';
import { TH } from './th';
import type { HelpCategorySeed } from './types';

/** Help content per language; a language without its own falls back to EN when served. */
export const HELP_CONTENT: Partial<Record<Language, HelpCategorySeed[]>> = { CN, EN, ES, HI, ID, MY, PT, TH };
