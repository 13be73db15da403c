import { z } from 'zod';
import { FEATURE_FLAGS, type FeatureFlag } from './constants';
import { LANGUAGES, type Language } from './languages';
import { PASSWORD_MIN_LENGTH } from './member-rules';
import { operatorRoleSchema } from './operator-roles';
import { registerFieldConfig, systemStatusValue, whitelabelSchema } from './system';

export const operatorLoginBody = z.object({
  username: z.string().trim().min(3).max(32),
  password: z.string().min(1).max(128),
  /** The solved challenge of `GET /wps/operator/session/challenge` (decision 0032). */
  humanVerification: z.string().max(4000).optional(),
  /** The captcha answer, asked for after a failed operator login from the address (its id is in the captcha cookie). */
  captcha: z.string().trim().max(16).optional(),
});
const operatorIdentity = z.object({ id: z.number().int(), username: z.string(), merchantCode: z.string().nullable(), role: operatorRoleSchema, owner: z.boolean() });
/**
 * A login answer. `step` null: `token` is the session. `totp`: send a code from the authenticator (or a
 * recovery code) with `ticket`; `enrol`: the authenticator must be set up first (decision 0032).
 */
export const operatorLoginResponse = z.object({
  token: z.string().nullable(),
  expiresAt: z.string().nullable(),
  step: z.enum(['totp', 'enrol']).nullable(),
  /** Short-lived, good only for the second-factor calls; never a session. */
  ticket: z.string().nullable(),
  operator: operatorIdentity,
  /**
   * The password typed at this login does not meet today's operator policy (set before it, decision
   * 0033): change it now with `POST /wps/operator/session/password`.
   */
  passwordChange: z.boolean(),
});
export type OperatorLoginResponse = z.infer<typeof operatorLoginResponse>;

const ticket = z.string().min(20).max(100);
const totpCode = z.string().trim().regex(/^\d{6}$/, 'six digits');
/** `POST /wps/operator/session/totp`: a code from the authenticator, or one of the recovery codes. */
export const operatorTotpBody = z.object({ ticket, code: z.string().trim().min(6).max(40) }).strict();
/** `POST /wps/operator/session/totp/enrol`: the enrolment ticket of the login. */
export const operatorEnrolBody = z.object({ ticket }).strict();
/** `POST /wps/operator/session/totp/confirm`: the first code from the newly scanned authenticator. */
export const operatorEnrolConfirmBody = z.object({ ticket, code: totpCode }).strict();
/** `POST /wps/operator/totp/confirm` (signed in): the same, for an operator enrolling before it is required. */
export const operatorTotpConfirmBody = z.object({ code: totpCode }).strict();
/** Ten one-time recovery codes: shown once, stored hashed. */
export const operatorRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export const operatorEnrolResponse = operatorLoginResponse.extend(operatorRecoveryCodes.shape);
/** `POST /wps/operator/session/password` (signed in): the operator's own new password; every session ends. */
export const operatorPasswordChangeBody = z.object({ oldPassword: z.string().min(1).max(128), newPassword: z.string().min(1).max(128) }).strict();
export const operatorUsernameParam = z.object({ username: z.string().trim().min(3).max(32) });

export const merchantParam = z.object({ merchantCode: z.string().trim().min(1).max(32) });

/** The longest status notice, in characters. */
export const STATUS_NOTICE_MAX = 2000;
/**
 * A status notice per language (decision 0057). Blank texts are not kept; a language without one shows the
 * site's own notice in that language, never another language's words.
 */
export const statusNotices = z.partialRecord(z.enum(LANGUAGES), z.string().trim().max(STATUS_NOTICE_MAX));
export type StatusNotices = Partial<Record<Language, string>>;

export const setStatusBody = z.object({
  status: systemStatusValue,
  /** Shown on the maintenance (1) or restricted (2) page, per language; status 0 keeps the stored notices. */
  notices: statusNotices.default({}),
});

