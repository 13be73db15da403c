/** Phone bottom bar: home, promotions, menu, customer service, account. */
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icon';
import { useSupportSheet } from '../../components/support-sheet';
import { useAppStore } from '../../stores/app-store';
import './bottom-nav.css';

/** `sideMenuAvailable`: false on the game pages without a side menu (spec §2), where the menu button has nothing to open. */
export function BottomNav({ sideMenuAvailable = true }: { sideMenuAvailable?: boolean }) {
  const { t } = useTranslation();
  const isLogin = useAppStore((s) => s.isLogin);
  const support = useSupportSheet();
  return (
    <nav className="bottom-nav" aria-label={t('bottomNav.label')} data-testid="bottom-nav">
      <NavLink to="/" end className="bottom-nav-item">
        <Icon name="home" size={22} />
        <span>{t('nav.home')}</span>
      </NavLink>
      <NavLink to="/promotions" className="bottom-nav-item">
        <Icon name="gift" size={22} />
        <span>{t('nav.promotions')}</span>
      </NavLink>
      <button
        type="button"
        className="bottom-nav-item bottom-nav-menu"
        aria-controls={sideMenuAvailable ? 'side-menu' : undefined}
        disabled={!sideMenuAvailable}
        onClick={() => useAppStore.getState().setMobileMenuOpen(true)}
      >
        <span className="bottom-nav-fab">
          <Icon name="menu" size={22} />
        </span>
        <span>{t('bottomNav.menu')}</span>
      </button>
      <button type="button" className="bottom-nav-item" aria-haspopup="dialog" data-testid="bottom-nav-service" onClick={support.open}>
        <Icon name="headset" size={22} />
        <span>{t('bottomNav.service')}</span>
      </button>
      <NavLink to={isLogin ? '/member' : '/login'} className="bottom-nav-item">
        <Icon name="user" size={22} />
        <span>{isLogin ? t('header.myAccount') : t('header.login')}</span>
      </NavLink>
      {support.sheet}
    </nav>
  );
}
