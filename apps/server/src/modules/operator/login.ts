import type { HumanChallenge, OperatorLoginResponse, TotpSetupResponse } from '@platform/contracts';
import { Secret } from 'otpauth';
import QRCode from 'qrcode';
import type { Db } from '../../db/client';
import { reserveAttempt, sourceBackoff } from '../../lib/attempts';
import type { Cache } from '../../lib/cache';
import { hashToken, newToken } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import { OPERATOR_PASSWORD_MIN_LENGTH, passwordProblem } from '../../lib/password-policy';
import { verifyPassword } from '../../lib/passwords';
import { newTotpSecret, totpUri, useTotpCode } from '../../lib/totp';
import type { Actor, AuditService } from '../audit/service';
import type { CaptchaService } from '../verification/captcha';
import type { HumanVerifier } from '../verification/human';
import {
  PASSWORD_BUDGET, TOTP_BUDGET, addressCaptcha, deviceBudgetKey, passwordBudgetKey, totpBudgetKey,
} from './budgets';
import * as repo from './repo';
import { identityOf, operatorIdOf, type OperatorService } from './service';

/** A second-factor ticket lives this long: time to open the authenticator app, not to wander off. */
const TICKET_SECONDS = 10 * 60;
/** A trusted browser unused this long is forgotten (its cookie lasts as long). */
export const DEVICE_DAYS = 90;
const RECOVERY_CODES = 10;

/** `weak`: the password typed does not meet today's policy; the session's answer asks for a new one. */
interface Ticket { operatorId: number; kind: 'totp' | 'enrol'; deviceId: number | null; weak: boolean }

/** What a login step returns to the route: the envelope value and the browser's `op_device` token to set. */
export interface LoginOutcome<T> { value: T; deviceToken?: string }
export interface LoginCookies { device?: string; captchaId?: string }

/** A recovery code as typed: case, spaces and dashes do not matter. */
const normaliseRecovery = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

/** 80 random bits as 16 base32 letters in groups of four: SHA-256 of that cannot be searched offline. */
function newRecoveryCode(): string {
  const letters = new Secret({ size: 10 }).base32.toLowerCase();
  return letters.match(/.{4}/g)!.join('-');
}

/**
 * Operator login (decision 0032): human verification, the address's captcha, an attempt budget reserved
 * before the password is checked, a back-off per source, and the authenticator as second factor.
 * Every refusal of the password step is one answer (`operator.login_failed`, same status, same body, one
 * argon2 run), whether the name is unknown, the password wrong, the account disabled or the budget spent.
 */
