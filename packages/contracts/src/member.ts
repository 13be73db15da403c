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
  /** The terms and privacy tick box (checked by default in the popup). */
  acceptTerms: z.boolean(),
  /** The age confirmation: 18, or 21 where the merchant asks. */
  confirmAge: z.boolean(),
}).strict();
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  /** `username` or `sms` (mobile number as username, code as password). */
  type: z.enum(['username', 'sms']).default('username'),
  captcha: z.string().max(16).optional(),
  /** Agent site logins are refused for non-agents (error_not_agent). */
  site: z.enum(['member', 'agent']).default('member'),
}).strict();

export const loginResponse = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  previousLogin: z.object({ at: z.string(), ip: z.string().nullable() }).nullable(),
});

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

/** `/wps/verification/sms/noLogin`: a code for SMS login or recovery by phone. */
export const smsNoLoginBody = z.object({
  mobileNum: z.string().trim().min(1).max(32),
  countryDialingCode: z.string().trim().max(8).optional(),
}).passthrough();

/** `/wps/verification/sms/register`: a code for registration (the spec names the number mobileNo here). */
export const smsRegisterBody = z.object({
  mobileNo: z.string().trim().min(1).max(32),
  countryDialingCode: z.string().trim().max(8).optional(),
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
