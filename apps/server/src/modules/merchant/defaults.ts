import type { FeatureFlags, MerchantInput, RegisterFieldConfig, RegisterField, Whitelabel } from '@platform/contracts';
import { PATTERNS, type PatternId } from '@platform/contracts';
import type { MerchantSettings } from './service';

/** The brand a new merchant starts with; operators re-brand through the whitelabel call. */
export const DEFAULT_WHITELABEL: Whitelabel = {
  siteName: 'Royal Lotus',
  logoUrl: '/brand/logo.svg',
  theme: {
    primary: '#f5b642', primaryContrast: '#1a1206', secondary: '#7c3aed', accent: '#22d3ee',
    background: '#0d0b1a', surface: '#181530', text: '#f4f1ff',
  },
};

export const DEFAULT_FEATURES: FeatureFlags = {
  USERNAMEREG3: true, MOBILENUMREG3: true, SMS_LOGIN: true, FREE_PLAY: true, FORCE_PASSWORD_EXPIRY_CHANGE: true,
  AGENT_POLICY: true, SMS_VERIFY_REGISTER: false, VIP: true, REFERRAL_PROMO: true,
  HUMAN_VERIFICATION: true, LOGIN_IP_VERIFY: true, SOCIAL_LOGIN_GOOGLE: false, SOCIAL_LOGIN_FACEBOOK: false,
  FORGOT_PASSWORD_EMAIL: true, FORGOT_PASSWORD_PHONE: true,
  // A merchant offers agent contracts only once its operator has decided their terms (decision 0027).
  AGENT_CONTRACT_DIVIDEND: false, AGENT_CONTRACT_DAILY: false, AGENT_CONTRACT_HOURLY: false, AGENT_CONTRACT_REALTIME: false,
};

/** Settings a new merchant starts with: open, default brand, no support channel until the operator sets them (decision 0039). */
export function defaultSettings(): MerchantSettings {
  return {
    status: 0,
    maintenanceNotices: {},
    restrictionNotices: {},
    features: { ...DEFAULT_FEATURES },
    whitelabel: DEFAULT_WHITELABEL,
    customerService: [],
    resources: {},
    domainRoute: { mainDomain: 'localhost', mirrors: [] },
    analytics: { enabled: false, measurementId: null },
    imageCdns: [],
    launchGameCdns: [],
    socialProviders: {},
    sessionIdleMinutes: 30,
    sessionMaxHours: 12,
    singleWallet: true,
    moneyLimits: {},
  };
}

function field(name: RegisterField, enabled: boolean, required: boolean, patternId: PatternId, minLength: number, maxLength: number): RegisterFieldConfig {
  return { field: name, enabled, required, acceptedPattern: PATTERNS[patternId], patternId, minLength, maxLength };
}

/** Real-name rules per country: Thai site accepts Thai or English, others any script's letters. */
function payeePattern(country: string): PatternId {
  return country === 'TH' ? 'THAI_ENGLISH_SPACES' : 'NAME_ANY_SCRIPT';
}

export function defaultRegisterFields(m: Pick<MerchantInput, 'country' | 'phoneDigitsMin' | 'phoneDigitsMax'>): RegisterFieldConfig[] {
  return [
    field('username', true, true, 'LETTER_FIRST_ALPHANUMERIC', 4, 16),
    field('password', true, true, 'NO_SPACES', 8, 20),
    field('confirmPassword', true, true, 'NO_SPACES', 8, 20),
    field('mobileNum', true, true, 'DIGITS', m.phoneDigitsMin, m.phoneDigitsMax),
    field('payeeName', true, false, payeePattern(m.country), 2, 50),
    field('email', false, false, 'EMAIL', 6, 64),
    field('qqNum', false, false, 'DIGITS', 5, 12),
    field('captcha', false, false, 'DIGITS', 4, 4),
    field('verificationCode', false, false, 'DIGITS', 6, 6),
    field('affiliateCode', true, false, 'ALPHANUMERIC', 4, 20),
    field('paymentPassword', false, false, 'DIGITS', 6, 6),
    field('line', m.country === 'TH', false, 'NO_SPACES', 3, 30),
    field('whatsapp', m.country === 'IN' || m.country === 'BR' || m.country === 'MX', false, 'DIGITS', 8, 15),
    field('facebook', false, false, 'NO_SPACES', 3, 50),
    field('wechat', false, false, 'NO_SPACES', 3, 30),
    field('telegram', m.country === 'MM', false, 'NO_SPACES', 3, 32),
    field('zalo', false, false, 'DIGITS', 8, 15),
    field('idNumber', false, false, 'ALPHANUMERIC', 6, 20),
    field('referralCode', false, false, 'ALPHANUMERIC', 4, 20),
    field('nickname', false, false, 'ANY', 1, 20),
    field('birthday', false, false, 'DATE_YYYY_MM_DD', 10, 10),
    field('permanentAddress', false, false, 'ANY', 5, 200),
    field('currentAddress', false, false, 'ANY', 5, 200),
    field('nationality', false, false, 'NAME_ANY_SCRIPT', 2, 50),
    field('placeOfBirth', false, false, 'NAME_ANY_SCRIPT', 2, 50),
    field('occupation', false, false, 'ANY', 2, 50),
    field('sourceOfIncome', false, false, 'ANY', 2, 50),
    field('recommenderId', false, false, 'ALPHANUMERIC', 1, 20),
    field('bankAccountNumber', false, false, 'DIGITS', 6, 20),
  ];
}
