/** Header (spec §2): menu toggle, logo, language, customer service, register and login or the account area. */
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../components/brand-logo';
import { CustomerServiceButton } from '../../components/customer-service-button';
import { Icon } from '../../components/ui/icon';
import { LanguageMenu } from '../../features/region/components/language-menu';
import { loadLaterPart } from '../../lib/i18n';
import { usePermission } from '../../lib/permission-context';
import { useAppStore } from '../../stores/app-store';
import './header.css';

/*
 * The logged-in part of the header (balance, account menu, login-time popups) loads only for members:
 * a visitor's first page does without its code. start.tsx loads it before mounting when a session is
 * stored, so a member's page shows it from the first render; after a login it comes with the popup's
 * later language part already in.
 */
let LoadedAccount: ComponentType | null = null;
export async function loadHeaderAccount(): Promise<void> {
  const [module] = await Promise.all([import('./header-account'), loadLaterPart()]);
  LoadedAccount = module.HeaderAccount;
}
const LazyAccount = lazy(async () => {
  await loadHeaderAccount();
  return { default: LoadedAccount ?? (() => null) };
});

function HeaderAccount() {
  // Chosen once per mount: switching from the lazy wrapper to the loaded component would remount it.
  const [Loaded] = useState(() => LoadedAccount);
  if (Loaded) return <Loaded />;
  return (
    <Suspense fallback={null}>
      <LazyAccount />
    </Suspense>
  );
}

const DESKTOP = '(min-width: 900px)';

export function Header({ sideMenuAvailable }: { sideMenuAvailable: boolean }) {
  const { t } = useTranslation();
  const permission = usePermission();
  const isLogin = useAppStore((s) => s.isLogin);
  const language = useAppStore((s) => s.language);
  const { whitelabel, merchant } = permission.info;

  const onMenu = () => {
    const store = useAppStore.getState();
    if (globalThis.matchMedia(DESKTOP).matches) store.toggleSideMenu();
    else store.setMobileMenuOpen(!store.mobileMenuOpen);
  };

  return (
    <header className="header" data-testid="site-header">
      <div className="header-start">
        {sideMenuAvailable ? (
          <button type="button" className="icon-btn header-menu" aria-label={t('header.menu')} aria-controls="side-menu" onClick={onMenu} data-testid="header-menu-button">
            <Icon name="menu" size={22} />
          </button>
        ) : null}
        <BrandLogo siteName={whitelabel.siteName} logoUrl={whitelabel.logoUrl} />
      </div>
      <div className="header-actions">
        <LanguageMenu languages={merchant.langList} current={language} />
        <CustomerServiceButton className="header-service" />
        {isLogin ? (
          <HeaderAccount />
        ) : (
          <>
            <Link to="/register" className="btn btn-outline header-register" data-testid="header-register">
              {t('header.register')}
            </Link>
            <Link to="/login" className="btn btn-primary" data-testid="header-login">
              {t('header.login')}
            </Link>
          </>
        )}
      </div>
    </header>
  );
}
