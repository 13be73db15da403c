/**
 * i18next set-up. Every bundle loads on demand, so a first visit downloads only the language it shows.
 * EN is the fallback for a missing key; locales.test.ts keeps every bundle complete, so for another
 * language it loads once the browser is idle after the first page (it is a tenth of the first page's
 * JavaScript), only as a safety net.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGE_TAGS, type Language } from '@platform/contracts';
import { setApiLanguage } from './api-client';
import { whenIdle } from './when-idle';

type Bundle = Record<string, unknown>;

const loaders = import.meta.glob<Bundle>('../locales/*.json', { import: 'default' });

async function loadBundle(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const loader = loaders[`../locales/${language.toLowerCase()}.json`];
  if (!loader) return;
  i18n.addResourceBundle(language, 'translation', await loader());
}

let initPromise: Promise<unknown> | null = null;

export function initI18n(): Promise<unknown> {
  initPromise ??= i18n.use(initReactI18next).init({
    resources: {},
    lng: FALLBACK_LANGUAGE,
    fallbackLng: FALLBACK_LANGUAGE,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  return initPromise;
}

let fallbackRequested = false;
function loadFallbackWhenIdle(): void {
  if (fallbackRequested) return;
  fallbackRequested = true;
  whenIdle(() => void loadBundle(FALLBACK_LANGUAGE).catch(() => { fallbackRequested = false; }), 5000);
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
  await loadBundle(language).catch(async (error: unknown) => {
    // Without its bundle the page would show keys: the fallback's text is better (the error screen).
    await loadBundle(FALLBACK_LANGUAGE).catch(() => undefined);
    throw error;
  });
  if (language !== FALLBACK_LANGUAGE) loadFallbackWhenIdle();
  setApiLanguage(language);
  document.documentElement.lang = LANGUAGE_TAGS[language];
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

export { i18n };
