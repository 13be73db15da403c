/**
 * Routes of spec §2 (history mode). Pages owned by later issues load lazily in the page groups
 * the spec names: Promotions, Seamless, Lottery, MemberCenter, PointMall, AccountGame, Download,
 * GameListCenter, GameCenter (plus Agent).
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
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
      { id: 'home', element: <HomeRoute />, children: HOME_PATHS.map((path) => ({ path })) },
      { path: '/down', lazy: download },
      { path: '/sports', lazy: gameCenter },
      { path: '/esports', lazy: gameCenter },
      { path: '/lott', lazy: gameCenter },
      { path: '/elott', lazy: gameCenter },
      { path: '/live', lazy: gameListCenter },
      { path: '/fish', lazy: gameListCenter },
      { path: '/rng', lazy: gameListCenter },
      { path: '/pvp', lazy: gameListCenter },
      { path: '/provider', lazy: gameListCenter },
      { path: '/promotions', lazy: promotions },
      { path: '/promotionDetail', lazy: promotions },
      { path: '/seamless', lazy: seamless },
      { path: '/pge/verify', lazy: pgeVerify },
      {
        id: 'login-required',
        loader: requireLogin,
        element: <RequireLogin />,
        children: [
          { path: '/member', lazy: memberCenter },
          { path: '/favorite', lazy: accountGame },
          { path: '/recent', lazy: accountGame },
          { path: '/lottery', lazy: lottery },
          { path: '/seaLottery', lazy: lottery },
          { path: '/vnLottery', lazy: lottery },
          { path: '/pointMall', lazy: pointMall },
          { path: '/agent', lazy: agent },
          { path: '/agentHome', lazy: agent },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
  // PGE play pages open in the game popup frame: no site header, side menu or footer around them.
  { path: '/pge/:game', lazy: pgePlay, hydrateFallbackElement: <FullPageLoader />, errorElement: <RouteErrorPage /> },
];

export const router = createBrowserRouter(routes);
