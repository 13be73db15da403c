/**
 * Web-storage keys and the rules around them (spec §1). Every read and write of browser storage
 * goes through this file so the merchant-switch semantics live in one place.
 */
export const STORAGE_KEYS = {
  /** Kept in BOTH sessionStorage and localStorage. */
  merchantCode: 'merchantCode',
  merchantCurrency: 'merchant_currency',
  /** The language in use for the current merchant. */
  lang: 'lang',
  /** The visitor's last explicit language choice; restored when a merchant offers it again. */
  hisLang: 'hisLang',
  token: 'token',
  memberInfo: 'memberInfo',
  sideMenuCollapsed: 'sideMenuCollapsed',
  /** Remember me (spec §3, ARCHITECTURE §7): username, mobile and dialing code only, for one day. */
  rememberedLogin: 'rememberedLogin',
  /** Session: the password must be changed before anything else (default or expired password, spec §4). */
  passwordChangeRequired: 'cpw',
} as const;

/** Spec §9: the remember-me record lives one day. */
export const REMEMBER_MS = 86_400_000;

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    // Storage can throw (privacy mode, quota); the site must keep working without it.
    return fallback;
  }
}

const local = {
  get: (key: string) => safe(() => globalThis.localStorage?.getItem(key) ?? null, null),
  set: (key: string, value: string) => safe(() => globalThis.localStorage?.setItem(key, value), undefined),
  remove: (key: string) => safe(() => globalThis.localStorage?.removeItem(key), undefined),
};
const session = {
  get: (key: string) => safe(() => globalThis.sessionStorage?.getItem(key) ?? null, null),
  set: (key: string, value: string) => safe(() => globalThis.sessionStorage?.setItem(key, value), undefined),
  remove: (key: string) => safe(() => globalThis.sessionStorage?.removeItem(key), undefined),
};

export function getStoredMerchantCode(): string | null {
  return session.get(STORAGE_KEYS.merchantCode) ?? local.get(STORAGE_KEYS.merchantCode);
}

export function storeMerchant(merchantCode: string, currency?: string): void {
  session.set(STORAGE_KEYS.merchantCode, merchantCode);
  local.set(STORAGE_KEYS.merchantCode, merchantCode);
  if (currency) local.set(STORAGE_KEYS.merchantCurrency, currency);
}

export function getStoredLanguages(): { lang: string | null; hisLang: string | null } {
  return { lang: local.get(STORAGE_KEYS.lang), hisLang: local.get(STORAGE_KEYS.hisLang) };
}

/**
 * The language also goes to the server as the cookie `lang` (not secret): a page the server renders
 * (decision 0035) is then drawn in it, so the browser can take that HTML over instead of redrawing it.
 */
function setLanguageCookie(lang: string): void {
  safe(() => {
    if (typeof document !== 'undefined') document.cookie = `lang=${encodeURIComponent(lang)}; Path=/; Max-Age=31536000; SameSite=Lax`;
  }, undefined);
}

/** The effective language of the current merchant (set at start-up and on every change). */
export function storeLanguage(lang: string): void {
  local.set(STORAGE_KEYS.lang, lang);
  setLanguageCookie(lang);
}

/** An explicit choice by the visitor: becomes both the language in use and the remembered one. */
export function storeChosenLanguage(lang: string): void {
  local.set(STORAGE_KEYS.lang, lang);
  local.set(STORAGE_KEYS.hisLang, lang);
  setLanguageCookie(lang);
}

/**
 * Switching to another merchant (spec §1): when it differs from the stored one, both storages are
 * cleared except the last language (lang, hisLang) and the new merchant code, then the app reloads
 * at the root. Returns false when nothing had to change.
 */
export function switchMerchant(merchantCode: string, reload: (url: string) => void = (u) => globalThis.location.assign(u)): boolean {
  if (getStoredMerchantCode() === merchantCode) return false;
  const { lang, hisLang } = getStoredLanguages();
  safe(() => globalThis.localStorage?.clear(), undefined);
  safe(() => globalThis.sessionStorage?.clear(), undefined);
  if (lang) local.set(STORAGE_KEYS.lang, lang);
  if (hisLang) local.set(STORAGE_KEYS.hisLang, hisLang);
  storeMerchant(merchantCode);
  reload('/');
  return true;
}

export function getToken(): string | null {
  return session.get(STORAGE_KEYS.token);
}

export function storeSession(token: string, memberInfo: unknown): void {
  session.set(STORAGE_KEYS.token, token);
  session.set(STORAGE_KEYS.memberInfo, JSON.stringify(memberInfo));
}

/** The token alone, stored before member info loads so that call carries it. */
export function storeToken(token: string): void {
  session.set(STORAGE_KEYS.token, token);
}

export function getStoredMemberInfo(): unknown {
  const raw = session.get(STORAGE_KEYS.memberInfo);
  if (!raw) return null;
  return safe(() => JSON.parse(raw) as unknown, null);
}

/** Logout (spec §4): session storage is cleared; the merchant code is kept so the region stays. */
export function clearSession(): void {
  const merchantCode = getStoredMerchantCode();
  safe(() => globalThis.sessionStorage?.clear(), undefined);
  if (merchantCode) session.set(STORAGE_KEYS.merchantCode, merchantCode);
}

/** The forced password change survives a reload within the session; logout clears it with the session. */
export function getPasswordChangeRequired(): boolean {
  return session.get(STORAGE_KEYS.passwordChangeRequired) === '1';
}

export function storePasswordChangeRequired(required: boolean): void {
  if (required) session.set(STORAGE_KEYS.passwordChangeRequired, '1');
  else session.remove(STORAGE_KEYS.passwordChangeRequired);
}

export function getSideMenuCollapsed(): boolean {
  return local.get(STORAGE_KEYS.sideMenuCollapsed) === '1';
}

export function storeSideMenuCollapsed(collapsed: boolean): void {
  local.set(STORAGE_KEYS.sideMenuCollapsed, collapsed ? '1' : '0');
}

export interface RememberedLogin {
  username: string;
  mobileNum: string;
  countryDialingCode: string;
}

/** Never a password: only what fills the login form again (ARCHITECTURE §7). */
export function storeRememberedLogin(login: RememberedLogin, now = Date.now()): void {
  const record = { username: login.username, mobileNum: login.mobileNum, countryDialingCode: login.countryDialingCode, expiresAt: now + REMEMBER_MS };
  local.set(STORAGE_KEYS.rememberedLogin, JSON.stringify(record));
}

export function getRememberedLogin(now = Date.now()): RememberedLogin | null {
  const raw = local.get(STORAGE_KEYS.rememberedLogin);
  if (!raw) return null;
  const record = safe(() => JSON.parse(raw) as Partial<RememberedLogin & { expiresAt: number }>, null);
  if (!record || typeof record.expiresAt !== 'number' || record.expiresAt <= now) {
    local.remove(STORAGE_KEYS.rememberedLogin);
    return null;
  }
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return { username: text(record.username), mobileNum: text(record.mobileNum), countryDialingCode: text(record.countryDialingCode) };
}

export function clearRememberedLogin(): void {
  local.remove(STORAGE_KEYS.rememberedLogin);
}
