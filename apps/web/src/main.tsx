// Global tokens and base styles first, so component styles (imported below) win ties.
import './styles/tokens.css';
import './styles/base.css';
import { DEFAULT_LANGUAGE, parseLanguage } from '@platform/contracts';
import { getAnnouncementContent } from './features/content/api/get-announcement-content';
import { getPermission } from './features/system/api/get-permission';
import { setApiLanguage } from './lib/api-client';
import { HOME_PATHS } from './lib/navigation';
import { getStoredLanguages, getStoredMerchantCode, getToken, storeLanguage } from './lib/storage';
import { takeSsrState, type SsrState } from './app/ssr-state';
import { yieldToMain } from './lib/yield-to-main';

/*
 * This entry is small on purpose: it sends the requests the first screen waits for (the permission
 * data and, on the home page, the banners) before the browser evaluates the app's JavaScript (React,
 * the router, i18next: about a second on a slow phone), then loads the app. The largest element of
 * the home page, the first banner, is preloaded as soon as its address is known. A page the server
 * drew for this visitor (decision 0035) came with those answers: nothing is asked, and the app takes
 * the drawn page over (hydration) instead of drawing it again.
 */
const ssr = takeSsrState();
// `?lang=` (the address of a language's page) wins, as it did on the server, and becomes the stored language.
const urlLanguage = parseLanguage(new URLSearchParams(location.search).get('lang'));
if (urlLanguage) storeLanguage(urlLanguage);
const language = urlLanguage ?? parseLanguage(getStoredLanguages().lang) ?? ssr?.language ?? DEFAULT_LANGUAGE;
const merchantCode = getStoredMerchantCode();
setApiLanguage(language);

// The first part of the language bundle (lib/i18n.ts) is fetched now, beside the app's JavaScript,
// not after it: i18n.ts imports the same module and finds it loaded.
const firstParts = import.meta.glob('./locales/*.json', { import: 'default', query: '?part=first' });
firstParts[`./locales/${language.toLowerCase()}.json`]?.().catch(() => undefined);

/**
 * The drawn page is taken over when it shows what this visitor's app would: a visitor (a member's
 * header differs), in the same language, for the stored merchant (or, with none stored, the default
 * one the app would pick too).
 */
function takesOver(state: SsrState | null): state is SsrState {
  if (!state?.hydrate || state.language !== language || getToken() !== null) return false;
  if (merchantCode !== null) return merchantCode === state.merchantCode;
  return state.permission.info.regions.find((r) => r.isDefault)?.merchantCode === state.merchantCode;
}

if (takesOver(ssr)) {
  // In a task after this one: the bundler's loader appends a preload link for each of the app's chunks,
  // about 20 here, which made this entry's task a long one on a phone (decision 0041). React's DOM
  // renderer is evaluated first, in a task of its own: evaluated with the rest of the app's modules it
  // made one long task (decision 0056).
  setTimeout(() => {
    void import('react-dom/client')
      .then(yieldToMain)
      .then(() => import('./app/start'))
      .then(({ hydrate }) => hydrate({ language, merchantCode, ssr }));
  }, 0);
} else {
  const permission = getPermission();
  const onHome = HOME_PATHS.includes(location.pathname.toLowerCase());
  const announcements = onHome ? getAnnouncementContent() : null;
  // Failures are handled where the app uses the answers (an error screen, an empty carousel).
  permission.catch(() => undefined);
  announcements?.then((content) => {
    const first = content.banners[0];
    if (!first) return;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = first.url;
    link.fetchPriority = 'high';
    document.head.append(link);
  }).catch(() => undefined);

  // Not a top-level await: with one, the bundler turns off its chunk optimizations (merging the small
  // common chunks, skipping modules a lazy chunk's importer already loaded) and the first page loads
  // dozens of tiny chunks, several KB more after compression.
  void import('./app/start').then(({ start }) => start({ language, merchantCode, permission, announcements }));
}

// The service worker (decision 0039): production builds only, once the page has loaded, so it never
// competes with the first paint.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void import('./features/install/lib/register-service-worker').then((m) => m.registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
