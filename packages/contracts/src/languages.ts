/** Interface bundles we ship. Codes follow the spec (CN, not ZH; MY is Burmese). */
export const LANGUAGES = ['CN', 'EN', 'ES', 'HI', 'ID', 'MY', 'PT', 'TH'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'TH';
export const FALLBACK_LANGUAGE: Language = 'EN';

/** BCP 47 tags for Intl and the html lang attribute (hreflang too): Chinese in simplified script, Burmese without a region. */
export const LANGUAGE_TAGS: Record<Language, string> = {
  CN: 'zh-Hans',
  EN: 'en',
  ES: 'es-MX',
  HI: 'hi-IN',
  ID: 'id-ID',
  MY: 'my',
  PT: 'pt-BR',
  TH: 'th-TH',
};

/** Names shown in the language picker, each in its own language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  CN: '中文',
  EN: 'English',
  ES: 'Español',
  HI: 'हिन्दी',
  ID: 'Bahasa Indonesia',
  MY: 'မြန်မာ',
  PT: 'Português',
  TH: 'ไทย',
};

const ALIASES: Record<string, Language> = { ZH: 'CN', 'ZH-CN': 'CN', BUR: 'MY', MM: 'MY' };

/** Reads a Language header or stored value; returns undefined when it is not a bundle we ship. */
export function parseLanguage(raw: string | undefined | null): Language | undefined {
  if (!raw) return undefined;
  const upper = raw.trim().toUpperCase();
  if ((LANGUAGES as readonly string[]).includes(upper)) return upper as Language;
  const alias = ALIASES[upper] ?? ALIASES[upper.split('-')[0] ?? ''];
  if (alias) return alias;
  const base = upper.split(/[-_]/)[0] ?? '';
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : undefined;
}

/**
 * The language to use for a merchant: the requested one when the merchant offers it,
 * else the merchant's first language, else EN (spec §3 config: TH default, EN when a merchant has none).
 */
export function pickLanguage(requested: string | undefined | null, langList: readonly string[]): Language {
  const wanted = parseLanguage(requested);
  const offered = langList.map((l) => parseLanguage(l)).filter((l): l is Language => !!l);
  if (wanted && offered.includes(wanted)) return wanted;
  return offered[0] ?? FALLBACK_LANGUAGE;
}
