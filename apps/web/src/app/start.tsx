/**
 * The app proper, loaded by main.tsx once the first screen's requests are on their way: hands their
 * answers to the query cache under the keys the pages read, loads the language, then mounts.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import type { AnnouncementContent, Language, Permission } from '@platform/contracts';
import { announcementContentQueryOptions } from '../features/content/api/get-announcement-content';
import { helpCenterQueryOptions } from '../features/help-center/api/get-help-center';
import { permissionQueryOptions } from '../features/system/api/get-permission';
import { vendorCategoriesQueryOptions } from '../lib/get-vendor-categories';
import { seedDisplayNames } from '../lib/format';
import { applyLanguage, loadLaterPart } from '../lib/i18n';
import { HOME_PATHS } from '../lib/navigation';
import { yieldToMain } from '../lib/yield-to-main';
import { getToken } from '../lib/storage';
import { renderedState, useAppStore } from '../stores/app-store';
import { App, queryClient } from './app';
import { loadHeaderAccount } from './layouts/header';
import { preloadDialogsFor } from './lazy-dialogs';
import { createAppRouter, loadMatchedPages } from './router';
import { gameListSeeds, type SsrState } from './ssr-state';
import { gameListQueryOptions } from '../features/lobby/api/get-game-list';
import { hotGamesQueryOptions } from '../features/lobby/api/get-hot-games';
import { promotionsQueryOptions } from '../features/promotions/api/get-promotions';

export interface EarlyRequests {
  language: Language;
  merchantCode: string | null;
  permission: Promise<Permission>;
  /** Sent only when the first page is the home page. */
  announcements: Promise<AnnouncementContent> | null;
}

export async function start({ language, merchantCode, permission, announcements }: EarlyRequests): Promise<void> {
  useAppStore.setState({ language, merchantCode });
  // The early answer fills the query once; a failure is not retried here but by the page's own
  // query (with its normal fetch) when it mounts and finds the error.
  const adoptedPermission = queryClient.prefetchQuery({ ...permissionQueryOptions(merchantCode, language), queryFn: () => permission, retry: false });
  if (announcements) void queryClient.prefetchQuery({ ...announcementContentQueryOptions(merchantCode, language), queryFn: () => announcements, retry: false });
  // A visitor's home page needs only the first part of the language bundle; a member's header and
  // login-time popups, a social login's return and the other pages use sections of the later part.
  const visitorHome = getToken() === null && HOME_PATHS.includes(location.pathname.toLowerCase()) && !/[?&]social(Ticket|Error)=/.test(location.search);
  if (!visitorHome) void loadLaterPart().catch(() => undefined);
  const memberHeader = getToken() === null ? null : loadHeaderAccount();
  // Mount once the stored language's bundle, the permission data and the popup of a popup's address
  // are in (the boot spinner of index.html shows meanwhile): the first render is the page, not a
  // loader. A failed bundle or request still mounts: the start-up gate shows its error screen.
  await Promise.allSettled([applyLanguage(language), adoptedPermission, preloadDialogsFor(location.pathname, location.search), memberHeader]);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing from index.html');
  // A server-rendered page (one drawn for another language or for a visitor) stays on screen until this first render replaces it.
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser every few milliseconds: a phone stays
  // responsive (no long task) while the first page is drawn.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App routerView={<RouterProvider router={createAppRouter()} />} />
      </StrictMode>,
    );
  });
}

/**
 * A page the server rendered for this visitor's language and merchant (decision 0035): its answers go
 * into the query cache under the keys the pages read, the language and the pages it shows load, and
 * React takes the drawn HTML over (hydration) instead of drawing it again.
 */
export async function hydrate({ language, merchantCode, ssr }: { language: Language; merchantCode: string | null; ssr: SsrState }): Promise<void> {
  // Not in the task that evaluated React, the router and this module.
  await yieldToMain();
  useAppStore.setState({ language, merchantCode });
  // The permission payload was drawn without the visitor's location (the page is shared): it is
  // asked again at once (stale from the start) and the region decided on that answer.
  queryClient.setQueryData(permissionQueryOptions(merchantCode, language).queryKey, ssr.permission, { updatedAt: 0 });
  const adopt = { updatedAt: ssr.renderedAt };
  if (ssr.displayNames) seedDisplayNames(language, ssr.displayNames);
  if (ssr.announcements) queryClient.setQueryData(announcementContentQueryOptions(merchantCode, language).queryKey, ssr.announcements, adopt);
  if (ssr.helpCenter) queryClient.setQueryData(helpCenterQueryOptions(merchantCode, language).queryKey, ssr.helpCenter, adopt);
  if (ssr.vendorCategories) queryClient.setQueryData(vendorCategoriesQueryOptions(merchantCode, language).queryKey, ssr.vendorCategories, adopt);
  for (const { params, result } of gameListSeeds(ssr.gameLists ?? {}, language)) queryClient.setQueryData(gameListQueryOptions(params).queryKey, result, adopt);
  // Keyed by the page's merchant, as useHotGames reads it (a first visit has none stored yet).
  if (ssr.hotGames) queryClient.setQueryData(hotGamesQueryOptions(ssr.merchantCode, language).queryKey, ssr.hotGames, adopt);
  if (ssr.promotions) queryClient.setQueryData(promotionsQueryOptions(merchantCode, language, ssr.promotions.category).queryKey, ssr.promotions.page, adopt);
  const visitorHome = HOME_PATHS.includes(location.pathname.toLowerCase()) && !/[?&]social(Ticket|Error)=/.test(location.search);
  if (!visitorHome) void loadLaterPart().catch(() => undefined);
  // The language, then the first match of the routes (their paths ranked and compiled once), each in a
  // task of its own: after the answers put in the cache above, one task was 200 ms on a phone
  // (bench:main-thread on /help: react-router 60, query cache 39, i18next 29).
  await yieldToMain();
  const languageApplied = applyLanguage(language);
  await yieldToMain();
  await Promise.allSettled([languageApplied, loadMatchedPages(location.pathname), preloadDialogsFor(location.pathname, location.search)]);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing from index.html');
  // The router (its routes ranked, the history read) and the root each in a task of their own: together
  // with the answers put in the cache above they made tasks of 90–120 ms on a phone (decision 0041).
  await yieldToMain();
  const router = createAppRouter(ssr.hydrationData ?? undefined);
  await yieldToMain();
  // Hydration as a transition is done in slices that yield to the browser (no long task on a phone);
  // the drawn page stays usable as links meanwhile, and a click on a part not yet hydrated hydrates it first.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App routerView={<RouterProvider router={router} />} snapshot={renderedState(language, merchantCode)} />
      </StrictMode>,
    );
  });
}
