/**
 * Routes of spec §2 (history mode). Pages owned by later issues load lazily in the page groups
 * the spec names: Promotions, Seamless, Lottery, MemberCenter, PointMall, AccountGame, Download,
 * GameListCenter, GameCenter (plus Agent).
 */
import type { ComponentType } from 'react';
import { PAGE_ROUTES, PGE_PLAY_ROUTE } from '@platform/contracts';
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { FullPageLoader } from '../components/ui/loader';
import { loadLaterPart } from '../lib/i18n';
import { HOME_PATHS } from '../lib/navigation';
import { MainLayout } from './layouts/main-layout';
import { requireLogin, RequireLogin } from './route-guard';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { RouteErrorPage } from './routes/route-error';

/** A lazy page renders once its code and the later part of the language bundle are in. */
function page(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  return async () => {
    const [module] = await Promise.all([load(), loadLaterPart()]);
    return { Component: module.default };
  };
}

/** The paths of one page group (packages/contracts PAGE_ROUTES, which the server answers 200 for). */
const paths = (list: readonly string[], lazy: RouteObject['lazy']): RouteObject[] => list.map((path) => ({ path, lazy }));

const promotions = page(() => import('./routes/promotions'));
const seamless = page(() => import('./routes/seamless'));
const lottery = page(() => import('./routes/lottery'));
const memberCenter = page(() => import('./routes/member-center'));
const pointMall = page(() => import('./routes/point-mall'));
const accountGame = page(() => import('./routes/account-game'));
const download = page(() => import('./routes/download'));
const gameListCenter = page(() => import('./routes/game-list-center'));
const gameCenter = page(() => import('./routes/game-center'));
const agent = page(() => import('./routes/agent'));
const pgePlay = page(() => import('./routes/pge-play'));
const pgeVerify = page(() => import('./routes/pge-verify'));

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <MainLayout />,
    hydrateFallbackElement: <FullPageLoader />,
    errorElement: <RouteErrorPage />,
    children: [
      { id: 'home', element: <HomeRoute />, children: HOME_PATHS.map((path) => ({ path, element: null })) },
      ...paths(PAGE_ROUTES.download, download),
      ...paths(PAGE_ROUTES.gameCenter, gameCenter),
      ...paths(PAGE_ROUTES.gameListCenter, gameListCenter),
      ...paths(PAGE_ROUTES.promotions, promotions),
      ...paths(PAGE_ROUTES.seamless, seamless),
      ...paths(PAGE_ROUTES.pgeVerify, pgeVerify),
      {
        id: 'login-required',
        loader: requireLogin,
        element: <RequireLogin />,
        children: [
          ...paths(PAGE_ROUTES.memberCenter, memberCenter),
          ...paths(PAGE_ROUTES.accountGame, accountGame),
          ...paths(PAGE_ROUTES.lottery, lottery),
          ...paths(PAGE_ROUTES.pointMall, pointMall),
          ...paths(PAGE_ROUTES.agent, agent),
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
  // PGE play pages open in the game popup frame: no site header, side menu or footer around them.
  { path: PGE_PLAY_ROUTE, lazy: pgePlay, hydrateFallbackElement: <FullPageLoader />, errorElement: <RouteErrorPage /> },
];

/**
 * The browser's router, made at start-up. A server-rendered page (decision 0035) hands in what the
 * server's router decided, with the lazy pages it matched already loaded, so the first render is the
 * server's.
 */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}

/**
 * Loads the lazy pages `pathname` matches into the route objects, as the server's router did before
 * drawing them: without it the browser's router would first show its loader, not the drawn page.
 */
export async function loadMatchedPages(pathname: string): Promise<void> {
  const lazyMatches = matchRoutes(routes, pathname)?.filter((m) => typeof m.route.lazy === 'function') ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}

/** What the server draws at a members-only address: the site frame around a loader (the browser then renders the page or the login). */
export const shellOnlyRoutes: RouteObject[] = [{ id: 'root', element: <MainLayout />, children: [{ path: '*', element: <FullPageLoader /> }] }];
