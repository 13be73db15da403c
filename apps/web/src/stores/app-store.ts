/**
 * The app store (spec §3 "store values"): currency symbol, image base URL, isLogin, isAgent,
 * isTrial, location, firstTimeLogin, language, systemStatus — plus shell UI state.
 */
import { create } from 'zustand';
import { DEFAULT_LANGUAGE, type Language, type SystemStatus } from '@platform/contracts';
import { deriveMemberFlags } from '../lib/member';
import { getSideMenuCollapsed, getStoredMemberInfo, getToken, storeSideMenuCollapsed } from '../lib/storage';

export interface AppState {
  merchantCode: string | null;
  currencySymbol: string;
  isoCurrency: string;
  imageBaseUrl: string;
  token: string | null;
  isLogin: boolean;
  isAgent: boolean;
  isTrial: boolean;
  firstTimeLogin: boolean;
  location: { ip: string; countryCode: string | null } | null;
  language: Language;
  systemStatus: SystemStatus | null;
  sideMenuCollapsed: boolean;
  mobileMenuOpen: boolean;
  regionPickerOpen: boolean;
  toggleSideMenu: () => void;
  setMobileMenuOpen: (open: boolean) => void;
  setRegionPickerOpen: (open: boolean) => void;
}

function initialSession(): Pick<AppState, 'token' | 'isLogin' | 'isAgent' | 'isTrial'> {
  const token = getToken();
  const flags = deriveMemberFlags(getStoredMemberInfo());
  return { token, isLogin: !!token, ...flags };
}

export const useAppStore = create<AppState>()((set) => ({
  merchantCode: null,
  currencySymbol: '',
  isoCurrency: '',
  imageBaseUrl: '',
  ...initialSession(),
  firstTimeLogin: false,
  location: null,
  language: DEFAULT_LANGUAGE,
  systemStatus: null,
  sideMenuCollapsed: getSideMenuCollapsed(),
  mobileMenuOpen: false,
  regionPickerOpen: false,
  toggleSideMenu: () =>
    set((state) => {
      storeSideMenuCollapsed(!state.sideMenuCollapsed);
      return { sideMenuCollapsed: !state.sideMenuCollapsed };
    }),
  setMobileMenuOpen: (open) => set({ mobileMenuOpen: open }),
  setRegionPickerOpen: (open) => set({ regionPickerOpen: open }),
}));
