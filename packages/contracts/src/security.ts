import { z } from 'zod';

/**
 * The member centre's account security page (spec §2 "account security", securityCenter): what is
 * bound and set, and the calls that bind or change it. Destinations leave the server masked.
 */
export const securityOverview = z.object({
  username: z.string(),
  /** "+66 ••• 5678"; null when no number is bound. */
  mobile: z.string().nullable(),
  mobileVerified: z.boolean(),
  /** "s•••@mail.com"; null when no address is bound. */
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  totpEnabled: z.boolean(),
  fundPasswordSet: z.boolean(),
  payeeNameSet: z.boolean(),
  passwordChangedAt: z.string(),
  lastLoginAt: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
});
export type SecurityOverview = z.infer<typeof securityOverview>;

const mobileNum = z.string().trim().min(1).max(32);
const dialingCode = z.string().trim().max(8).optional();
const code = z.string().trim().min(1).max(16);
const password = z.string().min(1).max(128);
const email = z.string().trim().min(3).max(120);

/** `POST /wps/member/security/mobile/code` (T): a code to the number to be bound. */
export const securityMobileCodeBody = z.object({ mobileNum, countryDialingCode: dialingCode }).strict();

/** `PUT /wps/member/security/mobile` (T, E): binds or changes the number once the code and login password check out. */
export const securityMobileBody = z.object({ mobileNum, countryDialingCode: dialingCode, verificationCode: code, password }).strict();

/** `POST /wps/member/security/email/code` (T): a code to the address to be bound. */
export const securityEmailCodeBody = z.object({ email }).strict();

/** `PUT /wps/member/security/email` (T, E). */
export const securityEmailBody = z.object({ email, verificationCode: code, password }).strict();

/** `POST /wps/member/security/totp/setup` (T, E): a new secret, shown once, enabled only after a code checks out. */
export const totpSetupBody = z.object({ password }).strict();
export const totpSetupResponse = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a PNG QR code (data: URL). */
  qrDataUrl: z.string(),
});
export type TotpSetupResponse = z.infer<typeof totpSetupResponse>;

/** `PUT /wps/member/security/totp` (T, E): enables the authenticator set up last. */
export const totpEnableBody = z.object({ code }).strict();

/** `DELETE /wps/member/security/totp` (T, E): turns it off with a current code and the login password. */
export const totpDisableBody = z.object({ code, password }).strict();

/**
 * `PUT /wps/member/security/fund-password` (T, E): the first time the login password proves who it
 * is; a change needs the current fund password as well.
 */
export const fundPasswordBody = z.object({
  loginPassword: password,
  oldFundPassword: z.string().max(128).optional(),
  newFundPassword: z.string().max(128),
  confirmFundPassword: z.string().max(128),
}).strict();
