import crypto from 'node:crypto';

/** A signed call older or newer than this is refused (replays of captured requests, skewed clocks). */
export const SIGNATURE_WINDOW_MS = 5 * 60 * 1000;

/** hex HMAC-SHA256 over "<timestamp>.<raw body>" with the vendor's secret (the provider signs the same way). */
export function providerSignature(secret: string, timestamp: string, rawBody: string): string {
  return crypto.createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/**
 * Each simulated vendor has its own secret, derived from one master secret the simulator process is
 * given when spawned: a leaked vendor secret signs for that vendor only.
 */
export function vendorSecret(master: string, vendorCode: string): string {
  return crypto.createHmac('sha256', master).update(`vendor:${vendorCode}`).digest('hex');
}

export type SignatureCheck = 'ok' | 'bad_signature' | 'stale';

export function verifySignature(secret: string, rawBody: string, timestamp: string | undefined, signature: string | undefined, now: number): SignatureCheck {
  if (!timestamp || !signature || !/^\d{1,16}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) return 'bad_signature';
  const expected = Buffer.from(providerSignature(secret, timestamp, rawBody), 'hex');
  // Checked before the clock, so an unsigned caller learns nothing about the window.
  if (!crypto.timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'bad_signature';
  if (Math.abs(now - Number(timestamp)) > SIGNATURE_WINDOW_MS) return 'stale';
  return 'ok';
}
