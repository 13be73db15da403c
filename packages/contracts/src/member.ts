import { z } from 'zod';

/** Everything the registration popup may send (spec §3); which fields count comes from the merchant's config. */
const text = (max: number) => z.string().max(max).optional();
export const registerBody = z.object({
  username: text(64),
  password: z.string().max(128),
  confirmPassword: z.string().max(128),
  payeeName: text(100),
  email: text(120),
  qqNum: text(32),
  mobileNum: text(32),
  countryDialingCode: text(8),
  captcha: text(16),
  verificationCode: text(16),
  affiliateCode: text(40),
  paymentPassword: text(64),
  line: text(64),
  whatsapp: text(32),
  facebook: text(100),
  wechat: text(64),
  telegram: text(64),
  zalo: text(32),
  idNumber: text(40),
  referralCode: text(40),
  nickname: text(40),
  birthday: text(10),
  permanentAddress: text(200),
  currentAddress: text(200),
  nationality: text(50),
  placeOfBirth: text(50),
  occupation: text(50),
  sourceOfIncome: text(50),
  recommenderId: text(40),
  bankAccountNumber: text(40),
  domain: text(255),
  registerUrl: text(2000),
  registerMethod: z.literal('WEB').default('WEB'),
  /** The solved human-verification challenge (see humanChallenge) when the merchant asks for one. */
  humanVerification: z.string().max(4000).optional(),
  /** The terms and privacy tick box (checked by default in the popup). */
  acceptTerms: z.boolean(),
  /** The age confirmation: 18, or 21 where the merchant asks. */
  confirmAge: z.boolean(),
}).strict();
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({
  username: z.string().trim().min(1).max(64),
  /** Required for `username` and `sms`; ignored for `remember`. */
  password: z.string().max(128).default(''),
  /**
   * `username`; `sms` (mobile number as username, code as password); `remember` (the HttpOnly
   * remember-me cookie set by an earlier login with remember ticked stands in for the password).
   */
  type: z.enum(['username', 'sms', 'remember']).default('username'),
  captcha: z.string().max(16).optional(),
  /** Agent site logins are refused for non-agents (error_not_agent). */
  site: z.enum(['member', 'agent']).default('member'),
  /** Ticked: the answer sets a one-day remember-me cookie; unticked: any earlier one is revoked. */
  remember: z.boolean().optional(),
  /** The solved human-verification challenge; not needed for SMS and remember logins. */
  humanVerification: z.string().max(4000).optional(),
}).strict();

export const LOGIN_VERIFICATION_METHODS = ['mobile', 'email', 'bankName', 'totp'] as const;
export const loginVerificationMethod = z.enum(LOGIN_VERIFICATION_METHODS);

