/**
 * Plain constants shared by server and web, kept free of zod so the web bundle can import them
 * without shipping the schema library (docs/decisions/0002).
 */

/** 0 normal, 1 maintenance, 2 region restricted (spec §4). */
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;

/** Operator feature flags (spec §1, §6). Names are the operator's; the first two keep the TCG names. */
export const FEATURE_FLAGS = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'SMS_LOGIN',
  'FREE_PLAY',
  'FORCE_PASSWORD_EXPIRY_CHANGE',
  'AGENT_POLICY',
  'SMS_VERIFY_REGISTER',
  'VIP',
  'REFERRAL_PROMO',
  /** Proof-of-work challenge before password login, registration and SMS requests. */
  'HUMAN_VERIFICATION',
  /** Extra verification when a member logs in from an address not seen before. */
  'LOGIN_IP_VERIFY',
  'SOCIAL_LOGIN_GOOGLE',
  'SOCIAL_LOGIN_FACEBOOK',
  /** Forgot-password methods (spec §6: they depend on site settings). */
  'FORGOT_PASSWORD_EMAIL',
  'FORGOT_PASSWORD_PHONE',
  /** Agent contract pages and new contracts, one flag per contract type (spec §2, §6: "only when enabled"). */
  'AGENT_CONTRACT_DIVIDEND',
  'AGENT_CONTRACT_DAILY',
  'AGENT_CONTRACT_HOURLY',
  'AGENT_CONTRACT_REALTIME',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** Registration form fields of spec §3 whose presence and rules the operator configures. */
export const REGISTER_FIELDS = [
  'username', 'password', 'confirmPassword', 'payeeName', 'email', 'qqNum', 'mobileNum', 'captcha',
  'verificationCode', 'affiliateCode', 'paymentPassword', 'line', 'whatsapp', 'facebook', 'wechat',
  'telegram', 'zalo', 'idNumber', 'referralCode', 'nickname', 'birthday', 'permanentAddress',
  'currentAddress', 'nationality', 'placeOfBirth', 'occupation', 'sourceOfIncome', 'recommenderId',
  'bankAccountNumber',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export const RESOURCE_TYPES = ['TELEGRAM', 'TELEGRAM1', 'FACEBOOK'] as const;
