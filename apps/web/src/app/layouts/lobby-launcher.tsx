/**
 * Puts the lobby's game launcher around the whole site and hands it the auth feature's popups: a
 * visitor's launch or heart opens the login popup where the visitor is (no trip to the home page),
 * a trial account's opens the "please register an account first" notice.
 */
import { useCallback, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { TrialNoticeDialog } from '../../features/auth/components/trial-notice-dialog';
import { GameLauncherProvider } from '../../features/lobby/components/game-launcher';
import { useAppStore } from '../../stores/app-store';
import { ForgotPasswordDialog, LoginDialog } from '../lazy-dialogs';

export function LobbyLauncher({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const isLogin = useAppStore((s) => s.isLogin);
  const [popup, setPopup] = useState<'login' | 'forgot' | 'trial' | null>(null);
  const requestLogin = useCallback(() => setPopup('login'), []);
  const requestRegisterNotice = useCallback(() => setPopup('trial'), []);
  const close = () => setPopup(null);

  return (
    <GameLauncherProvider requestLogin={requestLogin} requestRegisterNotice={requestRegisterNotice}>
      {children}
      <LoginDialog
        open={popup === 'login' && !isLogin}
        onClose={close}
        onRegister={() => {
          close();
          void navigate('/register');
        }}
        onForgot={() => setPopup('forgot')}
      />
      <ForgotPasswordDialog open={popup === 'forgot' && !isLogin} onClose={close} onLogin={() => setPopup('login')} />
      <TrialNoticeDialog open={popup === 'trial'} onClose={close} />
    </GameLauncherProvider>
  );
}
