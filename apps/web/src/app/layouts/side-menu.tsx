/**
 * Side menu (spec §2): VIP bonus (only when VIP is on, spec §6), refer and earn (REFERRAL_PROMO),
 * promotions, home, game categories, download, region select, social and customer-service links.
 * Collapses to an icon rail on desktop; a drawer on phones.
 */
import type { MouseEvent } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ContactLinkList, useServiceContactLinks, useSocialLinks } from '../../components/contact-links';
import { Icon, type IconName } from '../../components/ui/icon';
import { useCategoryClick } from '../../features/lobby/hooks/use-category-click';
import { countryName } from '../../lib/format';
import type { NavEntry } from '../../lib/navigation';
import { usePermission } from '../../lib/permission-context';
import { useAppStore } from '../../stores/app-store';
import './side-menu.css';

function MenuLink({ to, icon, label, end, onClick }: { to: string; icon: IconName; label: string; end?: boolean; onClick?: (event: MouseEvent) => void }) {
  return (
    <li>
      <NavLink to={to} end={end} className="side-link" aria-label={label} title={label} onClick={onClick}>
        <Icon name={icon} size={20} />
        <span className="side-label">{label}</span>
      </NavLink>
    </li>
  );
}

export function SideMenu({ navEntries, collapsed }: { navEntries: NavEntry[]; collapsed: boolean }) {
  // Read here, not passed down: opening the phone drawer renders the menu, not the whole frame.
  const mobileOpen = useAppStore((s) => s.mobileMenuOpen);
  const { t } = useTranslation();
  const permission = usePermission();
  const language = useAppStore((s) => s.language);
  const { features, merchant } = permission.info;
  // VIP entries only when the merchant runs VIP (spec §6), for visitors as for members.
  const showVip = features.VIP;
  const store = useAppStore.getState;
  // Promotions leads the side menu; the remaining entries keep the navigation order (home first).
  const entries = navEntries.filter((e) => e.category !== 'PROMOTIONS');
  const categoryClick = useCategoryClick();

  return (
    <>
      <div className="side-scrim" data-open={mobileOpen} onClick={() => store().setMobileMenuOpen(false)} aria-hidden="true" />
      <aside
        id="side-menu"
        className="side-menu"
        data-collapsed={collapsed}
        data-mobile-open={mobileOpen}
        aria-label={t('sideMenu.label')}
        data-testid="side-menu"
      >
        <div className="side-top">
          <button
            type="button"
            className="side-toggle"
            aria-expanded={!collapsed}
            aria-controls="side-menu"
            aria-label={collapsed ? t('sideMenu.expand') : t('sideMenu.collapse')}
            title={collapsed ? t('sideMenu.expand') : t('sideMenu.collapse')}
            data-testid="side-menu-toggle"
            onClick={() => store().toggleSideMenu()}
          >
            <Icon name={collapsed ? 'panelRight' : 'panelLeft'} size={20} />
            <span className="side-label">{t('sideMenu.collapse')}</span>
          </button>
          <button type="button" className="icon-btn side-close" aria-label={t('common.close')} onClick={() => store().setMobileMenuOpen(false)}>
            <Icon name="close" />
          </button>
        </div>

        {showVip || features.REFERRAL_PROMO ? (
          <div className="side-promos">
            {showVip ? (
              <NavLink to="/promotions?type=VIP" className="side-promo side-promo-vip" aria-label={t('sideMenu.vipBonus')} title={t('sideMenu.vipBonus')}>
                <Icon name="crown" size={20} />
                <span className="side-label">{t('sideMenu.vipBonus')}</span>
              </NavLink>
            ) : null}
            {features.REFERRAL_PROMO ? (
              <NavLink to="/promotions?type=REFERRAL" className="side-promo side-promo-refer" aria-label={t('sideMenu.referEarn')} title={t('sideMenu.referEarn')}>
                <Icon name="users" size={20} />
                <span className="side-label">{t('sideMenu.referEarn')}</span>
              </NavLink>
            ) : null}
          </div>
        ) : null}

        <nav aria-label={t('sideMenu.navigation')}>
          <ul className="side-list">
            <MenuLink to="/promotions" icon="gift" label={t('nav.promotions')} />
            {entries.map((entry) => (
              <MenuLink key={entry.category} to={entry.path} icon={entry.icon} label={t(entry.labelKey)} end={entry.path === '/'} onClick={(event) => categoryClick(entry, event)} />
            ))}
            <MenuLink to="/down" icon="download" label={t('sideMenu.download')} />
          </ul>
        </nav>

        <div className="side-section">
          <button
            type="button"
            className="side-region"
            data-testid="side-region-button"
            // Named by its visible country and currency (WCAG 2.5.3); the title names it when the menu is collapsed.
            title={t('region.title')}
            onClick={() => store().setRegionPickerOpen(true)}
          >
            <span className="side-region-flag" aria-hidden="true">{merchant.country}</span>
            <span className="side-label side-region-text">
              <span>{countryName(merchant.country, merchant.countryName, language)}</span>
              <small>
                {merchant.currencySymbol} {merchant.currency}
              </small>
            </span>
            <Icon name="chevronRight" size={16} className="side-label" />
          </button>
        </div>

        <SideContacts />
      </aside>
    </>
  );
}

/** The social and customer-service sections: the service links arrive after start-up and redraw only these. */
function SideContacts() {
  const { t } = useTranslation();
  const social = useSocialLinks();
  const service = useServiceContactLinks();
  const sections = [
    { key: 'social', title: t('sideMenu.social'), links: social },
    { key: 'service', title: t('sideMenu.service'), links: service },
  ];
  return sections.map(({ key, title, links }) => (links.length > 0 ? (
    <div key={key} className="side-section">
      <h2 className="side-heading side-label">{title}</h2>
      <ContactLinkList links={links} className="side-list" itemClassName="side-link" showLabels />
    </div>
  ) : null));
}
