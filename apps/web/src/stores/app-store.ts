/**
 * The app store (spec §3 "store values"): currency symbol, image base URL, isLogin, isAgent,
 * isTrial, location, firstTimeLogin, language, systemStatus — plus shell UI state.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { DEFAULT_LANGUAGE, type Language, type MemberInfo, type SystemStatus } from '@platform/contracts';
import { deriveMemberFlags } from '../lib/member';
import { clearSession, getPasswordChangeRequired, getSideMenuCollapsed, getStoredMemberInfo, getToken, storePasswordChangeRequired, storeSession, storeSideMenuCollapsed } from '../lib/storage';

export interface AppState {
  merchantCode: string | null;
  currencySymbol: string;
  isoCurrency: string;
  imageBaseUrl: string;
  token: string | null;
  isLogin: boolean;
  isAgent: boolean;
  isTrial: boolean;
  memberInfo: MemberInfo | null;
  firstTimeLogin: boolean;
  /** Login-time modals (spec §4): the first-login welcome, and the forced password change. */
  welcomePending: boolean;
  passwordChangeRequired: boolean;
  /** Balance shown as asterisks (spec §4 "balance display toggles"). */
  balanceHidden: boolean;
  location: { ip: string; countryCode: string | null } | null;
  language: Language;
  systemStatus: SystemStatus | null;
  sideMenuCollapsed: boolean;
  mobileMenuOpen: boolean;
  regionPickerOpen: boolean;
  toggleSideMenu: () => void;
  setMobileMenuOpen: (open: boolean) => void;
  setRegionPickerOpen: (open: boolean) => void;
  /** Logged out → logged in (spec §4): token and member info stored, flags from the member type. */
  setSession: (token: string, memberInfo: MemberInfo, firstTimeLogin?: boolean) => void;
  /** Logout or an expired token: session storage cleared, login and agent state reset. */
  endSession: () => void;
  toggleBalanceHidden: () => void;
  setWelcomePending: (pending: boolean) => void;
  setPasswordChangeRequired: (required: boolean) => void;
}

function isMemberInfo(value: unknown): value is MemberInfo {
  return typeof value === 'object' && value !== null && typeof (value as MemberInfo).account === 'string' && typeof (value as MemberInfo).id === 'number';
}

function initialSession(): Pick<AppState, 'token' | 'isLogin' | 'isAgent' | 'isTrial' | 'memberInfo'> {
  const token = getToken();
  const stored = getStoredMemberInfo();
  const flags = deriveMemberFlags(stored);
  return { token, isLogin: !!token, ...flags, memberInfo: token && isMemberInfo(stored) ? stored : null };
}

const LOGGED_OUT = {
  token: null, isLogin: false, isAgent: false, isTrial: false, memberInfo: null, firstTimeLogin: false, welcomePending: false, passwordChangeRequired: false,
} as const;

const store = create<AppState>()((set) => ({
  merchantCode: null,
  currencySymbol: '',
  isoCurrency: '',
  imageBaseUrl: '',
  ...initialSession(),
  firstTimeLogin: false,
  welcomePending: false,
  passwordChangeRequired: !!getToken() && getPasswordChangeRequired(),
  balanceHidden: false,
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
  setSession: (token, memberInfo, firstTimeLogin) => {
    storeSession(token, memberInfo);
    set((state) => ({ token, isLogin: true, memberInfo, ...deriveMemberFlags(memberInfo), firstTimeLogin: firstTimeLogin ?? state.firstTimeLogin }));
  },
  endSession: () => {
    clearSession();
    set({ ...LOGGED_OUT });
  },
  toggleBalanceHidden: () => set((state) => ({ balanceHidden: !state.balanceHidden })),
  setWelcomePending: (pending) => set({ welcomePending: pending }),
  setPasswordChangeRequired: (required) => {
    storePasswordChangeRequired(required);
    set({ passwordChangeRequired: required });
  },
}));

/**
 * The state a server-rendered page was drawn with (decision 0035). While React hydrates it reads the
 * "server snapshot" of every subscription: with this context set, that is this state (on the server,
 * one per request; in the browser, the same values), so both renders agree. Without it, the store's
 * initial state, as zustand does.
 */
export const AppStateSnapshot = createContext<AppState | null>(null);

function useAppStoreSlice<T>(selector: (state: AppState) => T): T {
  const snapshot = useContext(AppStateSnapshot);
  return useSyncExternalStore(store.subscribe, () => selector(store.getState()), () => selector(snapshot ?? store.getInitialState()));
}

export const useAppStore = Object.assign(useAppStoreSlice, {
  getState: store.getState,
  setState: store.setState,
  subscribe: store.subscribe,
  getInitialState: store.getInitialState,
});

/**
 * The state a server-rendered page is drawn with for `language` and `merchantCode`: a visitor's, with
 * nothing read from browser storage (the browser applies that right after hydrating).
 */
export function renderedState(language: Language, merchantCode: string | null): AppState {
  return { ...store.getInitialState(), ...LOGGED_OUT, sideMenuCollapsed: false, language, merchantCode };
}
