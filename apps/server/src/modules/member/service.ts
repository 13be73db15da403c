import crypto from 'node:crypto';
import type { FieldProblem, LoginResponse, MemberInfo, PublicState, RegisterBody } from '@platform/contracts';
import { AGENT_TYPES, MEMBER_TYPE, canEnterMemberSite, isAgentType, matchesPattern, normalizeMobile, validateRegistration } from '@platform/contracts';
import type { Db } from '../../db/client';
import type { Cache } from '../../lib/cache';
import { hashToken, newToken } from '../../lib/crypto';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { PASSWORD_MIN_LENGTH, passwordProblem } from '../../lib/password-policy';
import { maskEmail, maskMobile } from '../../lib/mask';
import { isSessionExpired, needsTouch } from '../../lib/sessions';
import { useTotpCode } from '../../lib/totp';
import { peekAttempts, reserveAttempt, sourceBackoff } from '../../lib/attempts';
import type { RequestContext } from '../../http/context';
import { auditRow, type Actor, type AuditService } from '../audit/service';
import type { MerchantService } from '../merchant/service';
import type { CaptchaService } from '../verification/captcha';
import type { CodeService } from '../verification/codes';
import type { HumanVerification } from '../verification/human';
import { account, type WalletService } from '../wallet/service';
import { resetEmail, smsText } from '../verification/texts';
import * as repo from './repo';

/**
 * Spec §6 limit for players: 10 wrong passwords within 30 minutes, reserved before each check (decision
 * 0029). Addresses the account has logged in from have a budget each, so strangers spending the
 * account's budget cannot lock its owner out; one source's failures also slow that source down.
 */
const MAX_FAILURES = 10;
const FAILURE_WINDOW_MS = 30 * 60_000;
const PASSWORD_MAX_AGE_DAYS = 90;
/** Play money a free-play (trial) account starts with: 10,000.00 in the merchant's currency, from the demo account. */
const TRIAL_BALANCE_MINOR = 1_000_000n;
/** Spec §9: "remember me" lasts one day. */
export const REMEMBER_DAYS = 1;
/** An unrecognised-address login waits this long for its extra verification, with this many tries. */
const VERIFY_TICKET_SECONDS = 600;
const VERIFY_MAX_ATTEMPTS = 5;

type Site = 'member' | 'agent';
interface StartOptions {
  /** Ask for extra verification when the address is new (not after SMS, remember-token or social proof). */
  checkAddress: boolean;
  /** Whether the request's address is already known, when the member lookup answered it (password login). */
  knownIp?: boolean;
  /** Whether a failed login from this address was flagged, when the caller already read it (false: no clearing needed). */
  addressFailed?: boolean;
  /** true: issue a remember-me token; false: revoke `presentedRemember`; undefined: leave it. */
  remember?: boolean;
  presentedRemember?: string;
  /** The typed password breaks today's policy (decision 0033): ask for a new one, as for a default password. */
  weakPassword?: boolean;
}
/** What a login returns to the route: the envelope value and, when asked for, a new remember-me token. */
export interface LoginResult { value: LoginResponse; rememberToken?: string | null }
interface VerifyTicket { memberId: number; site: Site; via: string; remember?: boolean; weakPassword?: boolean }

/** Real names as people type them: Unicode-normalised, trimmed, inner spaces collapsed, case ignored. */
export const sameName = (a: string, b: string) => a.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase() === b.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/** The optional registration fields kept in the member's profile (the rest have columns). */
const PROFILE_FIELDS = [
  'qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'telegram', 'zalo', 'idNumber', 'referralCode', 'birthday',
  'permanentAddress', 'currentAddress', 'nationality', 'placeOfBirth', 'occupation', 'sourceOfIncome', 'recommenderId',
  'bankAccountNumber',
] as const;

/** A fresh 8-character invitation or referral code (A–Z, 0–9), unique per merchant once stored. */
const newInviteCode = () => crypto.randomBytes(6).toString('base64url').replace(/[^A-Za-z0-9]/g, '').slice(0, 8).toUpperCase().padEnd(8, '7');

/** Rolls back a new external member whose identity another request linked first. */
class LinkLost extends Error {}

export interface MemberIdentity { id: number; merchantCode: string; username: string; type: number }

