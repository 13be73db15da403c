import crypto from 'node:crypto';
import type { MemberInfo, RegisterBody } from '@platform/contracts';
import { MEMBER_TYPE, isAgentType, matchesPattern, normalizeMobile, validateRegistration } from '@platform/contracts';
import type { Db } from '../../db/client';
import type { Cache } from '../../lib/cache';
import { hashToken, newToken } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { isSessionExpired, needsTouch } from '../../lib/sessions';
import type { RequestContext } from '../../http/context';
import type { Actor, AuditService } from '../audit/service';
import type { MerchantService } from '../merchant/service';
import type { CaptchaService } from '../verification/captcha';
import type { CodeService } from '../verification/codes';
import { resetEmail, smsText } from '../verification/texts';
import * as repo from './repo';

/** Spec §6 lockout for players: 10 failures within 30 minutes lock the account for 30 minutes. */
const MAX_FAILURES = 10;
const FAILURE_WINDOW_MS = 30 * 60_000;
const LOCK_MS = 30 * 60_000;
const PASSWORD_MAX_AGE_DAYS = 90;

/** The optional registration fields kept in the member's profile (the rest have columns). */
const PROFILE_FIELDS = [
  'qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'telegram', 'zalo', 'idNumber', 'referralCode', 'birthday',
  'permanentAddress', 'currentAddress', 'nationality', 'placeOfBirth', 'occupation', 'sourceOfIncome', 'recommenderId',
  'bankAccountNumber',
] as const;

export interface MemberIdentity { id: number; merchantCode: string; username: string; type: number }

