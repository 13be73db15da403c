/**
 * i18next with the three back-office languages. The bundles are a few kilobytes each, so all three are
 * in the app: a switch is instant and needs no request. EN is the fallback for a missing key.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import cn from '../locales/cn.json';
import en from '../locales/en.json';
import th from '../locales/th.json';
import { setApiLanguage } from './api-client';

/** Codes as the server's Language header spells them; tags (BCP 47) for `lang` and Intl. */
export const LANGUAGES = [
  { code: 'EN', tag: 'en' },
  { code: 'TH', tag: 'th' },
  { code: 'CN', tag: 'zh-Hans' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

const FALLBACK: LanguageCode = 'EN';
/** Not a secret: only which language the operator picked on this computer. */
const STORAGE_KEY = 'admin.language';

const isLanguage = (value: string | null | undefined): value is LanguageCode => LANGUAGES.some((l) => l.code === value);
export const tagOf = (code: string) => LANGUAGES.find((l) => l.code === code)?.tag ?? 'en';

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The stored choice, else the browser's language when it is one of ours, else EN. */
function initialLanguage(): LanguageCode {
  const stored = storedLanguage();
  if (isLanguage(stored)) return stored;
  for (const wanted of navigator.languages ?? []) {
    const base = wanted.toLowerCase().split('-')[0];
    if (base === 'th') return 'TH';
    if (base === 'zh') return 'CN';
    if (base === 'en') return 'EN';
  }
  return FALLBACK;
}

function apply(code: LanguageCode): void {
  document.documentElement.lang = tagOf(code);
  setApiLanguage(code);
}

export async function initI18n(): Promise<void> {
  const lng = initialLanguage();
  apply(lng);
  await i18n.use(initReactI18next).init({
    resources: { EN: { translation: en }, TH: { translation: th }, CN: { translation: cn } },
    lng,
    fallbackLng: FALLBACK,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

export async function changeLanguage(code: LanguageCode): Promise<void> {
  apply(code);
  try {
    localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // Private windows may refuse storage: the choice then lasts for this page only.
  }
  await i18n.changeLanguage(code);
}

export { i18n };
