/**
 * The /seamless page (spec §2): the launched game across the whole content width, side menu hidden.
 * It launches the game named in the address itself, so no provider URL or token sits in the
 * address bar or the history. A visitor is asked to log in first; a refusal shows why, with a way
 * back to the lobby.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { errorText } from '../../../lib/error-text';
import { useAppStore } from '../../../stores/app-store';
import { launchGame } from '../api/launch-game';
import { leaveGame } from '../api/leave-game';
import { launchVendorGame } from '../api/launch-vendor-game';
import { useBalanceWhilePlaying } from '../hooks/use-balance-while-playing';
import { useFrameMessages } from '../hooks/use-frame-messages';
import { useGameLauncher } from './game-launcher';
import { safeGameUrl } from '../lib/launch-mode';
import './lobby.css';

export function SeamlessGamePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const language = useAppStore((s) => s.language);
  const token = useAppStore((s) => s.token);
  const { requestLogin } = useGameLauncher();
  const navigate = useNavigate();
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const backToLobby = useCallback(() => void navigate('/'), [navigate]);
  const nodeId = Number(params.get('nodeId'));
  const vassalage = params.get('vassalage') ?? '';
  const gameCode = params.get('gameCode') ?? '';
  const byNode = Number.isInteger(nodeId) && nodeId > 0;
  const valid = byNode || /^[A-Za-z0-9_]{1,20}$/.test(vassalage);
  const launch = useQuery({
    queryKey: ['seamlessLaunch', token, nodeId, vassalage, gameCode, language],
    // A game by its node id; a vendor alone opens its lobby through the launch fallback.
    queryFn: () =>
      (byNode
        ? launchGame({ nodeId, accountType: 1, launchMode: 'seamless', language, returnUrl: '/' })
        : launchVendorGame({ vassalage, gameCode: gameCode || undefined, accountType: 1, launchMode: 'seamless', language, returnUrl: '/' })
      ).then((r) => safeGameUrl(r.content.game_url, window.location.href)),
    enabled: valid && token !== null,
    // A launch URL is single use: never refetch it behind the player's back.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const playing = typeof launch.data === 'string';
  useFrameMessages(iframeRef, playing, backToLobby);
  useBalanceWhilePlaying(playing);
  // Leaving the page leaves the game: a transfer-wallet vendor's balance comes home (decision 0037).
  useEffect(() => {
    if (!playing) return undefined;
    return () => void leaveGame().catch(() => undefined);
  }, [playing]);

  const back = (
    <Link to="/" className="btn btn-primary">
      {t('common.backHome')}
    </Link>
  );
  const body = !valid ? (
    <EmptyState icon="gamepad" title={t('lobby.seamless.noGame')} actions={back} testId="seamless-invalid" />
  ) : token === null ? (
    <EmptyState
      icon="lock"
      title={t('lobby.seamless.loginFirst')}
      actions={
        <button type="button" className="btn btn-primary" onClick={requestLogin} data-testid="seamless-login">
          {t('header.login')}
        </button>
      }
      testId="seamless-login-required"
    />
  ) : launch.isError || launch.data === null ? (
    <EmptyState icon="info" title={launch.isError ? errorText(t, launch.error) : t('lobby.launch.failed')} actions={back} testId="seamless-error" />
  ) : launch.data ? (
    <div className="seamless-frame">
      <iframe ref={iframeRef} src={launch.data} title={t('lobby.frame.title', { name: gameCode || vassalage })} allow="autoplay; fullscreen" allowFullScreen data-testid="seamless-frame" />
    </div>
  ) : (
    <p className="lobby-muted">{t('common.loading')}</p>
  );
  // The page's one h1 (WCAG 1.3.1, 2.4.6): the frame fills the screen, so the heading is for assistive tech only.
  return (
    <div data-testid="page-seamless">
      <h1 className="visually-hidden">{playing ? t('lobby.frame.title', { name: gameCode || vassalage }) : t('pages.seamless')}</h1>
      {body}
    </div>
  );
}