export const loginResponse = z.object({
  /** Null while an unrecognised address still has to pass `verification`. */
  token: z.string().nullable(),
  firstTimeLogin: z.boolean(),
  /** The password is older than the merchant's maximum age. */
  passwordExpired: z.boolean(),
  /** An agent or operator set a default password that must be changed. */
  defaultPassword: z.boolean(),
  previousLogin: z.object({ at: z.string(), ip: z.string().nullable() }).nullable(),
  /** Set instead of a token when the login comes from an address the account has not used. */
  verification: z.object({
    ticket: z.string(),
    /** What the account can be checked with; hint is a masked destination (+66 ••• 5678, s•••@mail.com). */
    methods: z.array(z.object({ method: loginVerificationMethod, hint: z.string().nullable() })),
  }).nullable(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** `POST /wps/session/login/verification/send`: a code to the account's mobile or e-mail. */
export const loginVerificationSendBody = z.object({
  ticket: z.string().min(10).max(100),
  method: z.enum(['mobile', 'email']),
}).strict();

/** `POST /wps/session/login/verification` (E): the code, the bank account real name or the TOTP code. */
export const loginVerificationBody = z.object({
  ticket: z.string().min(10).max(100),
  method: loginVerificationMethod,
  answer: z.string().trim().min(1).max(100),
}).strict();

/** `GET /wps/verification/challenge`: what the client must solve before login, registration and SMS requests. */
export const humanChallenge = z.object({
  /** `none` when the merchant has it off; `altcha` a proof-of-work challenge (altcha-lib v2). */
  kind: z.enum(['none', 'altcha']),
  /** The ALTCHA challenge object ({ parameters, signature }), passed to solveChallenge as is. */
  challenge: z.unknown().nullable(),
});
export type HumanChallenge = z.infer<typeof humanChallenge>;

export const memberInfo = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  userName: z.string(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  mobileNum: z.string().nullable(),
  email: z.string().nullable(),
  merchantCode: z.string(),
  currency: z.string(),
  createdAt: z.string(),
  /** Avatar image URL, null for the default avatar. */
  avatar: z.string().nullable(),
  /** An agent's own invitation code. */
  inviteCode: z.string().nullable(),
  /** The session's previous login (shown after login). */
  lastLoginAt: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
});
export type MemberInfo = z.infer<typeof memberInfo>;

export const changePasswordBody = z.object({
  oldPassword: z.string().min(1).max(128),
  newPassword: z.string().min(1).max(128),
  confirmNewPassword: z.string().min(1).max(128),
}).strict();

export const freePlayBody = z.object({
  os: z.string().max(32).optional(),
  platform: z.string().max(8).optional(),
}).strict();

/** `GET /wps/member/public/state` (T): header and menu state. Zero or empty until wallets, VIP, promotions and messages land. */
export const publicState = z.object({
  balance: z.number(),
  currency: z.string(),
  currencySymbol: z.string(),
  hasVip: z.boolean(),
  vipLabelName: z.string().nullable(),
  vipRankLevel: z.number().int().nullable(),
  availablePromo: z.array(z.object({ type: z.string(), enabled: z.boolean() })),
  availablePromoCount: z.number().int(),
  unreadMessage: z.number().int(),
  /** Member-centre red badges (spec §2). */
  badges: z.object({ missions: z.number().int(), messages: z.number().int(), rewards: z.number().int() }),
});
export type PublicState = z.infer<typeof publicState>;

/** `GET /wps/agent/affiliate?code=&domain=`: whether an invitation code belongs to an active agent of this merchant. */
export const affiliateQuery = z.object({ code: z.string().trim().min(1).max(40), domain: z.string().max(255).optional() });
export const affiliateResponse = z.object({ valid: z.boolean() });

/** `/wps/verification/sms/noLogin`: a code for SMS login or recovery by phone. */
export const smsNoLoginBody = z.object({
  mobileNum: z.string().trim().min(1).max(32),
  countryDialingCode: z.string().trim().max(8).optional(),
  humanVerification: z.string().max(4000).optional(),
}).passthrough();

/** `/wps/verification/sms/register`: a code for registration (the spec names the number mobileNo here). */
export const smsRegisterBody = z.object({
  mobileNo: z.string().trim().min(1).max(32),
  countryDialingCode: z.string().trim().max(8).optional(),
  humanVerification: z.string().max(4000).optional(),
}).passthrough();

export const smsSentResponse = z.object({ expiredMinutes: z.number().int() });

/** `/wps/member/password/verification` (E): recovery by phone (spec §3 forgot password by phone). */
export const resetByPhoneBody = z.object({
  mobileNum: z.string().trim().min(1).max(32),
  countryDialingCode: z.string().trim().max(8).optional(),
  verificationCode: z.string().trim().min(1).max(16),
  newPassword: z.string().min(1).max(128),
}).strict();

/** `/wps/member/password/email` (form-encoded in the original front end; JSON accepted too). */
export const resetByEmailBody = z.object({
  username: z.string().trim().min(1).max(64),
  email: z.string().trim().min(3).max(120),
}).strict();

/** The link in the reset e-mail carries a one-time token ("<member id>.<random>"). */
export const resetWithTokenBody = z.object({
  token: z.string().trim().min(20).max(100),
  newPassword: z.string().min(1).max(128),
}).strict();
