/** Which language to show, and the single action that changes it (spec §1, §4, §9). */
import { FALLBACK_LANGUAGE, parseLanguage, type Language } from '@platform/contracts';
import { useAppStore } from '../stores/app-store';
import { applyLanguage } from './i18n';
import { storeChosenLanguage } from './storage';

/**
 * The stored language when the merchant offers it; else the visitor's last explicit choice
 * (hisLang) when offered; else the merchant's first language; else EN.
 */
export function resolveLanguage(lang: string | null, hisLang: string | null, langList: readonly string[]): Language {
  const offered = langList.map((l) => parseLanguage(l)).filter((l): l is Language => !!l);
  for (const candidate of [parseLanguage(lang), parseLanguage(hisLang)]) {
    if (candidate && offered.includes(candidate)) return candidate;
  }
  return offered[0] ?? FALLBACK_LANGUAGE;
}

/** Stores the choice, switches the visible text immediately and re-keys language-bound queries. */
export async function changeLanguage(language: Language): Promise<void> {
  storeChosenLanguage(language);
  await applyLanguage(language);
  useAppStore.setState({ language });
}
