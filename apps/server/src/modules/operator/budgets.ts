import type { Cache } from '../../lib/cache';
import { AppError } from '../../lib/errors';
import type { CaptchaService } from '../verification/captcha';

/**
 * The limits on operator login attempts (decision 0032). Every key is built from what the caller typed
 * and where it calls from, never from whether the account exists, so no limit can tell names apart.
 */

/** Password attempts per budget: 5 per 15 minutes, for untrusted clients together and per trusted browser. */
export const PASSWORD_BUDGET = { limit: 5, windowSeconds: 15 * 60 };
/** Authenticator and recovery codes, per operator (untrusted) or per trusted browser. */
export const TOTP_BUDGET = { limit: 5, windowSeconds: 15 * 60 };

export const passwordBudgetKey = (username: string) => `op-login:${username.trim().toLowerCase()}`;
export const deviceBudgetKey = (deviceId: number) => `op-login-device:${deviceId}`;
export const totpBudgetKey = (operatorId: number, deviceId: number | null) => (deviceId === null ? `op-totp:${operatorId}` : `op-totp-device:${deviceId}`);

/** After a failed login from an address, its next attempts need a captcha for this long. */
const CAPTCHA_SECONDS = 15 * 60;

/** The players' rule (spec §4) for operators: after a failed login from an address, a captcha from it. */
export function addressCaptcha(cache: Cache, captcha: CaptchaService) {
  const key = (ip: string) => `op-login-failed:${ip}`;
  return {
    async check(ip: string, answer: string | undefined, captchaId: string | undefined) {
      if ((await cache.get(key(ip))) === null) return;
      if (!answer) throw new AppError('operator.captcha_required', undefined, { captcha: true });
      if (!(await captcha.verify(captchaId, answer))) throw new AppError('operator.captcha_wrong', undefined, { captcha: true });
    },
    failed: (ip: string) => cache.set(key(ip), '1', CAPTCHA_SECONDS),
    succeeded: (ip: string) => cache.del(key(ip)),
  };
}