export function createMemberService(deps: {
  db: Db; audit: AuditService; merchants: MerchantService; captcha: CaptchaService; codes: CodeService; cache: Cache;
  idleMinutes: number; maxHours: number; now?: () => Date;
}) {
  const { db, audit, merchants, captcha, codes, cache } = deps;
  // After a failed login from an address, the next attempts from it need a captcha (spec §4).
  const failedFrom = (ctx: RequestContext) => `login-failed:${ctx.merchant.merchantCode}:${ctx.ip}`;
  const now = deps.now ?? (() => new Date());

  const memberActor = (ctx: RequestContext, id: number | string): Actor => ({ type: 'member', id: String(id), ip: ctx.ip, merchantCode: ctx.merchant.merchantCode });

  /** The SMS destination of a number as typed: digits only, no trunk prefix, checked against the merchant's rule. */
  function smsTarget(ctx: RequestContext, purpose: string, mobileRaw: string, dialingRaw?: string) {
    const mobile = normalizeMobile(mobileRaw);
    const rule = merchants.registerFields(ctx.merchant.merchantCode).find((f) => f.field === 'mobileNum');
    const min = rule?.minLength ?? ctx.merchant.phoneDigitsMin;
    const max = rule?.maxLength ?? ctx.merchant.phoneDigitsMax;
    if (!/^\d+$/.test(mobile) || mobile.length < min || mobile.length > max) throw new AppError('verification.mobile_invalid');
    const dialingCode = dialingRaw?.replace(/\D/g, '') || ctx.merchant.dialingCode;
    return { mobile, dialingCode, target: { merchantCode: ctx.merchant.merchantCode, channel: 'sms' as const, purpose, destination: `${dialingCode}-${mobile}` } };
  }

  /** New passwords follow the merchant's configured password rule, as at registration. */
  function assertPasswordRule(merchantCode: string, password: string) {
    const rule = merchants.registerFields(merchantCode).find((f) => f.field === 'password');
    if (rule && !matchesPattern(rule.acceptedPattern, password, rule.minLength, rule.maxLength)) {
      throw new AppError('member.password_invalid', { patternId: rule.patternId, minLength: rule.minLength, maxLength: rule.maxLength });
    }
  }

  /** Everything a successful login does, whichever way the player proved who they are. */
  async function startSession(ctx: RequestContext, member: repo.MemberRow, site: 'member' | 'agent', via: string) {
    if (site === 'agent' && !isAgentType(member.type)) throw new AppError('member.not_agent');
    const at = now();
    await cache.del(failedFrom(ctx));
    const previousLogin = member.lastLoginAt ? { at: member.lastLoginAt.toISOString(), ip: member.lastLoginIp } : null;
    const token = await db.transaction(async (tx) => {
      await repo.recordLogin(tx, member.id, ctx.ip, at);
      await audit.record(tx, memberActor(ctx, member.id), { merchantCode: member.merchantCode, action: 'member.login', target: `member:${member.id}`, before: null, after: { site, via } });
      return issueSession(tx, ctx, member.id);
    });
    const passwordAgeDays = (at.getTime() - member.passwordChangedAt.getTime()) / 86_400_000;
    return { token, firstTimeLogin: member.firstLoginAt === null, passwordExpired: passwordAgeDays > PASSWORD_MAX_AGE_DAYS, previousLogin };
  }

  async function issueSession(tx: Db, ctx: RequestContext, memberId: number) {
    const { token, hash: tokenHash } = newToken();
    await repo.insertSession(tx, {
      memberId, tokenHash, ip: ctx.ip, device: ctx.device, expiresAt: new Date(now().getTime() + deps.maxHours * 3_600_000),
    });
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
      const problems = validateRegistration(merchants.registerFields(code), body, mode);
      if (problems.length) throw new AppError('member.form_invalid', problems);

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
          affiliateCode: body.affiliateCode?.trim() || null, registerUrl: body.registerUrl ?? null,
          registerMethod: body.registerMethod, domain: body.domain ?? null, registerIp: ctx.ip,
        });
        // A racing registration of the same name or number lost to the unique index.
        if (!row) throw new AppError(mobile && (await repo.findByMobile(tx, code, dialingCode, mobile)) ? 'member.mobile_taken' : 'member.username_taken');
        await audit.record(tx, memberActor(ctx, row.id), {
          merchantCode: code, action: 'member.register', target: `member:${row.id}`, before: null,
          after: { username, mode, mobile: mobile ? `${dialingCode}-${mobile}` : null, registerUrl: row.registerUrl, domain: row.domain },
        });
        await repo.recordLogin(tx, row.id, ctx.ip, at);
        const token = await issueSession(tx, ctx, row.id);
        return { token, id: row.id };
      });
      return { token: result.token, firstTimeLogin: true, passwordExpired: false, previousLogin: null };
    },

    async login(ctx: RequestContext, body: { username: string; password: string; site: 'member' | 'agent'; captcha?: string }, captchaId?: string) {
      const code = ctx.merchant.merchantCode;
      const member = await repo.findByUsername(db, code, body.username.trim().toLowerCase());
      const at = now();
      const recentFailures = member?.firstFailureAt && member.firstFailureAt.getTime() > at.getTime() - FAILURE_WINDOW_MS ? member.failedAttempts : 0;
      if (recentFailures > 0 || (await cache.get(failedFrom(ctx))) !== null) {
        if (!body.captcha) throw new AppError('member.captcha_required', undefined, { captcha: true });
        if (!(await captcha.verify(captchaId, body.captcha))) throw new AppError('member.captcha_wrong', undefined, { captcha: true });
      }
      const fail = async (): Promise<never> => {
        await cache.set(failedFrom(ctx), '1', FAILURE_WINDOW_MS / 1000);
        throw new AppError('member.login_failed', undefined, { captcha: true });
      };
      if (!member || member.status !== 'active') {
        await verifyPassword(null, body.password);
        if (member) throw new AppError('member.disabled');
        return fail();
      }
      if (member.lockedUntil && member.lockedUntil > at) throw new AppError('member.locked');
      if (!(await verifyPassword(member.passwordHash, body.password))) {
        const failed = await repo.recordFailure(db, member.id, MAX_FAILURES, new Date(at.getTime() - FAILURE_WINDOW_MS), new Date(at.getTime() + LOCK_MS));
        await audit.record(db, memberActor(ctx, member.id), { merchantCode: code, action: 'member.login.failed', target: `member:${member.id}`, before: null, after: { attempts: failed?.failedAttempts ?? null } });
        if (failed?.lockedUntil && failed.lockedUntil > at) throw new AppError('member.locked');
        return fail();
      }
      return startSession(ctx, member, body.site, 'password');
    },

    /** SMS login (spec §3): the mobile number as username and the code as password; no captcha. */
    async smsLogin(ctx: RequestContext, body: { username: string; password: string; site: 'member' | 'agent' }) {
      if (!merchants.settings(ctx.merchant.merchantCode).features.SMS_LOGIN) throw new AppError('verification.sms_login_closed');
      const { mobile, dialingCode, target } = smsTarget(ctx, 'nologin', body.username);
      await codes.consume(target, body.password);
      const member = await repo.findByMobile(db, ctx.merchant.merchantCode, dialingCode, mobile);
      // A code can only have been delivered to a registered number, so this is a race with a deletion.
      if (!member) throw new AppError('verification.code_invalid');
      if (member.status !== 'active') throw new AppError('member.disabled');
      return startSession(ctx, member, body.site, 'sms');
    },

    /** `/wps/verification/sms/noLogin` and `/register`: a code to the number, alike whether it is registered. */
    async sendSmsCode(ctx: RequestContext, purpose: 'nologin' | 'register', mobileRaw: string, dialingRaw?: string) {
      const { mobile, dialingCode, target } = smsTarget(ctx, purpose, mobileRaw, dialingRaw);
      const deliver = purpose === 'register' || !!(await repo.findByMobile(db, ctx.merchant.merchantCode, dialingCode, mobile));
      return codes.send(target, smsText(ctx.language, merchants.settings(ctx.merchant.merchantCode).whitelabel.siteName), ctx.ip, deliver);
    },

    /** The member behind a raw token, scoped to the request's merchant. */
    async authenticate(ctx: RequestContext, token: string | undefined): Promise<repo.MemberRow> {
      if (!token) throw new AppError('auth.not_logged_in');
      const found = await repo.findSession(db, hashToken(token));
      if (!found || found.member.merchantCode !== ctx.merchant.merchantCode) throw new AppError('auth.not_logged_in');
      const at = now();
      if (isSessionExpired(found.session, at, deps.idleMinutes) || found.member.status !== 'active') throw new AppError('auth.token_expired');
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
        return issueSession(tx, ctx, row.id);
      });
      return { token, firstTimeLogin: true, passwordExpired: false, previousLogin: null };
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
      const { mobile, dialingCode, target } = smsTarget(ctx, 'nologin', body.mobileNum, body.countryDialingCode);
      assertPasswordRule(ctx.merchant.merchantCode, body.newPassword);
      await codes.consume(target, body.verificationCode);
      const member = await repo.findByMobile(db, ctx.merchant.merchantCode, dialingCode, mobile);
      if (!member || member.type === MEMBER_TYPE.trial) throw new AppError('verification.code_invalid');
      if (member.status !== 'active') throw new AppError('member.disabled');
      const passwordHash = await hashPassword(body.newPassword);
      const at = now();
      await db.transaction(async (tx) => {
        await repo.setPassword(tx, member.id, passwordHash, at);
        await repo.revokeAllSessions(tx, member.id, at);
        await audit.record(tx, memberActor(ctx, member.id), { merchantCode: member.merchantCode, action: 'member.password.reset', target: `member:${member.id}`, before: null, after: { via: 'sms' } });
      });
      return startSession(ctx, { ...member, passwordChangedAt: at, failedAttempts: 0, lockedUntil: null }, 'member', 'sms-reset');
    },

    /**
     * Forgot password by e-mail (spec §3): when the username and e-mail belong together, a one-time
     * link (30 minutes) goes to that address. The answer is the same either way.
     */
    async requestEmailReset(ctx: RequestContext, body: { username: string; email: string }, origin: string) {
      const member = await repo.findByUsername(db, ctx.merchant.merchantCode, body.username.trim().toLowerCase());
      const email = body.email.trim().toLowerCase();
      const matches = !!member && member.type !== MEMBER_TYPE.trial && member.email?.toLowerCase() === email;
      const token = `${member?.id ?? 0}.${newToken().token}`;
      const mail = resetEmail(ctx.language);
      await codes.send(
        { merchantCode: ctx.merchant.merchantCode, channel: 'email', purpose: 'email-reset', destination: matches ? email : `unknown:${email}` },
        (code, minutes) => mail.body(`${origin}/?resetToken=${encodeURIComponent(code)}`, minutes),
        ctx.ip, matches, { code: token, expiresMinutes: 30, subject: mail.subject },
      );
    },

    /** The reset link's second half: the token proves the e-mail; the new password follows the rule; every session ends. */
    async resetWithToken(ctx: RequestContext, body: { token: string; newPassword: string }) {
      const memberId = Number(body.token.split('.')[0]);
      const member = Number.isSafeInteger(memberId) && memberId > 0 ? await repo.findById(db, ctx.merchant.merchantCode, memberId) : undefined;
      if (!member?.email) throw new AppError('verification.code_invalid');
      assertPasswordRule(member.merchantCode, body.newPassword);
      await codes.consume({ merchantCode: member.merchantCode, channel: 'email', purpose: 'email-reset', destination: member.email.toLowerCase() }, body.token);
      const passwordHash = await hashPassword(body.newPassword);
      const at = now();
      await db.transaction(async (tx) => {
        await repo.setPassword(tx, member.id, passwordHash, at);
        await repo.revokeAllSessions(tx, member.id, at);
        await audit.record(tx, memberActor(ctx, member.id), { merchantCode: member.merchantCode, action: 'member.password.reset', target: `member:${member.id}`, before: null, after: { via: 'email' } });
      });
    },

    /** Change password (spec §4): checks the old one and the merchant's password rule; ends the member's other sessions. */
    async changePassword(ctx: RequestContext, member: repo.MemberRow, token: string, body: { oldPassword: string; newPassword: string; confirmNewPassword: string }) {
      this.requireRealMember(member);
      if (body.newPassword !== body.confirmNewPassword) throw new AppError('member.password_mismatch');
      assertPasswordRule(member.merchantCode, body.newPassword);
      if (!(await verifyPassword(member.passwordHash, body.oldPassword))) throw new AppError('member.password_wrong');
      if (body.oldPassword === body.newPassword) throw new AppError('member.password_same');
      const passwordHash = await hashPassword(body.newPassword);
      const at = now();
      await db.transaction(async (tx) => {
        await repo.setPassword(tx, member.id, passwordHash, at);
        await repo.revokeOtherSessions(tx, member.id, hashToken(token), at);
        await audit.record(tx, memberActor(ctx, member.id), { merchantCode: member.merchantCode, action: 'member.password.change', target: `member:${member.id}`, before: null, after: null });
      });
    },

    info(member: repo.MemberRow): MemberInfo {
      const currency = merchants.list().find((m) => m.merchantCode === member.merchantCode)?.currency ?? '';
      return {
        id: member.id, account: member.username, nickname: member.nickname, type: member.type, userName: member.username,
        isAgent: isAgentType(member.type), isTrial: member.type === MEMBER_TYPE.trial, mobileNum: member.mobile,
        email: member.email, merchantCode: member.merchantCode, currency, createdAt: member.createdAt.toISOString(),
      };
    },
  };
}
export type MemberService = ReturnType<typeof createMemberService>;
