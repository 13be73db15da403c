import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Cache } from './cache';

/**
 * Authenticator-app codes (RFC 6238) with the parameters every common app assumes when it scans a
 * QR code: SHA1, 6 digits, 30-second steps. Anything else would be silently ignored by some apps.
 */
const ALGORITHM = 'SHA1';
const DIGITS = 6;
const PERIOD = 30;
/** One step either side forgives a phone clock that is up to about 30 s off. */
const WINDOW = 1;

/** A new random secret (20 bytes, the RFC 4226 recommended length) as base32 for the app. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/...` URI an authenticator app reads from the QR code. */
export function totpUri({ secret, label, issuer }: { secret: string; label: string; issuer: string }): string {
  return new TOTP({ issuer, label, secret: Secret.fromBase32(secret), algorithm: ALGORITHM, digits: DIGITS, period: PERIOD }).toString();
}

/**
 * Whether `code` is the current code of `secret`, or the one before or after. Every candidate is
 * compared in constant time and none is skipped, so the response time says nothing about which step
 * (or how many leading digits) matched.
 */
export function verifyTotp(secret: string, code: string, at: number = Date.now()): boolean {
  const typed = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(typed)) return false;
  let key: Secret;
  try {
    key = Secret.fromBase32(secret);
  } catch {
    return false;
  }
  const given = Buffer.from(typed);
  let matched = false;
  for (let step = -WINDOW; step <= WINDOW; step++) {
    const expected = TOTP.generate({ secret: key, algorithm: ALGORITHM, digits: DIGITS, period: PERIOD, timestamp: at + step * PERIOD * 1000 });
    // The comparison comes first so it runs for every candidate, matched or not.
    matched = crypto.timingSafeEqual(given, Buffer.from(expected)) || matched;
  }
  return matched;
}

/** Long enough to outlive every step `verifyTotp` accepts (the current one and one either side). */
const USED_TTL_SECONDS = (2 * WINDOW + 1) * PERIOD;

/**
 * `verifyTotp`, and a code works once per account (RFC 6238 §5.2): someone who watched a code being
 * typed cannot replay it while it is still valid. `account` names whose codes these are.
 */
export async function useTotpCode(cache: Cache, account: string, secret: string, code: string): Promise<boolean> {
  if (!verifyTotp(secret, code)) return false;
  return cache.setIfAbsent(`totp-used:${account}:${code.replace(/\s/g, '')}`, '1', USED_TTL_SECONDS);
}
