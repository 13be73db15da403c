/**
 * Server rendering of the site (decision 0035): the same App, layouts and pages the browser runs, drawn
 * with the answers the server read in-process (apps/server/src/modules/site/ssr.ts), so a phone whose
 * JavaScript is still loading shows the site, not a spinner. Built by `vite build --ssr` into
 * apps/web/dist-ssr (outside the static dist: the browser cannot fetch it).
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { FALLBACK_LANGUAGE, type Language } from '@platform/contracts';
import { announcementContentQueryOptions } from './features/content/api/get-announcement-content';
import { helpCenterQueryOptions } from './features/help-center/api/get-help-center';
import { permissionQueryOptions } from './features/system/api/get-permission';
import { vendorCategoriesQueryOptions } from './lib/get-vendor-categories';
import { displayNamesFor } from './lib/format';
import { renderedState } from './stores/app-store';
import { App } from './app/app';
import { preloadDialogsFor } from './app/lazy-dialogs';
import { routes, shellOnlyRoutes } from './app/router';
import { gameListSeeds, ssrStateScript, type SsrState } from './app/ssr-state';
import { gameListQueryOptions } from './features/lobby/api/get-game-list';
import { hotGamesQueryOptions } from './features/lobby/api/get-hot-games';
import { promotionsQueryOptions } from './features/promotions/api/get-promotions';

export type { SsrState };
export type ShellData = Omit<SsrState, 'hydrate' | 'hydrationData'> & { path: string; search: string };

const bundles = import.meta.glob<Record<string, unknown>>('./locales/*.json', { eager: true, import: 'default' });

/** One i18next instance per language, made once: rendering only reads it. */
const instances = new Map<Language, Promise<I18n>>();
function i18nFor(language: Language): Promise<I18n> {
  let made = instances.get(language);
  if (!made) {
    const instance = i18next.createInstance();
    const resources = Object.fromEntries(
      [...new Set([language, FALLBACK_LANGUAGE])].map((l) => [l, { translation: bundles[`./locales/${l.toLowerCase()}.json`] ?? {} }]),
    );
    made = instance
      .init({ resources, lng: language, fallbackLng: FALLBACK_LANGUAGE, interpolation: { escapeValue: false }, returnNull: false, react: { useSuspense: false } })
      .then(() => instance);
    instances.set(language, made);
  }
  return made;
}

const pages = createStaticHandler(routes);
const shellOnly = createStaticHandler(shellOnlyRoutes);
/** A render that outlives this is abandoned (the browser renders the page instead). */
const RENDER_TIMEOUT_MS = 5000;

/**
 * The whole tree, rendered, as a stream of its HTML. `prerender` waits for everything (nothing waits on
 * data: the answers are in the cache; only code of lazy parts, already in this bundle) and so writes no
 * inline scripts: boundaries still pending when React first flushes would be revealed later by inline
 * scripts, which the page's CSP refuses. The page's head has left before this runs (pages.ts), and the
 * markup is read from React's stream as the server sends it, not gathered into a string first.
 */
async function toStream(element: React.ReactNode): Promise<ReadableStream<Uint8Array>> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new Error('server render timed out')), RENDER_TIMEOUT_MS);
  let failed: unknown = null;
  try {
    const { prelude } = await prerender(element, {
      signal: abort.signal,
      // Every boundary in place: a large one would otherwise be sent apart, revealed by an inline script.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError(error) {
        failed ??= error;
      },
    });
    // An error inside the tree would leave a hole the browser fills: it renders the page instead.
    if (failed) {
      await prelude.cancel();
      throw failed instanceof Error ? failed : new Error(String(failed));
    }
    return prelude;
  } finally {
    clearTimeout(timer);
  }
}

/** A drawn page: React's markup as a stream, then what follows it in #root (the theme and the state block). */
export interface DrawnShell {
  body: ReadableStream<Uint8Array>;
  tail: string;
}

/**
 * The inner HTML of #root for `data.path`: the page, then the theme and the state block. Null where the
 * server draws nothing (the game frame's pages, an error in a route); rejects when React fails.
 */
export async function renderShell(data: ShellData): Promise<DrawnShell | null> {
  const matches = matchRoutes(routes, data.path);
  if (!matches || matches[0]?.route.id !== 'root') return null;
  const membersOnly = matches.some((m) => m.route.id === 'login-required');
  const handler = membersOnly ? shellOnly : pages;
  const query = data.search && !data.search.startsWith('?') ? `?${data.search}` : data.search;
  const context = await handler.query(new Request(new URL(`${data.path}${query}`, 'http://ssr.invalid')));
  if (context instanceof Response || context.errors) return null;

  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const { merchantCode, language } = data;
  client.setQueryData(permissionQueryOptions(merchantCode, language).queryKey, data.permission);
  if (data.announcements) client.setQueryData(announcementContentQueryOptions(merchantCode, language).queryKey, data.announcements);
  if (data.helpCenter) client.setQueryData(helpCenterQueryOptions(merchantCode, language).queryKey, data.helpCenter);
  if (data.vendorCategories) client.setQueryData(vendorCategoriesQueryOptions(merchantCode, language).queryKey, data.vendorCategories);
  for (const { params, result } of gameListSeeds(data.gameLists, language)) client.setQueryData(gameListQueryOptions(params).queryKey, result);
  if (data.hotGames) client.setQueryData(hotGamesQueryOptions(merchantCode, language).queryKey, data.hotGames);
  if (data.promotions) client.setQueryData(promotionsQueryOptions(merchantCode, language, data.promotions.category).queryKey, data.promotions.page);

  const [i18n] = await Promise.all([i18nFor(language), preloadDialogsFor(data.path, data.search)]);
  const router = createStaticRouter(handler.dataRoutes, context as StaticHandlerContext);
  const body = await toStream(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <App
          client={client}
          snapshot={renderedState(language, merchantCode)}
          routerView={<StaticRouterProvider router={router} context={context as StaticHandlerContext} hydrate={false} />}
        />
      </I18nextProvider>
    </StrictMode>,
  );
  client.clear();

  const { path: _path, search: _search, ...answers } = data;
  const state: SsrState = {
    ...answers,
    hydrate: !membersOnly,
    hydrationData: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    displayNames: displayNamesFor(data.permission.info.regions, language, data.permission.info.merchant.timeZone),
  };
  return { body, tail: ssrStateScript(state) };
}