export const setFlagsBody = z
  .object(Object.fromEntries(FEATURE_FLAGS.map((f) => [f, z.boolean().optional()])) as Record<FeatureFlag, z.ZodOptional<z.ZodBoolean>>)
  .strict()
  .refine((o) => Object.keys(o).length > 0, { message: 'Give at least one flag' });

export const setRegisterFieldsBody = z.array(registerFieldConfig).min(1).max(64)
  .refine((list) => list.every((f) => f.minLength <= f.maxLength), { message: 'minLength must not exceed maxLength' })
  .refine((list) => new Set(list.map((f) => f.field)).size === list.length, { message: 'Each field only once' })
  // A merchant may tighten the password policy, never loosen it (decision 0033).
  .refine((list) => list.every((f) => (f.field !== 'password' && f.field !== 'confirmPassword') || f.minLength >= PASSWORD_MIN_LENGTH), {
    message: `Passwords need a minLength of at least ${PASSWORD_MIN_LENGTH}`,
  });

export const setWhitelabelBody = whitelabelSchema;

export const blockInput = z.object({
  kind: z.enum(['COUNTRY', 'IP']),
  /** ISO country code for COUNTRY; an IPv4/IPv6 address or CIDR range for IP. */
  value: z.string().trim().min(2).max(64),
  note: z.string().max(200).default(''),
});
export const blockEntry = z.object({
  id: z.number().int(),
  merchantCode: z.string(),
  kind: z.enum(['COUNTRY', 'IP']),
  value: z.string(),
  note: z.string(),
  createdAt: z.string(),
});
/** Ids are int4 in the database: larger numbers are refused as input rather than failing there. */
export const blockIdParam = z.object({ merchantCode: z.string().min(1).max(32), id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * `GET /wps/operator/audit` (decision 0042): every filter optional, all of them together.
 * - `actor`: the actor id exactly (`1:admin`, `verification`, `12` for a player), or an operator's username
 *   (`admin` finds the operator whose id is `<n>:admin`).
 * - `action`: exact (`operator.role.set`); a value ending in a dot is a prefix (`wallet.` is every wallet action).
 * - `target`: exact, as the log names it (`member:12`, `operator:3`).
 * - `from` / `to`: ISO timestamps with an offset; `from` included, `to` excluded.
 */
export const auditQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  merchantCode: z.string().max(32).optional(),
  actor: z.string().trim().min(1).max(100).optional(),
  action: z.string().trim().min(1).max(64).optional(),
  target: z.string().trim().min(1).max(200).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;
export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actorType: z.string(),
  actorId: z.string(),
  merchantCode: z.string().nullable(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  /** The hash chain (decision 0042): null until the sealer (every minute) has reached the entry. */
  chainSeq: z.number().int().nullable(),
  prevHash: z.string().nullable(),
  hash: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** A page of the audit log: counted up to 10,000 past the page's start; `totalCapped` says there are more. */
export const auditPage = z.object({
  list: z.array(auditEntry),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
  totalCapped: z.boolean(),
});
export type AuditPage = z.infer<typeof auditPage>;

/**
 * `GET /wps/operator/audit/chain`: the chain's state as stored, not recomputed (`npm run audit:verify`
 * recomputes it). Places run 1..n without gaps, so the head's place is the number of sealed entries.
 */
export const auditChainState = z.object({
  head: z.object({ chainSeq: z.number().int(), hash: z.string() }).nullable(),
  sealedCount: z.number().int(),
  unsealedCount: z.number().int(),
  oldestUnsealedAt: z.string().nullable(),
});
export type AuditChainState = z.infer<typeof auditChainState>;

/** `PUT /wps/operator/merchants/:code/session-policy`: player session lifetime. */
export const sessionPolicyBody = z.object({
  idleMinutes: z.number().int().min(5).max(1440),
  maxHours: z.number().int().min(1).max(720),
}).strict();
