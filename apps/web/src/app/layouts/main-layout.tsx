/** The site frame: header, collapsible side menu, content, footer, phone bottom bar, region picker. */
import { useEffect, useMemo, useRef } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HydrateInTurn } from '../../components/hydrate-in-turn';
import { RouteProgress } from '../../components/ui/loader';
import { useMemberInfoSync } from '../../features/auth/hooks/use-member-info-sync';
import { useSocialTicket } from '../../features/auth/hooks/use-social-ticket';
import { useCategoryVendorCounts } from '../../features/games/hooks/use-category-vendor-counts';
import { RegionPickerDialog } from '../../features/region/components/region-picker-dialog';
import { keepRegion } from '../../features/region/lib/choose-region';
import { buildNavEntries, HOME_PATHS, isSideMenuHidden } from '../../lib/navigation';
import { usePageTitle } from '../../lib/page-title';
import { usePermission } from '../../lib/permission-context';
import { getStoredMerchantCode } from '../../lib/storage';
import { useAppStore } from '../../stores/app-store';
import { BottomNav } from './bottom-nav';
import { Footer } from './footer';
import { Header } from './header';
import { LobbyLauncher } from './lobby-launcher';
import { SideMenu } from './side-menu';
import './layout.css';

const HOME = new Set(HOME_PATHS.map((p) => p.toLowerCase()));

/** The home page with or without a popup counts as one route name for scrolling. */
function routeName(pathname: string): string {
  const path = pathname.toLowerCase();
  return HOME.has(path) ? '/' : path;
}

export function MainLayout() {
  const { t } = useTranslation();
  const permission = usePermission();
  const location = useLocation();
  const navigation = useNavigation();
  const collapsed = useAppStore((s) => s.sideMenuCollapsed);
  const language = useAppStore((s) => s.language);
  const vendorCounts = useCategoryVendorCounts();
  useMemberInfoSync();
  useSocialTicket();
  usePageTitle(location.pathname, language, permission.info.whitelabel.siteName);
  const navEntries = useMemo(() => buildNavEntries(vendorCounts), [vendorCounts]);
  const sideHidden = isSideMenuHidden(location.pathname);
  const name = routeName(location.pathname);
  const lastName = useRef(name);

  // Spec §2: after navigation, scroll to the top when the route name changed; close the phone drawer.
  useEffect(() => {
    if (lastName.current !== name) window.scrollTo({ top: 0 });
    lastName.current = name;
    useAppStore.getState().setMobileMenuOpen(false);
  }, [name]);

  return (
    <LobbyLauncher>
      <div className="shell" data-side-menu={sideHidden ? 'hidden' : collapsed ? 'collapsed' : 'expanded'}>
        <RouteProgress active={navigation.state !== 'idle'} />
        <a href="#main" className="skip-link">
          {t('common.skipToContent')}
        </a>
        <Header sideMenuAvailable={!sideHidden} />
        <div className="shell-body">
          {sideHidden ? null : <HydrateInTurn><SideMenu navEntries={navEntries} collapsed={collapsed} /></HydrateInTurn>}
          <div className="shell-main">
            <main id="main" className="shell-content" tabIndex={-1}>
              <Outlet />
            </main>
            <HydrateInTurn><Footer navEntries={navEntries} /></HydrateInTurn>
          </div>
        </div>
        <BottomNav sideMenuAvailable={!sideHidden} />
        <RegionPicker />
      </div>
    </LobbyLauncher>
  );
}

/**
 * The region picker with its own hold on the store: opening it (a first visit does, on the permission
 * answer) renders the picker alone, not the whole frame again with every text in it (120 ms at 4x CPU,
 * bench:main-thread).
 */
function RegionPicker() {
  const permission = usePermission();
  const open = useAppStore((s) => s.regionPickerOpen);
  const language = useAppStore((s) => s.language);
  const merchant = permission.info.merchant;
  const close = () => {
    // Dismissing the first-visit picker accepts the region on screen, so it does not ask again.
    if (!getStoredMerchantCode()) keepRegion(merchant.merchantCode, merchant.currency);
    useAppStore.getState().setRegionPickerOpen(false);
  };
  return (
    <RegionPickerDialog
      open={open}
      onClose={close}
      regions={permission.info.regions}
      activeMerchantCode={merchant.merchantCode}
      language={language}
      firstVisit={!getStoredMerchantCode()}
    />
  );
}
