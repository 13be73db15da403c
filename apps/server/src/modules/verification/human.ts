import crypto from 'node:crypto';
import type { HumanChallenge } from '@platform/contracts';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Cache } from '../../lib/cache';
import { AppError } from '../../lib/errors';

/**
 * Human verification before password login, registration and SMS requests (spec §4 "verification
 * challenge"). Pluggable: the built-in adapter is ALTCHA proof-of-work (altcha-lib), which needs no
 * third party and no tracking; a hosted captcha would be another adapter with the same two calls.
 */
export interface HumanVerifier {
  readonly kind: HumanChallenge['kind'];
  issue(): Promise<HumanChallenge>;
  /** Throws verification.human_required / human_failed; a solved challenge works once. */
  verify(payload: string | undefined): Promise<void>;
}

const TTL_SECONDS = 300;

export interface AltchaOptions {
  hmacSecret: string;
  /**
   * PBKDF2 iterations per attempt. The server checks one attempt and the browser makes about
   * 16^zeros of them, so the work is put in the attempts and each attempt is kept cheap.
   */
  cost: number;
  /** How many leading hex zeros a derived key needs. */
  zeros: number;
  cache: Cache;
}

export function altchaVerifier({ hmacSecret, cost, zeros, cache }: AltchaOptions): HumanVerifier {
  // The key secret is derived so that one stored secret signs both the challenge and derived keys.
  const keySecret = crypto.createHmac('sha256', hmacSecret).update('altcha-key').digest('hex');
  const keyPrefix = '0'.repeat(zeros);
  return {
    kind: 'altcha',
    async issue() {
      const challenge = await createChallenge({
        algorithm: 'PBKDF2/SHA-256', cost, deriveKey, keyPrefix,
        expiresAt: new Date(Date.now() + TTL_SECONDS * 1000),
        hmacSignatureSecret: hmacSecret, hmacKeySignatureSecret: keySecret,
      });
      return { kind: 'altcha', challenge };
    },
    async verify(payload) {
      if (!payload) throw new AppError('verification.human_required');
      let parsed: { challenge?: Challenge; solution?: Solution };
      try {
        parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
      } catch {
        throw new AppError('verification.human_failed');
      }
      if (!parsed?.challenge?.parameters || !parsed.solution) throw new AppError('verification.human_failed');
      // A malformed challenge or solution from the client is a failed check, not a server error.
      const verified = await verifySolution({
        challenge: parsed.challenge, solution: parsed.solution, deriveKey,
        hmacSignatureSecret: hmacSecret, hmacKeySignatureSecret: keySecret,
      }).then((r) => r.verified, () => false);
      if (!verified) throw new AppError('verification.human_failed');
      // Replay protection: the signature names the challenge; it may be spent once while still valid.
      const spent = `human:${parsed.challenge.signature ?? parsed.challenge.parameters.nonce}`;
      if (!(await cache.setIfAbsent(spent, '1', TTL_SECONDS))) throw new AppError('verification.human_failed');
    },
  };
}

/** The adapter when an operator turned the challenge off for a merchant. */
export const noHumanVerifier: HumanVerifier = {
  kind: 'none',
  issue: async () => ({ kind: 'none', challenge: null }),
  verify: async () => {},
};

/** Picks the adapter per merchant: operators can turn the challenge off (feature HUMAN_VERIFICATION). */
export function createHumanVerification(deps: { verifier: HumanVerifier; enabled: (merchantCode: string) => boolean }) {
  const pick = (merchantCode: string) => (deps.enabled(merchantCode) ? deps.verifier : noHumanVerifier);
  return {
    issue: (merchantCode: string) => pick(merchantCode).issue(),
    verify: (merchantCode: string, payload: string | undefined) => pick(merchantCode).verify(payload),
  };
}
export type HumanVerification = ReturnType<typeof createHumanVerification>;