export function createMemberService(deps: {
  db: Db; audit: AuditService; merchants: MerchantService; captcha: CaptchaService; codes: CodeService; cache: Cache; human: HumanVerification;
  wallet: WalletService; now?: () => Date;
  /** Whether a referral promotion runs for the merchant (promotions module): public state's availablePromo. */
  referralRunning?: (merchantCode: string) => Promise<boolean>;
}) {
  const { db, audit, merchants, captcha, codes, cache, human, wallet } = deps;
  // After a failed login from an address, the next attempts from it need a captcha (spec §4).
  const failedFrom = (ctx: RequestContext) => `login-failed:${ctx.merchant.merchantCode}:${ctx.ip}`;
  const now = deps.now ?? (() => new Date());
  /** Three free failures per source before it waits: typing mistakes cost a player nothing. */
  const backoff = sourceBackoff(cache, 'member-login', 3);
  const loginBudgets = (merchantCode: string, usernameKey: string, ip: string) => ({
    strangers: { key: `member-login:${merchantCode}:${usernameKey}`, limit: MAX_FAILURES, windowSeconds: FAILURE_WINDOW_MS / 1000 },
    known: { key: `member-login:${merchantCode}:${usernameKey}:known:${ip}`, limit: MAX_FAILURES, windowSeconds: FAILURE_WINDOW_MS / 1000 },
    name: `${merchantCode}:${usernameKey}`,
  });

  const memberActor = (ctx: RequestContext, id: number | string): Actor => ({ type: 'member', id: String(id), ip: ctx.ip, merchantCode: ctx.merchant.merchantCode });

  /** The SMS destination of a number as typed: digits only, no trunk prefix, checked against the merchant's rule. */
  function smsTarget(ctx: RequestContext, purpose: string, mobileRaw: string, dialingRaw?: string) {
    const { mobile, dialingCode } = merchants.parseMobile(ctx.merchant.merchantCode, mobileRaw, dialingRaw);
    return { mobile, dialingCode, target: { merchantCode: ctx.merchant.merchantCode, channel: 'sms' as const, purpose, destination: `${dialingCode}-${mobile}` } };
  }

  /** Forgot-password methods are operator settings (spec §6); a hidden tab must not stay open in the API. */
  function assertRecoveryOpen(merchantCode: string, flag: 'FORGOT_PASSWORD_PHONE' | 'FORGOT_PASSWORD_EMAIL') {
    if (!merchants.settings(merchantCode).features[flag]) throw new AppError('member.recovery_closed');
  }

  /**
   * Every password replacement: the new hash, then sessions end (all, or all but `keepTokenHash`, the
   * one that changed it) and every remember-me token with them, audited in the same transaction.
   */
  async function replacePassword(
    member: repo.MemberRow, password: string, actor: Actor,
    audited: { action: string; after: unknown }, opts: { keepTokenHash?: string; mustChange?: boolean } = {},
  ) {
    const passwordHash = await hashPassword(password);
    const at = now();
    await db.transaction(async (tx) => {
      await repo.setPassword(tx, member.id, passwordHash, at, opts.mustChange);
      if (opts.keepTokenHash) await repo.revokeOtherSessions(tx, member.id, opts.keepTokenHash, at);
      else await repo.revokeAllSessions(tx, member.id, at);
      await repo.revokeAllRememberTokens(tx, member.id, at);
      await audit.record(tx, actor, { merchantCode: member.merchantCode, action: audited.action, target: `member:${member.id}`, before: null, after: audited.after });
    });
    return at;
  }

  /** The merchant's password field config; its minimum counts only above the policy's floor (decision 0033). */
  const passwordRuleOf = (merchantCode: string) => merchants.registerFields(merchantCode).find((f) => f.field === 'password');

  /**
   * New passwords follow the merchant's configured password rule, as at registration, and the password
   * policy: at least 8 characters, not a common password, not the username (decision 0033).
   */
  function assertPasswordRule(merchantCode: string, password: string, username?: string) {
    const rule = passwordRuleOf(merchantCode);
    const problem = passwordProblem(password, { username, minLength: rule?.minLength });
    if (problem === 'too_short' || (rule && !matchesPattern(rule.acceptedPattern, password, rule.minLength, rule.maxLength))) {
      throw new AppError('member.password_invalid', { patternId: rule?.patternId ?? null, minLength: Math.max(PASSWORD_MIN_LENGTH, rule?.minLength ?? 0), maxLength: rule?.maxLength ?? null });
    }
    if (problem) throw new AppError('member.password_weak', { rule: problem });
  }

  /** The registration form's password problem under the policy, shown like the form's other rules. */
  function registrationPasswordProblem(merchantCode: string, password: string, username: string): FieldProblem | null {
    const rule = passwordRuleOf(merchantCode);
    const problem = passwordProblem(password, { username, minLength: rule?.minLength });
    if (problem === 'too_short') return { field: 'password', rule: 'pattern', patternId: rule?.patternId, minLength: Math.max(PASSWORD_MIN_LENGTH, rule?.minLength ?? 0), maxLength: rule?.maxLength };
    return problem ? { field: 'password', rule: problem } : null;
  }

  /** The ways the account can prove itself from a new address (spec §2 extra login verification). */
  function verificationMethods(member: repo.MemberRow) {
    const methods: NonNullable<LoginResponse['verification']>['methods'] = [];
    if (member.mobile) methods.push({ method: 'mobile', hint: maskMobile(member.dialingCode, member.mobile) });
    if (member.email) methods.push({ method: 'email', hint: maskEmail(member.email) });
    if (member.payeeName) methods.push({ method: 'bankName', hint: null });
    if (member.totpEnabledAt && member.totpSecret) methods.push({ method: 'totp', hint: null });
    return methods;
  }
  const ticketKey = (ticket: string) => `login-verify:${hashToken(ticket)}`;

  async function openTicket(ctx: RequestContext, ticket: string) {
    const raw = await cache.get(ticketKey(ticket));
    const pending = raw ? (JSON.parse(raw) as VerifyTicket) : null;
    const member = pending ? await repo.findById(db, ctx.merchant.merchantCode, pending.memberId) : undefined;
    if (!pending || !member) throw new AppError('auth.verification_expired');
    if (member.status !== 'active') throw new AppError('member.disabled');
    return { member, pending };
  }

  /**
   * Everything a successful login does, whichever way the player proved who they are: site rules,
   * extra verification from a new address, then the session, the known address and remember-me.
   */
  async function startSession(ctx: RequestContext, member: repo.MemberRow, site: Site, via: string, opts: StartOptions): Promise<LoginResult> {
    if (site === 'agent' && !isAgentType(member.type)) throw new AppError('member.not_agent');
    if (site === 'member' && !canEnterMemberSite(member.type)) throw new AppError('member.no_enter');
    const at = now();
    // A success from the address lifts its captcha requirement; a password login already read the flag.
    if (opts.addressFailed !== false) await cache.del(failedFrom(ctx));
    if (opts.checkAddress && merchants.settings(member.merchantCode).features.LOGIN_IP_VERIFY && !(opts.knownIp ?? (await repo.isKnownIp(db, member.id, ctx.ip)))) {
      const methods = verificationMethods(member);
      // An account with nothing to check against cannot be asked; its password was right.
      if (methods.length) {
        const ticket = newToken().token;
        const pending: VerifyTicket = { memberId: member.id, site, via, remember: opts.remember, weakPassword: opts.weakPassword };
        await cache.set(ticketKey(ticket), JSON.stringify(pending), VERIFY_TICKET_SECONDS);
        await audit.record(db, memberActor(ctx, member.id), { merchantCode: member.merchantCode, action: 'member.login.challenged', target: `member:${member.id}`, before: null, after: { site, via, methods: methods.map((m) => m.method) } });
        return { value: { token: null, firstTimeLogin: false, passwordExpired: false, defaultPassword: false, previousLogin: null, verification: { ticket, methods } } };
      }
    }
    const previousLogin = member.lastLoginAt ? { at: member.lastLoginAt.toISOString(), ip: member.lastLoginIp } : null;
    let rememberToken: string | null | undefined;
    let remember: repo.LoginWrite['remember'] = null;
    if (opts.remember === true) {
      const fresh = newToken();
      remember = { issue: { tokenHash: fresh.hash, expiresAt: new Date(at.getTime() + REMEMBER_DAYS * 86_400_000) } };
      rememberToken = fresh.token;
    } else if (opts.remember === false) {
      if (opts.presentedRemember) remember = { revokeTokenHash: hashToken(opts.presentedRemember) };
      rememberToken = null;
    }
    const { token, row } = newSession(ctx, member.id);
    // Last login, known address, audit row (as audit.record writes it), remember-me and session: one
    // statement, so one round trip and all or nothing, as the transaction of five statements was.
    await repo.recordLoginSession(db, {
      memberId: member.id, ip: ctx.ip, at, session: row, remember,
      audit: auditRow(memberActor(ctx, member.id), { merchantCode: member.merchantCode, action: 'member.login', target: `member:${member.id}`, before: null, after: { site, via } }),
    });
    const passwordAgeDays = (at.getTime() - member.passwordChangedAt.getTime()) / 86_400_000;
    return {
      value: {
        token, firstTimeLogin: member.firstLoginAt === null, passwordExpired: passwordAgeDays > PASSWORD_MAX_AGE_DAYS,
        defaultPassword: member.mustChangePassword || opts.weakPassword === true, previousLogin, verification: null,
      },
      rememberToken,
    };
  }

  /** A new session token for the member and the row that stores its hash. */
  function newSession(ctx: RequestContext, memberId: number) {
    const { token, hash: tokenHash } = newToken();
    return {
      token,
      row: { memberId, tokenHash, ip: ctx.ip, device: ctx.device, expiresAt: new Date(now().getTime() + merchants.settings(ctx.merchant.merchantCode).sessionMaxHours * 3_600_000) },
    };
  }

  async function issueSession(tx: Db, ctx: RequestContext, memberId: number) {
    const { token, row } = newSession(ctx, memberId);
    await repo.insertSession(tx, row);
    return token;
  }

  return {
    /**
     * Registration by username or by mobile number (spec §4). The merchant's field configuration
     * decides which fields count; the same rules run in the popup. Success logs the player in.
     */
    async register(ctx: RequestContext, body: RegisterBody, mode: 'username' | 'mobile') {
      const code = ctx.merchant.merchantCode;
      const features = merchants.settings(code).features;
      if ((mode === 'username' && !features.USERNAMEREG3) || (mode === 'mobile' && !features.MOBILENUMREG3)) {
        throw new AppError('member.register_closed');
      }
      const fields = merchants.registerFields(code);
      const problems = validateRegistration(fields, body, mode);
      if (!problems.some((p) => p.field === 'password')) {
        const weak = registrationPasswordProblem(code, body.password, mode === 'mobile' ? normalizeMobile(body.mobileNum ?? '') : body.username?.trim() ?? '');
        if (weak) problems.push(weak);
      }
      if (problems.length) throw new AppError('member.form_invalid', problems);
      await human.verify(code, body.humanVerification);
      // A code typed into the shown field must belong to an agent (spec §4 checks it first); a code
      // carried silently from an old link when the field is hidden is dropped instead of blocking sign-up.
      let affiliateCode = body.affiliateCode?.trim() || null;
      // The agent whose code it is becomes the member's upline (decision 0025).
      const upline = affiliateCode ? await repo.findAgentByInviteCode(db, code, affiliateCode, AGENT_TYPES) : undefined;
      if (affiliateCode && !upline) {
        if (fields.some((f) => f.field === 'affiliateCode' && f.enabled)) throw new AppError('member.affiliate_invalid');
        affiliateCode = null;
      }
      // A player's referral code (refer and earn) names the referrer; as the affiliate code, a code typed into
      // the shown field must be right, one carried silently from an invite link is dropped when it is not.
      const referralCode = body.referralCode?.trim() || null;
      const referrer = referralCode ? await repo.findPlayerByInviteCode(db, code, referralCode) : undefined;
      if (referralCode && !referrer && fields.some((f) => f.field === 'referralCode' && f.enabled)) throw new AppError('member.referral_invalid');

      const mobile = body.mobileNum ? normalizeMobile(body.mobileNum) : null;
      const dialingCode = body.countryDialingCode?.replace(/\D/g, '') || ctx.merchant.dialingCode;
      const username = mode === 'mobile' ? mobile! : body.username!.trim();
      const usernameKey = username.toLowerCase();
      if (await repo.findByUsername(db, code, usernameKey)) throw new AppError('member.username_taken');
      if (mobile && (await repo.findByMobile(db, code, dialingCode, mobile))) throw new AppError('member.mobile_taken');
      if (features.SMS_VERIFY_REGISTER) {
        if (!mobile || !body.verificationCode) throw new AppError('member.form_invalid', [{ field: 'verificationCode', rule: 'required' }]);
        await codes.consume(smsTarget(ctx, 'register', mobile, dialingCode).target, body.verificationCode);
      }

      const passwordHash = await hashPassword(body.password);
      // Only what the merchant asks for is kept: a field the form does not show is not stored.
      const enabled = new Set(merchants.registerFields(code).filter((f) => f.enabled).map((f) => f.field as string));
      const kept = (f: keyof RegisterBody) => (enabled.has(f) && typeof body[f] === 'string' && (body[f] as string).trim()) || null;
      const profile = Object.fromEntries(PROFILE_FIELDS.flatMap((f) => (kept(f) ? [[f, kept(f)!]] : [])));
      const at = now();
      const result = await db.transaction(async (tx) => {
        const row = await repo.insertMember(tx, {
          merchantCode: code, username, usernameKey, passwordHash, type: MEMBER_TYPE.member,
          nickname: kept('nickname'), mobile, dialingCode: mobile ? dialingCode : null,
          email: kept('email'), payeeName: kept('payeeName'), profile,
          affiliateCode, registerUrl: body.registerUrl ?? null,
          registerMethod: body.registerMethod, domain: body.domain ?? null, registerIp: ctx.ip,
          ...repo.placeBelow(upline),
        });
        // A racing registration of the same name or number lost to the unique index.
        if (!row) throw new AppError(mobile && (await repo.findByMobile(tx, code, dialingCode, mobile)) ? 'member.mobile_taken' : 'member.username_taken');
        if (referrer) await repo.insertReferral(tx, { merchantCode: code, inviteeId: row.id, referrerId: referrer.id, createdAt: at });
        await audit.record(tx, memberActor(ctx, row.id), {
          merchantCode: code, action: 'member.register', target: `member:${row.id}`, before: null,
          after: { username, mode, mobile: mobile ? `${dialingCode}-${mobile}` : null, registerUrl: row.registerUrl, domain: row.domain, referrer: referrer ? `member:${referrer.id}` : null },
        });
        await repo.recordLogin(tx, row.id, ctx.ip, at);
        await repo.rememberIp(tx, row.id, ctx.ip, at);
        const token = await issueSession(tx, ctx, row.id);
        return { token, id: row.id };
      });
      return { token: result.token, firstTimeLogin: true, passwordExpired: false, defaultPassword: false, previousLogin: null, verification: null };
    },

    async login(
      ctx: RequestContext,
      body: { username: string; password: string; site: Site; captcha?: string; remember?: boolean; humanVerification?: string },
      cookies: { captchaId?: string; remember?: string } = {},
    ): Promise<LoginResult> {
      const code = ctx.merchant.merchantCode;
      if (!body.password) throw new AppError('member.login_failed', undefined, { captcha: false });
      await human.verify(code, body.humanVerification);
      const usernameKey = body.username.trim().toLowerCase();
      const budgets = loginBudgets(code, usernameKey, ctx.ip);
      // The captcha follows the address and the name as typed, never the account's state, so it says
      // nothing about whether the account exists (decision 0029).
      const addressFailed = (await cache.get(failedFrom(ctx))) !== null;
      if (addressFailed || (await peekAttempts(cache, budgets.strangers.key)) > 0) {
        if (!body.captcha) throw new AppError('member.captcha_required', undefined, { captcha: true });
        if (!(await captcha.verify(cookies.captchaId, body.captcha))) throw new AppError('member.captcha_wrong', undefined, { captcha: true });
      }
      // Unknown, wrong, disabled to a stranger, over budget and backing off: one answer, after one
      // argon2 verification each, so neither the code nor the time tells them apart.
      const fail = async (): Promise<never> => {
        await cache.set(failedFrom(ctx), '1', FAILURE_WINDOW_MS / 1000);
        throw new AppError('member.login_failed', undefined, { captcha: true });
      };
      const refuse = async (): Promise<never> => {
        await verifyPassword(null, body.password);
        return fail();
      };
      // One attempt at a time per source and account, and none while the source is backing off.
      if (!(await backoff.enter(budgets.name, ctx.ip))) return refuse();
      const found = await repo.findForLogin(db, code, usernameKey, ctx.ip);
      const member = found?.member;
      // The account's own addresses spend their own budget; everyone else shares the strangers' one.
      const reservation = await reserveAttempt(cache, found?.knownIp ? budgets.known : budgets.strangers);
      if (!reservation.allowed) {
        await backoff.failed(budgets.name, ctx.ip);
        return refuse();
      }
      if (!member || member.status !== 'active') {
        // A disabled account says so only to someone who knows its password.
        if (member && (await verifyPassword(member.passwordHash, body.password))) {
          await reservation.release();
          await backoff.left(budgets.name, ctx.ip);
          throw new AppError('member.disabled');
        }
        if (!member) await verifyPassword(null, body.password);
        await reservation.failed();
        await backoff.failed(budgets.name, ctx.ip);
        return fail();
      }
      if (!(await verifyPassword(member.passwordHash, body.password))) {
        await reservation.failed();
        await backoff.failed(budgets.name, ctx.ip);
        const at = now();
        const failed = await repo.recordFailure(db, member.id, new Date(at.getTime() - FAILURE_WINDOW_MS));
        await audit.record(db, memberActor(ctx, member.id), { merchantCode: code, action: 'member.login.failed', target: `member:${member.id}`, before: null, after: { attempts: failed?.failedAttempts ?? null, budget: reservation.count } });
        return fail();
      }
      await reservation.release();
      await backoff.succeeded(budgets.name, ctx.ip);
      // A password set before today's policy (decision 0033) is asked to change now that it was typed.
      const weakPassword = passwordProblem(body.password, { username: member.username }) !== null;
      return startSession(ctx, member, body.site, 'password', { checkAddress: true, knownIp: found.knownIp, addressFailed, remember: body.remember ?? false, presentedRemember: cookies.remember, weakPassword });
    },

    /**
     * "Remember me" login: the HttpOnly remember-me cookie stands in for the password. The token is
     * spent and replaced on every use, must belong to the typed username, and proves the device, so no
     * challenge or new-address check follows.
     */
    async rememberLogin(ctx: RequestContext, body: { username: string; site: Site }, presented: string | undefined): Promise<LoginResult> {
      const at = now();
      const spent = presented ? await repo.takeRememberToken(db, hashToken(presented), at) : undefined;
      const member = spent ? await repo.findById(db, ctx.merchant.merchantCode, spent.memberId) : undefined;
      if (!member || member.usernameKey !== body.username.trim().toLowerCase()) throw new AppError('auth.remember_invalid', undefined, { captcha: false });
      if (member.status !== 'active') throw new AppError('member.disabled');
      return startSession(ctx, member, body.site, 'remember', { checkAddress: false, remember: true });
    },

    /** Sends the code of an unrecognised-address login to the account's own mobile or e-mail. */
    async sendLoginVerificationCode(ctx: RequestContext, body: { ticket: string; method: 'mobile' | 'email' }) {
      const { member } = await openTicket(ctx, body.ticket);
      const site = merchants.settings(member.merchantCode).whitelabel.siteName;
      if (body.method === 'mobile' && member.mobile) {
        return codes.send({ merchantCode: member.merchantCode, channel: 'sms', purpose: 'login-ip', destination: `${member.dialingCode}-${member.mobile}` }, smsText(ctx.language, site), ctx.ip);
      }
      if (body.method === 'email' && member.email) {
        return codes.send(
          { merchantCode: member.merchantCode, channel: 'email', purpose: 'login-ip', destination: member.email.toLowerCase() },
          smsText(ctx.language, site), ctx.ip, true, { subject: site },
        );
      }
      throw new AppError('system.invalid_input', [{ field: 'method', rule: 'unavailable' }]);
    },

    /** The answer to an unrecognised-address login: a code, the bank account real name or a TOTP code. */
    async completeLoginVerification(ctx: RequestContext, body: { ticket: string; method: 'mobile' | 'email' | 'bankName' | 'totp'; answer: string }): Promise<LoginResult> {
      const { member, pending } = await openTicket(ctx, body.ticket);
      if (!verificationMethods(member).some((m) => m.method === body.method)) throw new AppError('system.invalid_input', [{ field: 'method', rule: 'unavailable' }]);
      // Each answer takes one of the ticket's tries before it is checked (decision 0029): racing answers
      // cannot get more than VERIFY_MAX_ATTEMPTS checked; the last wrong one ends the ticket.
      const reservation = await reserveAttempt(cache, { key: ticketKey(body.ticket), limit: VERIFY_MAX_ATTEMPTS, windowSeconds: VERIFY_TICKET_SECONDS });
      if (!reservation.allowed) {
        await cache.del(ticketKey(body.ticket));
        throw new AppError('auth.verification_expired');
      }
      const wrong = async (code: 'verification.code_invalid' | 'member.real_name_wrong'): Promise<never> => {
        await reservation.failed();
        if (reservation.count >= VERIFY_MAX_ATTEMPTS) await cache.del(ticketKey(body.ticket));
        await audit.record(db, memberActor(ctx, member.id), { merchantCode: member.merchantCode, action: 'member.login.verify_failed', target: `member:${member.id}`, before: null, after: { method: body.method, attempts: reservation.count } });
        throw new AppError(code);
      };
      if (body.method === 'mobile' || body.method === 'email') {
        const destination = body.method === 'mobile' ? `${member.dialingCode}-${member.mobile}` : member.email!.toLowerCase();
        try {
          await codes.consume({ merchantCode: member.merchantCode, channel: body.method === 'mobile' ? 'sms' : 'email', purpose: 'login-ip', destination }, body.answer);
        } catch {
          return wrong('verification.code_invalid');
        }
      } else if (body.method === 'bankName') {
        if (!sameName(member.payeeName!, body.answer)) return wrong('member.real_name_wrong');
      } else if (!(await useTotpCode(cache, String(member.id), member.totpSecret!, body.answer))) {
        return wrong('verification.code_invalid');
      }
      // One winner: a second request with the same ticket finds it gone.
      if ((await cache.take(ticketKey(body.ticket))) === null) throw new AppError('auth.verification_expired');
      await audit.record(db, memberActor(ctx, member.id), { merchantCode: member.merchantCode, action: 'member.login.verified', target: `member:${member.id}`, before: null, after: { method: body.method } });
      return startSession(ctx, member, pending.site, pending.via, { checkAddress: false, remember: pending.remember, weakPassword: pending.weakPassword });
    },

    /** SMS login (spec §3): the mobile number as username and the code as password; no captcha. */
    async smsLogin(ctx: RequestContext, body: { username: string; password: string; site: Site }): Promise<LoginResult> {
      if (!merchants.settings(ctx.merchant.merchantCode).features.SMS_LOGIN) throw new AppError('verification.sms_login_closed');
      const { mobile, dialingCode, target } = smsTarget(ctx, 'nologin', body.username);
      await codes.consume(target, body.password);
      const member = await repo.findByMobile(db, ctx.merchant.merchantCode, dialingCode, mobile);
      // A code can only have been delivered to a registered number, so this is a race with a deletion.
      if (!member) throw new AppError('verification.code_invalid');
      if (member.status !== 'active') throw new AppError('member.disabled');
      // The code proved the phone, so a new address needs no further check.
      return startSession(ctx, member, body.site, 'sms', { checkAddress: false });
    },

    /** `/wps/verification/sms/noLogin` and `/register`: a code to the number, alike whether it is registered. */
    async sendSmsCode(ctx: RequestContext, purpose: 'nologin' | 'register', mobileRaw: string, dialingRaw?: string, humanVerification?: string) {
      const { mobile, dialingCode, target } = smsTarget(ctx, purpose, mobileRaw, dialingRaw);
      // Every SMS costs the operator money: bots must not be able to send them.
      await human.verify(ctx.merchant.merchantCode, humanVerification);
      const deliver = purpose === 'register' || !!(await repo.findByMobile(db, ctx.merchant.merchantCode, dialingCode, mobile));
      return codes.send(target, smsText(ctx.language, merchants.settings(ctx.merchant.merchantCode).whitelabel.siteName), ctx.ip, deliver);
    },

    /** The member behind a raw token, scoped to the request's merchant. */
    async authenticate(ctx: RequestContext, token: string | undefined): Promise<repo.MemberRow> {
      if (!token) throw new AppError('auth.not_logged_in');
      const found = await repo.findSession(db, hashToken(token));
      if (!found || found.member.merchantCode !== ctx.merchant.merchantCode) throw new AppError('auth.not_logged_in');
      const at = now();
      const idleMinutes = merchants.settings(found.member.merchantCode).sessionIdleMinutes;
      if (isSessionExpired(found.session, at, idleMinutes) || found.member.status !== 'active') throw new AppError('auth.token_expired');
      if (needsTouch(found.session, at)) await repo.touchSession(db, found.session.id, at);
      return found.member;
    },

    logout: (token: string) => repo.revokeSession(db, hashToken(token), now()),

    /**
     * Free play (spec §4): a trial account (type 4) with a session, no password anyone knows. Trial
     * accounts are refused real games and member actions (member.in_need_true_account).
     */
    async freePlay(ctx: RequestContext) {
      const code = ctx.merchant.merchantCode;
      if (!merchants.settings(code).features.FREE_PLAY) throw new AppError('member.free_play_closed');
      const username = `trial_${crypto.randomBytes(5).toString('hex')}`;
      const passwordHash = await hashPassword(newToken().token);
      const at = now();
      const token = await db.transaction(async (tx) => {
        const row = await repo.insertMember(tx, { merchantCode: code, username, usernameKey: username, passwordHash, type: MEMBER_TYPE.trial, registerIp: ctx.ip, registerMethod: 'WEB' });
        if (!row) throw new AppError('system.unavailable');
        await audit.record(tx, memberActor(ctx, row.id), { merchantCode: code, action: 'member.free_play', target: `member:${row.id}`, before: null, after: { username } });
        await repo.recordLogin(tx, row.id, ctx.ip, at);
        // The demo balance (spec §4 free play) comes with the account or not at all.
        await wallet.postWithin(tx, {
          merchantCode: code, type: 'demo_credit', idempotencyKey: `trial:${row.id}`, actor: memberActor(ctx, row.id),
          legs: [{ account: account.member(row.id), amount: TRIAL_BALANCE_MINOR }, { account: account.demo, amount: -TRIAL_BALANCE_MINOR }],
        });
        return issueSession(tx, ctx, row.id);
      });
      return { token, firstTimeLogin: true, passwordExpired: false, defaultPassword: false, previousLogin: null, verification: null };
    },

    /**
     * For logins proven elsewhere (social identity providers): starts a session for a member of this
     * merchant by id, with the same rules as a password login (agent site, disabled accounts, audit).
     */
    async startSessionFor(ctx: RequestContext, memberId: number, site: Site, via: string): Promise<LoginResult> {
      const member = await repo.findById(db, ctx.merchant.merchantCode, memberId);
      if (!member) throw new AppError('auth.not_logged_in');
      if (member.status !== 'active') throw new AppError('member.disabled');
      // The identity provider already checked the person; a new address needs no further check.
      return startSession(ctx, member, site, via, { checkAddress: false });
    },

    /**
     * A new ordinary member for an external identity (social login): a generated username, no password
     * anyone knows (the player can set one through recovery), the verified e-mail if the provider gave one.
     */
    async createExternalMember(
      ctx: RequestContext,
      input: { usernameHint: string; email: string | null; nickname: string | null; via: string },
      /** Links the external account in the same transaction; false (lost a race to link it) rolls the new member back. */
      link: (tx: Db, memberId: number) => Promise<boolean>,
    ): Promise<repo.MemberRow | null> {
      const code = ctx.merchant.merchantCode;
      const base = input.usernameHint.toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 12) || 'player';
      const passwordHash = await hashPassword(newToken().token);
      const at = now();
      return db.transaction(async (tx) => {
        let row: repo.MemberRow | undefined;
        for (let i = 0; i < 5 && !row; i++) {
          const username = `${base}${crypto.randomInt(1000, 1_000_000)}`;
          row = await repo.insertMember(tx, {
            merchantCode: code, username, usernameKey: username, passwordHash, type: MEMBER_TYPE.member,
            nickname: input.nickname?.slice(0, 40) ?? null, email: input.email, emailVerifiedAt: input.email ? at : null,
            registerIp: ctx.ip, registerMethod: 'WEB',
          });
        }
        if (!row) throw new AppError('system.unavailable');
        await audit.record(tx, memberActor(ctx, row.id), { merchantCode: code, action: 'member.register', target: `member:${row.id}`, before: null, after: { username: row.username, mode: input.via } });
        if (!(await link(tx, row.id))) throw new LinkLost();
        return row;
      }).catch((err: unknown) => {
        if (err instanceof LinkLost) return null;
        throw err;
      });
    },

    /** Trial accounts may browse and play demo games only. */
    requireRealMember(member: repo.MemberRow) {
      if (member.type === MEMBER_TYPE.trial) throw new AppError('member.in_need_true_account');
    },

    /**
     * Forgot password by phone (spec §4): the SMS code proves the number; the new password must meet the
     * merchant's rule; every session ends; then the player is logged in, as the popup expects.
     */
    async resetByPhone(ctx: RequestContext, body: { mobileNum: string; countryDialingCode?: string; verificationCode: string; newPassword: string }) {
      assertRecoveryOpen(ctx.merchant.merchantCode, 'FORGOT_PASSWORD_PHONE');
      const { mobile, dialingCode, target } = smsTarget(ctx, 'nologin', body.mobileNum, body.countryDialingCode);
      assertPasswordRule(ctx.merchant.merchantCode, body.newPassword);
      await codes.consume(target, body.verificationCode);
      const member = await repo.findByMobile(db, ctx.merchant.merchantCode, dialingCode, mobile);
      if (!member || member.type === MEMBER_TYPE.trial) throw new AppError('verification.code_invalid');
      if (member.status !== 'active') throw new AppError('member.disabled');
      assertPasswordRule(member.merchantCode, body.newPassword, member.username);
      const at = await replacePassword(member, body.newPassword, memberActor(ctx, member.id), { action: 'member.password.reset', after: { via: 'sms' } });
      const fresh = { ...member, passwordChangedAt: at, failedAttempts: 0, lockedUntil: null, mustChangePassword: false };
      return (await startSession(ctx, fresh, 'member', 'sms-reset', { checkAddress: false })).value;
    },

    /**
     * Forgot password by e-mail (spec §3): when the username and e-mail belong together, a one-time
     * link (30 minutes) goes to that address. The answer is the same either way.
     */
    async requestEmailReset(ctx: RequestContext, body: { username: string; email: string }) {
      assertRecoveryOpen(ctx.merchant.merchantCode, 'FORGOT_PASSWORD_EMAIL');
      const member = await repo.findByUsername(db, ctx.merchant.merchantCode, body.username.trim().toLowerCase());
      const email = body.email.trim().toLowerCase();
      const matches = !!member && member.type !== MEMBER_TYPE.trial && member.email?.toLowerCase() === email;
      const token = `${member?.id ?? 0}.${newToken().token}`;
      const mail = resetEmail(ctx.language);
      await codes.send(
        { merchantCode: ctx.merchant.merchantCode, channel: 'email', purpose: 'email-reset', destination: matches ? email : `unknown:${email}` },
        // The link's host is the merchant's configured one: a forged Host header cannot send the token elsewhere (decision 0029).
        (code, minutes) => mail.body(`${merchants.publicBaseUrl(ctx.merchant.merchantCode)}/?resetToken=${encodeURIComponent(code)}`, minutes),
        ctx.ip, matches, { code: token, expiresMinutes: 30, subject: mail.subject },
      );
    },

    /** The reset link's second half: the token proves the e-mail; the new password follows the rule; every session ends. */
    async resetWithToken(ctx: RequestContext, body: { token: string; newPassword: string }) {
      assertRecoveryOpen(ctx.merchant.merchantCode, 'FORGOT_PASSWORD_EMAIL');
      const memberId = Number(body.token.split('.')[0]);
      // Ids are int4: anything larger cannot be ours (and would be a database error, not a wrong link).
      const member = Number.isSafeInteger(memberId) && memberId > 0 && memberId <= 2_147_483_647 ? await repo.findById(db, ctx.merchant.merchantCode, memberId) : undefined;
      if (!member?.email) throw new AppError('verification.code_invalid');
      assertPasswordRule(member.merchantCode, body.newPassword, member.username);
      await codes.consume({ merchantCode: member.merchantCode, channel: 'email', purpose: 'email-reset', destination: member.email.toLowerCase() }, body.token);
      await replacePassword(member, body.newPassword, memberActor(ctx, member.id), { action: 'member.password.reset', after: { via: 'email' } });
    },

    /** Change password (spec §4): checks the old one and the merchant's password rule; ends the member's other sessions. */
    async changePassword(ctx: RequestContext, member: repo.MemberRow, token: string, body: { oldPassword: string; newPassword: string; confirmNewPassword: string }) {
      this.requireRealMember(member);
      if (body.newPassword !== body.confirmNewPassword) throw new AppError('member.password_mismatch');
      assertPasswordRule(member.merchantCode, body.newPassword, member.username);
      if (!(await verifyPassword(member.passwordHash, body.oldPassword))) throw new AppError('member.password_wrong');
      if (body.oldPassword === body.newPassword) throw new AppError('member.password_same');
      await replacePassword(member, body.newPassword, memberActor(ctx, member.id), { action: 'member.password.change', after: null }, { keepTokenHash: hashToken(token) });
    },

    info(member: repo.MemberRow): MemberInfo {
      const currency = merchants.list().find((m) => m.merchantCode === member.merchantCode)?.currency ?? '';
      return {
        id: member.id, account: member.username, nickname: member.nickname, type: member.type, userName: member.username,
        isAgent: isAgentType(member.type), isTrial: member.type === MEMBER_TYPE.trial, mobileNum: member.mobile,
        email: member.email, merchantCode: member.merchantCode, currency, createdAt: member.createdAt.toISOString(),
        avatar: member.avatar, inviteCode: member.inviteCode,
        lastLoginAt: member.lastLoginAt?.toISOString() ?? null, lastLoginIp: member.lastLoginIp,
      };
    },

    /**
     * Header and menu state (spec §3 public state). Wallets, VIP, promotions and messages arrive with
     * their own features; until then the figures are the true ones (zero, none), never invented.
     */
    async publicState(member: repo.MemberRow): Promise<PublicState> {
      const merchant = merchants.list().find((m) => m.merchantCode === member.merchantCode);
      const features = merchants.settings(member.merchantCode).features;
      // Spec §3: REFERRAL, enabled while a referral promotion runs (the invite page still shows the code when none does).
      const availablePromo = features.REFERRAL_PROMO && member.type !== MEMBER_TYPE.trial
        ? [{ type: 'REFERRAL', enabled: (await deps.referralRunning?.(member.merchantCode)) ?? false }] : [];
      return {
        balance: await wallet.displayBalance(member), currency: merchant?.currency ?? '', currencySymbol: merchant?.currencySymbol ?? '',
        hasVip: false, vipLabelName: null, vipRankLevel: null, availablePromo, availablePromoCount: 0,
        unreadMessage: 0, badges: { missions: 0, messages: 0, rewards: 0 },
      };
    },

    /**
     * The player's own referral code (refer and earn), drawn on first use and kept in the column that holds an
     * agent's invitation code, so the two never collide. A code another member holds means another draw.
     */
    async referralCode(member: { id: number; merchantCode: string }): Promise<string> {
      for (let i = 0; ; i++) {
        try {
          const code = await repo.assignInviteCode(db, member.merchantCode, member.id, newInviteCode());
          if (!code) throw new AppError('member.not_found');
          return code;
        } catch (err) {
          if (!isUniqueViolation(err) || i >= 4) throw err;
        }
      }
    },

    /** The member's upline agent (decision 0025: `members.upline_id`), while it is an active agent. */
    async uplineOf(member: repo.MemberRow): Promise<MemberIdentity | null> {
      if (member.uplineId === null) return null;
      const agent = await repo.findById(db, member.merchantCode, member.uplineId);
      return agent && agent.status === 'active' && isAgentType(agent.type) ? { id: agent.id, merchantCode: member.merchantCode, username: agent.username, type: agent.type } : null;
    },

    /**
     * Register center (agent area): an agent opens an account as its direct downline. The password
     * follows the merchant's rule and is a default one: the account must replace it at its first login
     * (as an operator's default password). An agent account gets its own invitation code. Audited.
     */
    async openDownlineAccount(
      ctx: RequestContext, agent: repo.MemberRow,
      body: { username: string; password: string; type: number; nickname?: string },
      /** More of the account's terms, written in the same transaction (the agent-contracts module's initial contract). */
      within?: (tx: Db, row: repo.MemberRow) => Promise<void>,
    ) {
      const code = agent.merchantCode;
      const username = body.username.trim();
      const usernameKey = username.toLowerCase();
      const usernameRule = merchants.registerFields(code).find((f) => f.field === 'username');
      if (usernameRule && !matchesPattern(usernameRule.acceptedPattern, username, usernameRule.minLength, usernameRule.maxLength)) {
        throw new AppError('member.form_invalid', [{ field: 'username', rule: 'pattern', patternId: usernameRule.patternId, minLength: usernameRule.minLength, maxLength: usernameRule.maxLength }]);
      }
      assertPasswordRule(code, body.password, username);
      if (await repo.findByUsername(db, code, usernameKey)) throw new AppError('member.username_taken');
      const passwordHash = await hashPassword(body.password);
      const agentAccount = isAgentType(body.type);
      return db.transaction(async (tx) => {
        let row: repo.MemberRow | undefined;
        // An invitation code taken by another agent in the meantime only means another draw.
        for (let i = 0; i < 5; i++) {
          const inviteCode = agentAccount ? newInviteCode() : null;
          if (inviteCode && (await repo.findAgentByInviteCode(tx, code, inviteCode, AGENT_TYPES))) continue;
          row = await repo.insertMember(tx, {
            merchantCode: code, username, usernameKey, passwordHash, type: body.type, nickname: body.nickname?.trim() || null,
            inviteCode, mustChangePassword: true, registerIp: ctx.ip, registerMethod: 'AGENT', ...repo.placeBelow(agent),
          });
          break;
        }
        // The unique username index decides a race of two agents opening the same name.
        if (!row) throw new AppError('member.username_taken');
        await audit.record(tx, memberActor(ctx, agent.id), {
          merchantCode: code, action: 'agent.downline.register', target: `member:${row.id}`, before: null,
          after: { username: row.username, type: row.type, upline: `member:${agent.id}`, inviteCode: row.inviteCode },
        });
        if (within) await within(tx, row);
        return row;
      });
    },

    /**
     * Enables or disables an account (an agent for its downline: the agent module checks the scope).
     * Disabling ends every session and remember-me token. Audited with the acting member; a no-op is not recorded.
     */
    async setStatus(ctx: RequestContext, actingMemberId: number, merchantCode: string, memberId: number, status: 'active' | 'disabled') {
      const at = now();
      return db.transaction(async (tx) => {
        const before = await repo.setStatus(tx, merchantCode, memberId, status);
        if (!before) throw new AppError('member.not_found');
        if (before.status === status) return { changed: false };
        // The back office's lock is lifted only there (its unlock): an agent cannot undo it.
        if (status === 'active' && before.disabledBy === 'operator') throw new AppError('agent.member_locked_by_operator');
        if (status === 'disabled') {
          await repo.revokeAllSessions(tx, memberId, at);
          await repo.revokeAllRememberTokens(tx, memberId, at);
        }
        await audit.record(tx, memberActor(ctx, actingMemberId), {
          merchantCode, action: 'agent.downline.status', target: `member:${memberId}`, before: { status: before.status }, after: { status },
        });
        return { changed: true };
      });
    },

    /** `/wps/agent/affiliate`: whether an invitation code belongs to an active agent of the merchant. */
    async checkAffiliate(ctx: RequestContext, code: string) {
      return { valid: !!(await repo.findAgentByInviteCode(db, ctx.merchant.merchantCode, code.trim(), AGENT_TYPES)) };
    },

    /**
     * Operator support: a one-time default password the player must replace at the next login (spec §4
     * "password equals the default value"). Every session and remember-me token ends.
     */
    async setDefaultPassword(actor: Actor, merchantCode: string, memberId: number) {
      if (actor.merchantCode !== null && actor.merchantCode !== merchantCode) throw new AppError('auth.forbidden');
      const member = await repo.findById(db, merchantCode, memberId);
      if (!member || member.type === MEMBER_TYPE.trial) throw new AppError('member.not_found');
      const temporary = `${crypto.randomBytes(6).toString('base64url')}A1!`;
      await replacePassword(member, temporary, actor, { action: 'member.password.default', after: { mustChangePassword: true } }, { mustChange: true });
      return { temporaryPassword: temporary };
    },
  };
}
export type MemberService = ReturnType<typeof createMemberService>;
