/**
 * i18next set-up. Every bundle loads on demand, so a first visit downloads only the language it shows,
 * and of it only the first part (locales/parts.ts): the sections of the first screen. The later part
 * (the sections of pages and popups that load on demand) follows when the browser is idle after the
 * first page, and before any lazy page or popup renders (`loadLaterPart`); from then on a language
 * switch loads both parts before re-rendering.
 * EN is the fallback for a missing key. locales.test.ts keeps every bundle complete, so for another
 * language EN loads only when a key is found missing (then the texts are drawn again): a Thai visitor
 * never downloads and merges English as a safety net it does not use.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGE_TAGS, type Language } from '@platform/contracts';
import { LATER_SECTIONS, type LocalePart } from '../locales/parts';
import { setApiLanguage } from './api-client';
import { whenIdle } from './when-idle';

type Bundle = Record<string, unknown>;

// The parts are cut from the JSON files at build time (vite.config.ts, localeParts).
const loaders: Record<LocalePart, Record<string, () => Promise<Bundle>>> = {
  first: import.meta.glob<Bundle>('../locales/*.json', { import: 'default', query: '?part=first' }),
  later: import.meta.glob<Bundle>('../locales/*.json', { import: 'default', query: '?part=later' }),
};

const parts = new Map<string, Promise<void>>();
/** `TH:first`, `TH:later`…: the parts already in i18next's store. */
const loadedParts = new Set<string>();

function loadPart(language: Language, part: LocalePart): Promise<void> {
  const key = `${language}:${part}`;
  let loading = parts.get(key);
  if (!loading) {
    const loader = loaders[part][`../locales/${language.toLowerCase()}.json`];
    // The parts hold different sections, so adding one beside the other merges them. The module's
    // object is not copied: nothing changes it.
    loading = loader
      ? loader().then((bundle) => {
          i18n.addResourceBundle(language, 'translation', bundle, false, false, { silent: false, skipCopy: true });
          loadedParts.add(key);
        })
      : Promise.resolve();
    parts.set(key, loading);
    loading.catch(() => parts.delete(key)); // a failed part is fetched again next time
  }
  return loading;
}

/** Set once a lazy page or popup needs the later part, or the browser was idle after the first page. */
let wholeLanguages = false;
const partsWanted = (): LocalePart[] => (wholeLanguages ? ['first', 'later'] : ['first']);

async function loadBundle(language: Language): Promise<void> {
  await Promise.all(partsWanted().map((part) => loadPart(language, part)));
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
    // Only so that a missing key is reported: nothing is saved anywhere.
    saveMissing: true,
    missingKeyHandler: (_languages: readonly string[], _namespace: string, key: string) => loadFallbackOnMissingKey(key),
  });
  return initPromise;
}

let fallbackRequested = false;
/**
 * A key missing from the language shown: EN, whole, then every text drawn again with it. A key of the
 * later part asked before that part is in is not missing, only early (a closed popup's title is
 * computed with its parent, as the trial notice's is on the home page).
 */
function loadFallbackOnMissingKey(key: string): void {
  if (fallbackRequested || !shown || shown === FALLBACK_LANGUAGE) return;
  if (LATER_SECTIONS.includes(key.split('.')[0] ?? '') && !loadedParts.has(`${shown}:later`)) return;
  fallbackRequested = true;
  void Promise.all([loadPart(FALLBACK_LANGUAGE, 'first'), loadPart(FALLBACK_LANGUAGE, 'later')])
    .then(() => i18n.changeLanguage(i18n.language))
    .catch(() => {
      fallbackRequested = false;
    });
}

let idleRequested = false;
/** After the first page: the later part of the language shown. */
function completeWhenIdle(): void {
  if (idleRequested) return;
  idleRequested = true;
  whenIdle(() => void loadLaterPart().catch(() => undefined), 3000);
}

let queue: Promise<void> = Promise.resolve();
let shown: Language | null = null;

/**
 * Loads the bundle if needed, then switches every visible text and the request header at once.
 * Calls are queued so the last requested language always wins, whatever loads first.
 */
export function applyLanguage(language: Language): Promise<void> {
  queue = queue.then(() => switchTo(language)).catch(() => switchTo(language));
  return queue;
}

/**
 * The later part of the language shown (and from now on of every language applied): lazy pages and
 * popups wait for it before they render. Before the first `applyLanguage` it only sets that wish.
 */
export function loadLaterPart(): Promise<void> {
  wholeLanguages = true;
  const loading = queue.then(() => (shown ? loadPart(shown, 'later') : undefined));
  // A failure here must not fail the next language switch; the caller sees it.
  queue = loading.catch(() => undefined);
  return loading;
}

async function switchTo(language: Language): Promise<void> {
  await initI18n();
  await loadBundle(language).catch(async (error: unknown) => {
    // Without its bundle the page would show keys: the fallback's text is better (the error screen).
    await loadBundle(FALLBACK_LANGUAGE).catch(() => undefined);
    throw error;
  });
  shown = language;
  completeWhenIdle();
  setApiLanguage(language);
  // Written only when it changes: even the same value restyles the whole page (5 ms on a desktop, 20 ms on
  // a phone), and a drawn page already came in its language.
  if (document.documentElement.lang !== LANGUAGE_TAGS[language]) document.documentElement.lang = LANGUAGE_TAGS[language];
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

export { i18n };
