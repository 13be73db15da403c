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

/** The help center's articles for a merchant, in every language, with the site's name filled in. */
export function helpArticleRows(merchantCode: string, siteName: string) {
  return Object.entries(HELP_CONTENT).flatMap(([language, categories]) =>
    categories!.flatMap((c, ci) => c.articles.map((a, ai) => ({
      merchantCode, language, device: 'ALL', categoryKey: c.key, categoryTitle: c.title,
      articleKey: a.key, title: a.title, content: a.content.replaceAll('{site}', siteName), sort: ci * 100 + ai,
    }))));
}
