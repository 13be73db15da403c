/**
 * One launcher for every lobby screen (spec §4 "game launch"): a VASSALAGE card opens its vendor's
 * list, a visitor gets the login popup, a trial account the register notice, a game under
 * maintenance a message recommending other games; otherwise /wps/game/launchGame and the game in
 * the popup frame, or on the /seamless page for full-site products. The login popup and the
 * register notice belong to the auth feature, so the app hands them in as callbacks.
 */
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { GameCard, LaunchGameResult } from '@platform/contracts';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useAppStore } from '../../../stores/app-store';
import { launchGame } from '../api/launch-game';
import { leaveGame } from '../api/leave-game';
import { launchVendorGame } from '../api/launch-vendor-game';
import { launchStep } from '../lib/launch-rules';
import { launchModeFor, recommendedGames, returnPath, safeGameUrl, seamlessPath } from '../lib/launch-mode';
import { GameFrameDialog } from './game-frame-dialog';
import { LaunchProblemDialog } from './launch-problem-dialog';
import { VendorGamesDialog } from './vendor-games-dialog';

export interface GameLauncher {
  /** A card click: real play, or the free trial when `free`. */
  openGame: (game: GameCard, free?: boolean) => void;
  /** A vendor card or a single-vendor header entry: launches the vendor's lobby (GCS_gameLaunchFB). */
  launchVendor: (vassalage: string, gameType: string, name?: string) => void;
  requestLogin: () => void;
  requestRegisterNotice: () => void;
  launching: boolean;
}

const LauncherContext = createContext<GameLauncher | null>(null);

export function useGameLauncher(): GameLauncher {
  const launcher = useContext(LauncherContext);
  if (!launcher) throw new Error('useGameLauncher outside GameLauncherProvider');
  return launcher;
}

interface Problem {
  message: string;
  recommended: GameCard[];
}

export function GameLauncherProvider({ requestLogin, requestRegisterNotice, children }: { requestLogin: () => void; requestRegisterNotice: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [frame, setFrame] = useState<{ url: string; title: string } | null>(null);
  const [vendor, setVendor] = useState<{ vassalage: string; name: string } | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [launching, setLaunching] = useState(false);
  // One launch at a time: a double click must not open two provider sessions.
  const busy = useRef(false);
  // The last close's leave call: a launch waits for it, so the leave cannot take back the money the launch moves.
  const leaving = useRef<Promise<unknown>>(Promise.resolve());

  /** Shows a launch's URL in the popup frame, or why it was refused (maintenance: with other games). */
  const show = useCallback(
    (start: () => Promise<LaunchGameResult>, title: string) => {
      if (busy.current) return;
      busy.current = true;
      setVendor(null);
      setProblem(null);
      setLaunching(true);
      leaving.current
        .then(start)
        .then((result) => {
          const url = safeGameUrl(result.content.game_url, window.location.href);
          if (!url) throw new ApiError('client.bad_response', t('lobby.launch.failed'), 0);
          setFrame({ url, title });
        })
        .catch((error: unknown) => {
          const maintenance = error instanceof ApiError && error.code === 'game.maintenance';
          setProblem({
            message: maintenance ? t('lobby.launch.maintenance', { name: title }) : errorText(t, error),
            recommended: maintenance ? recommendedGames<GameCard>(error.details) : [],
          });
        })
        .finally(() => {
          busy.current = false;
          setLaunching(false);
        });
    },
    [t],
  );

  const openGame = useCallback(
    (game: GameCard, free = false) => {
      const { isLogin, isTrial, language } = useAppStore.getState();
      const step = launchStep(game, { isLogin, isTrial }, free);
      if (step === 'vendor-list') return setVendor({ vassalage: game.vassalage, name: game.vendorName || game.vassalage });
      if (step === 'login') return requestLogin();
      if (step === 'trial') return requestRegisterNotice();
      const mode = launchModeFor(game.gameType);
      if (mode === 'seamless' && !free) {
        setVendor(null);
        return void navigate(seamlessPath(game));
      }
      show(() => launchGame({ nodeId: game.nodeId, accountType: free ? 0 : 1, launchMode: mode, language, returnUrl: returnPath() }), game.displayName);
    },
    [navigate, requestLogin, requestRegisterNotice, show],
  );

  const launchVendor = useCallback(
    (vassalage: string, gameType: string, name = vassalage) => {
      const { isLogin, isTrial, language } = useAppStore.getState();
      if (!isLogin) return requestLogin();
      if (isTrial) return requestRegisterNotice();
      const mode = launchModeFor(gameType);
      if (mode === 'seamless') return void navigate(seamlessPath({ vassalage }));
      show(() => launchVendorGame({ vassalage, accountType: 1, launchMode: mode, language, returnUrl: returnPath() }), name);
    },
    [navigate, requestLogin, requestRegisterNotice, show],
  );

  const closeFrame = useCallback(() => {
    setFrame(null);
    // Leaving brings a transfer-wallet vendor's balance home (single-wallet mode); then the balance,
    // the wallets and the recent list show fresh back in the lobby. A failed leave strands nothing:
    // the next launch, balance read or withdrawal brings the money back.
    leaving.current = leaveGame()
      .catch(() => undefined)
      .finally(() => {
        void queryClient.invalidateQueries({ queryKey: ['publicState'] });
        void queryClient.invalidateQueries({ queryKey: ['consolidated'] });
        void queryClient.invalidateQueries({ queryKey: ['recentGames'] });
      });
  }, [queryClient]);

  const value = useMemo(() => ({ openGame, launchVendor, requestLogin, requestRegisterNotice, launching }), [openGame, launchVendor, requestLogin, requestRegisterNotice, launching]);

  return (
    <LauncherContext.Provider value={value}>
      {children}
      <VendorGamesDialog vendor={vendor} onClose={() => setVendor(null)} />
      <LaunchProblemDialog problem={problem} onClose={() => setProblem(null)} onOpen={(game) => openGame(game)} />
      <GameFrameDialog frame={frame} onClose={closeFrame} />
    </LauncherContext.Provider>
  );
}