export function createOperatorLogin(deps: {
  db: Db; cache: Cache; audit: AuditService; operators: OperatorService; captcha: CaptchaService;
  /**
   * The proof of work, always on: the merchants' HUMAN_VERIFICATION flag is a player-site setting, a
   * Merchant header is the caller's choice, and a new production site has no merchant at all.
   */
  human: HumanVerifier;
  /** Production: every operator must have an authenticator (OPERATOR_TOTP). */
  totpRequired: boolean;
  /** The issuer an authenticator app lists the code under. */
  issuer: () => string;
  now?: () => Date;
}) {
  const { db, cache, audit, operators } = deps;
  const now = deps.now ?? (() => new Date());
  const backoff = sourceBackoff(cache, 'op-login');
  const addressCheck = addressCaptcha(cache, deps.captcha);
  const ticketKey = (ticket: string) => `op-ticket:${hashToken(ticket)}`;
  const actorOf = (op: repo.OperatorRow | undefined, ip: string): Actor =>
    ({ type: 'operator', id: op ? `${op.id}:${op.username}` : 'unknown', ip, merchantCode: op?.merchantCode ?? null });

  async function trustedDevice(token: string | undefined) {
    if (!token) return undefined;
    return repo.findDevice(db, hashToken(token), new Date(now().getTime() - DEVICE_DAYS * 86_400_000));
  }

  async function refuse(ip: string): Promise<never> {
    await addressCheck.failed(ip);
    throw new AppError('operator.login_failed', undefined, { captcha: true });
  }

  async function ticketFor(op: repo.OperatorRow, kind: Ticket['kind'], deviceId: number | null, weak: boolean): Promise<OperatorLoginResponse> {
    const { token, hash } = newToken();
    await cache.set(`op-ticket:${hash}`, JSON.stringify({ operatorId: op.id, kind, deviceId, weak } satisfies Ticket), TICKET_SECONDS);
    return { token: null, expiresAt: null, step: kind, ticket: token, operator: identityOf(op), passwordChange: false };
  }

  async function readTicket(ticket: string, kind: Ticket['kind']) {
    const raw = await cache.get(ticketKey(ticket));
    const pending = raw ? (JSON.parse(raw) as Ticket) : null;
    if (!pending || pending.kind !== kind) throw new AppError('operator.ticket_invalid');
    const op = await repo.findById(db, pending.operatorId);
    if (!op || op.status !== 'active') throw new AppError('operator.ticket_invalid');
    return { pending, op };
  }

  /** The session, and the browser remembered as trusted (the cookie it showed, or a new one). */
  async function finish(op: repo.OperatorRow, ip: string, via: 'password' | 'totp' | 'recovery' | 'enrol', presented: string | undefined, weak: boolean): Promise<LoginOutcome<OperatorLoginResponse>> {
    const value = { ...(await operators.startSession(op, ip, via)), passwordChange: weak };
    const device = await trustedDevice(presented);
    if (device && device.operatorId === op.id) {
      await repo.touchDevice(db, device.id, now());
      return { value, deviceToken: presented };
    }
    const fresh = newToken();
    await repo.insertDevice(db, op.id, fresh.hash, new Date(now().getTime() - DEVICE_DAYS * 86_400_000));
    return { value, deviceToken: fresh.token };
  }

  /** One authenticator code (or, when `recovery`, a recovery code) under the second-factor budget. */
  async function checkCode(op: repo.OperatorRow, ip: string, code: string, deviceId: number | null, allowRecovery: boolean) {
    const secret = op.totpSecret;
    const budget = await reserveAttempt(cache, { key: totpBudgetKey(op.id, deviceId), ...TOTP_BUDGET });
    if (!budget.allowed) throw new AppError('operator.totp_too_many');
    const typed = code.replace(/\s/g, '');
    const via = /^\d{6}$/.test(typed) ? 'totp' as const : 'recovery' as const;
    const good = secret !== null && (via === 'totp'
      ? await useTotpCode(cache, `operator:${op.id}`, secret, typed)
      : allowRecovery && await repo.useRecoveryCode(db, op.id, hashToken(normaliseRecovery(typed)), now()));
    if (!good) {
      await budget.failed();
      await audit.record(db, actorOf(op, ip), { merchantCode: op.merchantCode, action: 'operator.login.totp_failed', target: `operator:${op.id}`, before: null, after: { via } });
      throw new AppError('operator.totp_invalid');
    }
    await budget.release();
    return via;
  }

  async function beginEnrolment(op: repo.OperatorRow): Promise<TotpSetupResponse> {
    const secret = newTotpSecret();
    const otpauthUrl = totpUri({ secret, label: op.username, issuer: deps.issuer() });
    const qrDataUrl = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
    await repo.setPendingTotp(db, op.id, secret);
    return { secret, otpauthUrl, qrDataUrl };
  }

  /** Puts the pending secret in force; the ten recovery codes are returned once and kept only as hashes. */
  async function enable(op: repo.OperatorRow, ip: string): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
    const enabled = await db.transaction(async (tx) => {
      if (!(await repo.enableTotp(tx, op.id, op.totpSecret!, codes.map((c) => hashToken(normaliseRecovery(c))), now()))) return false;
      await audit.record(tx, actorOf(op, ip), { merchantCode: op.merchantCode, action: 'operator.totp.enrol', target: `operator:${op.id}`, before: { totpEnabled: false }, after: { totpEnabled: true } });
      return true;
    });
    if (!enabled) throw new AppError('operator.totp_already_enabled');
    return codes;
  }

  return {
    /** The challenge to solve before the password step. */
    challenge: (): Promise<HumanChallenge> => deps.human.issue(),

    /** Step one: username and password. Answers a session, or a ticket for the authenticator step. */
    async login(
      ip: string, body: { username: string; password: string; humanVerification?: string; captcha?: string }, cookies: LoginCookies = {},
    ): Promise<LoginOutcome<OperatorLoginResponse>> {
      // Both before any budget is touched: spending someone's budget costs a proof of work (and a captcha).
      await deps.human.verify(body.humanVerification);
      await addressCheck.check(ip, body.captcha, cookies.captchaId);
      const name = body.username.trim();
      const op = await repo.findByUsername(db, name);
      const device = await trustedDevice(cookies.device);
      const trusted = device && op && device.operatorId === op.id ? device : undefined;
      // Counted before the password is checked: racing attempts see 1, 2, 3… and only the first five are checked.
      const reservation = await reserveAttempt(cache, { key: trusted ? deviceBudgetKey(trusted.id) : passwordBudgetKey(name), ...PASSWORD_BUDGET });
      const turn = await backoff.enter(name, ip);
      if (!reservation.allowed || !turn) {
        // Refused without checking, in the time a check takes.
        await verifyPassword(null, body.password);
        if (turn) await backoff.failed(name, ip);
        return refuse(ip);
      }
      const right = await verifyPassword(op?.passwordHash, body.password);
      if (!op || !right || op.status !== 'active') {
        await reservation.failed();
        await audit.record(db, actorOf(op, ip), {
          merchantCode: op?.merchantCode ?? null, action: 'operator.login.failed', target: op ? `operator:${op.id}` : 'operator:unknown', before: null, after: { trusted: trusted !== undefined },
        });
        await backoff.failed(name, ip);
        return refuse(ip);
      }
      await reservation.release();
      await backoff.succeeded(name, ip);
      await addressCheck.succeeded(ip);
      // A password set before today's policy is asked to change now that it was typed (decision 0033).
      const weak = passwordProblem(body.password, { username: op.username, minLength: OPERATOR_PASSWORD_MIN_LENGTH }) !== null;
      if (op.totpEnabledAt) return { value: await ticketFor(op, 'totp', trusted?.id ?? null, weak) };
      if (deps.totpRequired) return { value: await ticketFor(op, 'enrol', trusted?.id ?? null, weak) };
      return finish(op, ip, 'password', cookies.device, weak);
    },

    /** Step two: a code from the authenticator, or a recovery code (each works once). */
    async secondFactor(ip: string, body: { ticket: string; code: string }, cookies: LoginCookies = {}) {
      const { pending, op } = await readTicket(body.ticket, 'totp');
      if (!op.totpEnabledAt) throw new AppError('operator.ticket_invalid');
      const via = await checkCode(op, ip, body.code, pending.deviceId, true);
      // One session per ticket, even for two right codes racing.
      if (!(await cache.take(ticketKey(body.ticket)))) throw new AppError('operator.ticket_invalid');
      return finish(op, ip, via, cookies.device, pending.weak);
    },

    /** Enrolment at login: a new secret and its QR code, for an operator who has none yet. */
    async enrol(body: { ticket: string }): Promise<TotpSetupResponse> {
      const { op } = await readTicket(body.ticket, 'enrol');
      if (op.totpEnabledAt) throw new AppError('operator.totp_already_enabled');
      return beginEnrolment(op);
    },

    /** Enrolment at login, confirmed by the first code: the recovery codes and the session. */
    async confirmEnrolment(ip: string, body: { ticket: string; code: string }, cookies: LoginCookies = {}) {
      const { pending, op } = await readTicket(body.ticket, 'enrol');
      if (op.totpEnabledAt) throw new AppError('operator.totp_already_enabled');
      await checkCode(op, ip, body.code, pending.deviceId, false);
      if (!(await cache.take(ticketKey(body.ticket)))) throw new AppError('operator.ticket_invalid');
      const recoveryCodes = await enable(op, ip);
      const done = await finish(op, ip, 'enrol', cookies.device, pending.weak);
      return { value: { ...done.value, recoveryCodes }, deviceToken: done.deviceToken };
    },

    /** A signed-in operator setting up the authenticator before it is required (development, roll-out). */
    async enrolSignedIn(actor: Actor): Promise<TotpSetupResponse> {
      const op = await repo.findById(db, operatorIdOf(actor)!);
      if (!op) throw new AppError('auth.not_logged_in');
      if (op.totpEnabledAt) throw new AppError('operator.totp_already_enabled');
      return beginEnrolment(op);
    },

    async confirmSignedIn(actor: Actor, body: { code: string }) {
      const op = await repo.findById(db, operatorIdOf(actor)!);
      if (!op) throw new AppError('auth.not_logged_in');
      if (op.totpEnabledAt) throw new AppError('operator.totp_already_enabled');
      await checkCode(op, actor.ip ?? '', body.code, null, false);
      return { recoveryCodes: await enable(op, actor.ip ?? '') };
    },
  };
}
export type OperatorLogin = ReturnType<typeof createOperatorLogin>;
