/** The signed-in frame: top bar (operator, language, logout), side navigation and the page. */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { LanguagePicker } from '../components/language-picker';
import { deleteLogout } from '../features/auth/api/delete-logout';
import { endSession, useSessionState } from '../lib/session-store';

export function ShellLayout() {
  const { t } = useTranslation();
  const { session } = useSessionState();
  const location = useLocation();
  const main = useRef<HTMLElement>(null);
  const firstPage = useRef(true);
  const [leaving, setLeaving] = useState(false);

  // After a navigation, focus goes to the new page, as a page load would put it (not on the old link).
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    main.current?.focus();
  }, [location.pathname]);

  async function logOut() {
    setLeaving(true);
    // Whatever the answer (already expired, offline), this browser forgets the session.
    await deleteLogout().catch(() => undefined);
    endSession('loggedOut');
  }

  return (
    <div className="shell">
      <a className="skip-link" href="#main">{t('shell.skip')}</a>
      <header className="topbar">
        <p className="brand">{t('app.name')}</p>
        <div className="topbar-end">
          <p className="operator-name">
            <span className="visually-hidden">{t('shell.signedInAs')} </span>
            <span data-testid="shell-operator">{session?.username}</span>
          </p>
          <LanguagePicker />
          <button type="button" className="button button-quiet" onClick={() => void logOut()} disabled={leaving} data-testid="logout">
            {t('shell.logout')}
          </button>
        </div>
      </header>
      <div className="shell-body">
        <nav className="sidenav" aria-label={t('nav.label')}>
          <ul>
            <li><NavLink to="/" end>{t('nav.home')}</NavLink></li>
            <li><NavLink to="/sessions" data-testid="nav-sessions">{t('nav.sessions')}</NavLink></li>
          </ul>
        </nav>
        <main id="main" ref={main} tabIndex={-1} className="page">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
