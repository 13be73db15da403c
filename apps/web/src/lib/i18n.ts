/**
 * i18next set-up. EN is bundled (it is the fallback for any missing key); the other bundles are
 * loaded on demand so a visitor downloads only the language they read.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGE_TAGS, type Language } from '@platform/contracts';
import en from '../locales/en.json';
import { setApiLanguage } from './api-client';

type Bundle = Record<string, unknown>;

const loaders = import.meta.glob<Bundle>(['../locales/*.json', '!../locales/en.json'], { import: 'default' });

async function loadBundle(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const loader = loaders[`../locales/${language.toLowerCase()}.json`];
  if (!loader) return;
  i18n.addResourceBundle(language, 'translation', await loader());
}

let initPromise: Promise<unknown> | null = null;

export function initI18n(): Promise<unknown> {
  initPromise ??= i18n.use(initReactI18next).init({
    resources: { [FALLBACK_LANGUAGE]: { translation: en } },
    lng: FALLBACK_LANGUAGE,
    fallbackLng: FALLBACK_LANGUAGE,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  return initPromise;
}

let queue: Promise<void> = Promise.resolve();

/**
 * Loads the bundle if needed, then switches every visible text and the request header at once.
 * Calls are queued so the last requested language always wins, whatever loads first.
 */
export function applyLanguage(language: Language): Promise<void> {
  queue = queue.then(() => switchTo(language)).catch(() => switchTo(language));
  return queue;
}

async function switchTo(language: Language): Promise<void> {
  await initI18n();
  await loadBundle(language);
  setApiLanguage(language);
  document.documentElement.lang = LANGUAGE_TAGS[language];
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

export { i18n };
