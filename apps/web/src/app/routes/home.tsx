/**
 * Home page; /login, /register, /help and /helpmc show it with the matching popup open. The forgot
 * password popup opens from the login popup; `/?resetToken=…` (the e-mail link) opens "set a new
 * password".
 */
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { HomePage } from '../../features/home/components/home-page';
import type { LoginNotice } from '../../features/auth/components/login-dialog';
import { HomeLobby } from '../../features/lobby/components/home-lobby';
import { HomeAnnouncements } from '../../features/content/components/home-announcements';
import { useCategoryVendorCounts } from '../../features/games/hooks/use-category-vendor-counts';
import { buildNavEntries } from '../../lib/navigation';
import { usePermission } from '../../lib/permission-context';
import { useAppStore } from '../../stores/app-store';
import { ForgotPasswordDialog, HelpCenterDialog, LoginDialog, RegisterDialog, ResetPasswordDialog } from '../lazy-dialogs';

export function HomeRoute() {
  const permission = usePermission();
  const location = useLocation();
  const navigate = useNavigate();
  const isLogin = useAppStore((s) => s.isLogin);
  const language = useAppStore((s) => s.language);
  const merchantCode = useAppStore((s) => s.merchantCode);
  const navEntries = buildNavEntries(useCategoryVendorCounts());
  const path = location.pathname.toLowerCase();
  const goHome = () => void navigate('/');
  const [forgotOpen, setForgotOpen] = useState(false);
  const loginNotice = (location.state as { loginNotice?: LoginNotice } | null)?.loginNotice;
  const resetToken = path === '/' ? new URLSearchParams(location.search).get('resetToken') : null;

  return (
    <>
      <HomePage
        siteName={permission.info.whitelabel.siteName}
        isLogin={isLogin}
        lobby={<HomeLobby navEntries={navEntries} />}
        announcements={<HomeAnnouncements merchantCode={merchantCode} language={language} />}
      />
      <LoginDialog
        open={path === '/login' && !isLogin}
        onClose={goHome}
        onRegister={() => void navigate('/register')}
        onForgot={() => {
          setForgotOpen(true);
          goHome();
        }}
        notice={loginNotice}
      />
      <ForgotPasswordDialog
        open={forgotOpen && path === '/' && !isLogin}
        onClose={() => setForgotOpen(false)}
        onLogin={() => {
          setForgotOpen(false);
          void navigate('/login');
        }}
      />
      <ResetPasswordDialog
        token={resetToken}
        onClose={() => void navigate('/', { replace: true })}
        onDone={() => void navigate('/login', { replace: true, state: { loginNotice: 'passwordReset' } })}
      />
      <RegisterDialog open={path === '/register' && !isLogin} onClose={goHome} onLogin={() => void navigate('/login')} />
      <HelpCenterDialog
        open={path === '/help' || path === '/helpmc'}
        onClose={goHome}
        merchantCode={merchantCode}
        language={language}
        itemId={location.hash ? decodeURIComponent(location.hash.slice(1)) : undefined}
      />
    </>
  );
}
