import type { SecurityOverview, TotpSetupResponse } from '@platform/contracts';
import { PATTERNS, matchesPattern } from '@platform/contracts';
import QRCode from 'qrcode';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../http/context';
import type { Cache } from '../../lib/cache';
import { AppError } from '../../lib/errors';
import { maskEmail, maskMobile } from '../../lib/mask';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { newTotpSecret, totpUri, useTotpCode } from '../../lib/totp';
import { reserveAttempt } from '../../lib/attempts';
import type { Actor, AuditService } from '../audit/service';
import type { MemberRow } from '../member/repo';
import type { MerchantService } from '../merchant/service';
import type { CodeService, CodeTarget } from '../verification/codes';
import { bindEmail, smsText } from '../verification/texts';
import * as repo from './repo';

/**
 * A stolen session token must not become a way to guess the login password, fund password or
 * authenticator codes from many addresses (the per-IP route limit would not stop that): five wrong
 * answers per member within 15 minutes close these checks for the rest of the window.
 */
const MAX_FAILURES = 5;
const FAILURE_WINDOW_SECONDS = 15 * 60;
/** A member's own burst of money actions (each with its fund password) queues this long for the checks ahead of it. */
const CONCURRENT_WAIT_MS = 10_000;

/** The account security page (spec §2 securityCenter): binding a mobile and e-mail, the authenticator, the fund password. */
export function createSecurityService(deps: { db: Db; audit: AuditService; merchants: MerchantService; codes: CodeService; cache: Cache; now?: () => Date }) {
  const { db, audit, merchants, codes, cache } = deps;
  const now = deps.now ?? (() => new Date());
  const actorOf = (ctx: RequestContext, member: MemberRow): Actor => ({ type: 'member', id: String(member.id), ip: ctx.ip, merchantCode: member.merchantCode });
  const record = (tx: Db, ctx: RequestContext, member: MemberRow, action: string, before: unknown, after: unknown) =>
    audit.record(tx, actorOf(ctx, member), { merchantCode: member.merchantCode, action, target: `member:${member.id}`, before, after });

  /**
   * Runs one secret check under the member's failure budget, reserved before the check (decision 0029):
   * racing requests each take a slot first, so no more than MAX_FAILURES guesses are ever checked in a
   * window; a right answer gives its slot back.
   */
  async function guarded(member: MemberRow, check: () => Promise<boolean> | boolean, wrong: ConstructorParameters<typeof AppError>[0]) {
    const reservation = await reserveAttempt(cache, { key: `security:${member.merchantCode}:${member.id}`, limit: MAX_FAILURES, windowSeconds: FAILURE_WINDOW_SECONDS, waitMs: CONCURRENT_WAIT_MS });
    if (!reservation.allowed) throw new AppError('security.too_many_attempts');
    if (!(await check())) {
      await reservation.failed();
      throw new AppError(wrong);
    }
    await reservation.release();
  }

  const checkLoginPassword = (member: MemberRow, password: string) =>
    guarded(member, () => verifyPassword(member.passwordHash, password), 'security.login_password_wrong');

  /** The number as typed, checked against the merchant's mobile rule, and where its code goes. */
  function mobileTarget(ctx: RequestContext, mobileRaw: string, dialingRaw?: string) {
    const { mobile, dialingCode } = merchants.parseMobile(ctx.merchant.merchantCode, mobileRaw, dialingRaw);
    const target: CodeTarget = { merchantCode: ctx.merchant.merchantCode, channel: 'sms', purpose: 'bind', destination: `${dialingCode}-${mobile}` };
    return { mobile, dialingCode, target };
  }

  /** The address as typed, checked against the merchant's e-mail rule (the one registration uses). */
  function emailTarget(ctx: RequestContext, raw: string) {
    const email = raw.trim();
    const rule = merchants.registerFields(ctx.merchant.merchantCode).find((f) => f.field === 'email');
    const ok = rule ? matchesPattern(rule.acceptedPattern, email, rule.minLength, rule.maxLength) : matchesPattern(PATTERNS.EMAIL, email, 6, 120);
    if (!ok) throw new AppError('security.email_invalid');
    // Codes are keyed by the lower-case address, as the e-mail reset does: the case typed does not matter.
    const target: CodeTarget = { merchantCode: ctx.merchant.merchantCode, channel: 'email', purpose: 'bind', destination: email.toLowerCase() };
    return { email, target };
  }

  async function assertMobileFree(member: MemberRow, dialingCode: string, mobile: string) {
    if (await repo.mobileTakenByOther(db, member.merchantCode, dialingCode, mobile, member.id)) throw new AppError('member.mobile_taken');
  }

  const siteName = (merchantCode: string) => merchants.settings(merchantCode).whitelabel.siteName;

  return {
    /**
     * The fund password asked by withdrawals (and other money actions), under the same per-member
     * failure budget as this page, so a stolen session cannot guess it from another module's form.
     */
    async checkFundPassword(member: MemberRow, password: string) {
      const hash = member.fundPasswordHash;
      if (!hash) throw new AppError('security.fund_password_not_set');
      await guarded(member, () => verifyPassword(hash, password), 'security.fund_password_wrong');
    },

    overview(member: MemberRow): SecurityOverview {
      return {
        username: member.username,
        mobile: member.mobile ? maskMobile(member.dialingCode, member.mobile) : null,
        mobileVerified: !!member.mobile && member.mobileVerifiedAt !== null,
        email: member.email ? maskEmail(member.email) : null,
        emailVerified: !!member.email && member.emailVerifiedAt !== null,
        totpEnabled: member.totpEnabledAt !== null,
        fundPasswordSet: member.fundPasswordHash !== null,
        payeeNameSet: !!member.payeeName,
        passwordChangedAt: member.passwordChangedAt.toISOString(),
        lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
        lastLoginIp: member.lastLoginIp,
      };
    },

    async sendMobileCode(ctx: RequestContext, member: MemberRow, body: { mobileNum: string; countryDialingCode?: string }) {
      const { mobile, dialingCode, target } = mobileTarget(ctx, body.mobileNum, body.countryDialingCode);
      await assertMobileFree(member, dialingCode, mobile);
      return codes.send(target, smsText(ctx.language, siteName(member.merchantCode)), ctx.ip);
    },

    /** Binds or changes the mobile: the login password proves the player, the code proves the number. */
    async bindMobile(ctx: RequestContext, member: MemberRow, body: { mobileNum: string; countryDialingCode?: string; verificationCode: string; password: string }) {
      const { mobile, dialingCode, target } = mobileTarget(ctx, body.mobileNum, body.countryDialingCode);
      await assertMobileFree(member, dialingCode, mobile);
      await checkLoginPassword(member, body.password);
      await codes.consume(target, body.verificationCode);
      const before = member.mobile ? `${member.dialingCode}-${member.mobile}` : null;
      try {
        await db.transaction(async (tx) => {
          await repo.setMobile(tx, member.merchantCode, member.id, dialingCode, mobile, now());
          await record(tx, ctx, member, 'member.mobile.bind', { mobile: before }, { mobile: target.destination });
        });
      } catch (error) {
        // Another member registered or bound the number between our check and this update.
        if (repo.isUniqueViolation(error)) throw new AppError('member.mobile_taken');
        throw error;
      }
    },

    async sendEmailCode(ctx: RequestContext, member: MemberRow, body: { email: string }) {
      const { target } = emailTarget(ctx, body.email);
      const mail = bindEmail(ctx.language, siteName(member.merchantCode));
      return codes.send(target, mail.body, ctx.ip, true, { subject: mail.subject });
    },

    async bindEmail(ctx: RequestContext, member: MemberRow, body: { email: string; verificationCode: string; password: string }) {
      const { email, target } = emailTarget(ctx, body.email);
      await checkLoginPassword(member, body.password);
      await codes.consume(target, body.verificationCode);
      await db.transaction(async (tx) => {
        await repo.setEmail(tx, member.merchantCode, member.id, email, now());
        await record(tx, ctx, member, 'member.email.bind', { email: member.email }, { email });
      });
    },

    /**
     * A fresh secret for the authenticator app, replacing any earlier unconfirmed one. It is stored
     * but not in force until `enableTotp` sees a code made from it, so a mis-scanned QR code locks nobody out.
     */
    async setupTotp(ctx: RequestContext, member: MemberRow, body: { password: string }): Promise<TotpSetupResponse> {
      if (member.totpEnabledAt) throw new AppError('security.totp_already_enabled');
      await checkLoginPassword(member, body.password);
      const secret = newTotpSecret();
      const otpauthUrl = totpUri({ secret, label: member.username, issuer: siteName(member.merchantCode) });
      const qrDataUrl = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
      await db.transaction(async (tx) => {
        await repo.setPendingTotp(tx, member.merchantCode, member.id, secret);
        // The secret itself never goes into the audit log.
        await record(tx, ctx, member, 'member.totp.setup', null, { pending: true });
      });
      return { secret, otpauthUrl, qrDataUrl };
    },

    async enableTotp(ctx: RequestContext, member: MemberRow, body: { code: string }) {
      if (member.totpEnabledAt) throw new AppError('security.totp_already_enabled');
      const secret = member.totpSecret;
      if (!secret) throw new AppError('security.totp_not_set_up');
      await guarded(member, () => useTotpCode(cache, String(member.id), secret, body.code), 'security.totp_code_wrong');
      await db.transaction(async (tx) => {
        await repo.enableTotp(tx, member.merchantCode, member.id, now());
        await record(tx, ctx, member, 'member.totp.enable', { totpEnabled: false }, { totpEnabled: true });
      });
    },

    /** Turning it off needs both a current code and the login password: a stolen session alone is not enough. */
    async disableTotp(ctx: RequestContext, member: MemberRow, body: { code: string; password: string }) {
      const secret = member.totpSecret;
      if (!member.totpEnabledAt || !secret) throw new AppError('security.totp_not_enabled');
      await checkLoginPassword(member, body.password);
      await guarded(member, () => useTotpCode(cache, String(member.id), secret, body.code), 'security.totp_code_wrong');
      await db.transaction(async (tx) => {
        await repo.disableTotp(tx, member.merchantCode, member.id);
        await record(tx, ctx, member, 'member.totp.disable', { totpEnabled: true }, { totpEnabled: false });
      });
    },

    /**
     * Sets the fund (payment) password asked for withdrawals and redemptions. It follows the merchant's
     * `paymentPassword` rule, as registration would, and must not be the login password, so one leaked
     * password does not open both doors.
     */
    async setFundPassword(ctx: RequestContext, member: MemberRow, body: { loginPassword: string; oldFundPassword?: string; newFundPassword: string; confirmFundPassword: string }) {
      if (body.newFundPassword !== body.confirmFundPassword) throw new AppError('security.fund_password_mismatch');
      const rule = merchants.registerFields(member.merchantCode).find((f) => f.field === 'paymentPassword');
      if (rule && !matchesPattern(rule.acceptedPattern, body.newFundPassword, rule.minLength, rule.maxLength)) {
        throw new AppError('security.fund_password_invalid', { patternId: rule.patternId, minLength: rule.minLength, maxLength: rule.maxLength });
      }
      if (!rule && body.newFundPassword.length < 6) throw new AppError('security.fund_password_invalid', { patternId: 'ANY', minLength: 6, maxLength: 128 });
      await checkLoginPassword(member, body.loginPassword);
      const existing = member.fundPasswordHash;
      if (existing) {
        const old = body.oldFundPassword ?? '';
        await guarded(member, async () => old !== '' && (await verifyPassword(existing, old)), 'security.fund_password_wrong');
      }
      // The login password was just verified, so comparing the plain strings is exact.
      if (body.newFundPassword === body.loginPassword) throw new AppError('security.fund_password_same_as_login');
      const fundPasswordHash = await hashPassword(body.newFundPassword);
      await db.transaction(async (tx) => {
        await repo.setFundPassword(tx, member.merchantCode, member.id, fundPasswordHash);
        await record(tx, ctx, member, existing ? 'member.fund_password.change' : 'member.fund_password.set', { set: !!existing }, { set: true });
      });
    },
  };
}
export type SecurityService = ReturnType<typeof createSecurityService>;
