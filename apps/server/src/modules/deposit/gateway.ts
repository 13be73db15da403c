import crypto from 'node:crypto';
import type { Language } from '@platform/contracts';
import { z } from 'zod';
import { formatAmount, parseAmount } from '../../lib/money';

/** What our side asks a gateway for: one payment of a deposit. */
export interface PaymentRequest {
  merchantCode: string;
  depositId: number;
  /** Minor units. */
  amount: bigint;
  currency: string;
  /** Where the gateway sends the player back after paying or cancelling. */
  returnUrl: string;
  /** Where the gateway posts its server-to-server result. */
  callbackUrl: string;
  /** The player's language: hosted pages are shown in it. */
  language: Language;
}

/** A gateway's server-to-server result, once its signature checked out. */
export interface PaymentResult {
  merchantCode: string;
  paymentId: string;
  /** Minor units, as the gateway says it was paid. */
  amount: bigint;
  currency: string;
  status: 'success' | 'failed';
}

export type CallbackCheck = 'ok' | 'bad_signature' | 'stale';

/**
 * A payment gateway adapter. Real gateways (card, e-wallet, QR) differ in their fields and
 * signatures; the deposit service only needs these three steps.
 */
export interface PaymentGateway {
  readonly code: string;
  /** Registers the payment with the gateway; the player is sent to `redirectUrl` to pay. */
  createPayment(req: PaymentRequest): Promise<{ paymentId: string; redirectUrl: string }>;
  /** The merchant a callback claims to be for, its payment and amounts; null when the body is not the gateway's format. */
  parseCallback(rawBody: string): PaymentResult | null;
  /** Signature (over the exact raw body) and timestamp window. */
  verifyCallback(merchantCode: string, rawBody: string, headers: Record<string, string | string[] | undefined>, now: Date): Promise<CallbackCheck>;
}

export const SIM_SIGNATURE_HEADER = 'x-paysim-signature';
export const SIM_TIMESTAMP_HEADER = 'x-paysim-timestamp';
/** A callback older or newer than this is refused, so a captured one cannot be replayed later. */
export const CALLBACK_WINDOW_SECONDS = 300;

const simCallback = z.object({
  merchantCode: z.string().min(1).max(32),
  paymentId: z.string().min(1).max(100),
  amount: z.string().max(40),
  currency: z.string().min(1).max(10),
  status: z.enum(['success', 'failed']),
});

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/** HMAC-SHA256 over `<timestamp>.<raw body>`, hex: the timestamp is signed, so it cannot be refreshed by a replayer. */
export function simSignature(secret: string, timestamp: string, rawBody: string) {
  return crypto.createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** The order a pay-sim page shows: what the gateway was asked for, sealed so the page cannot be edited. */
/** `lng`: the page's language (orders sealed before it existed have none: EN). */
export interface SimOrder { m: string; pid: string; amt: string; cur: string; cb: string; ret: string; lng?: Language }

/**
 * The built-in stand-in gateway ("pay-sim"), working as hosted-page gateways do: createPayment
 * answers a URL of its pay page (served by this server under /pay-sim, see pay-sim-routes.ts); the
 * customer presses pay or cancel there; it then posts a signed callback (per-merchant secret, HMAC
 * over timestamp and raw body) to our callback endpoint and sends the customer back.
 */
export function paySimGateway(deps: {
  /** The per-merchant callback secret both sides know. */
  merchantSecret: (merchantCode: string) => Promise<string>;
  /** The gateway's own key for sealing orders into pay-page URLs. */
  orderKey: () => Promise<string>;
}): PaymentGateway & { sealOrder(o: SimOrder): Promise<string>; openOrder(token: string): Promise<SimOrder | null> } {
  const seal = async (payload: string) => crypto.createHmac('sha256', await deps.orderKey()).update(payload).digest('base64url');
  const gateway = {
    code: 'PAYSIM',
    async sealOrder(o: SimOrder) {
      const payload = Buffer.from(JSON.stringify(o)).toString('base64url');
      return `${payload}.${await seal(payload)}`;
    },
    async openOrder(token: string): Promise<SimOrder | null> {
      const [payload, mac] = token.split('.');
      if (!payload || !mac || token.length > 4000) return null;
      const expected = await seal(payload);
      if (mac.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(mac), Buffer.from(expected))) return null;
      try {
        return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SimOrder;
      } catch {
        return null;
      }
    },
    async createPayment(req: PaymentRequest) {
      const paymentId = `SIM${req.depositId}-${crypto.randomBytes(6).toString('hex')}`;
      const order = await gateway.sealOrder({ m: req.merchantCode, pid: paymentId, amt: formatAmount(req.amount), cur: req.currency, cb: req.callbackUrl, ret: req.returnUrl, lng: req.language });
      // The stand-in is hosted by this server, so its pages live at the same origin as our callback.
      return { paymentId, redirectUrl: `${new URL(req.callbackUrl).origin}/pay-sim/checkout?order=${encodeURIComponent(order)}` };
    },
    parseCallback(rawBody: string): PaymentResult | null {
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return null;
      }
      const parsed = simCallback.safeParse(json);
      if (!parsed.success) return null;
      const amount = parseAmount(parsed.data.amount);
      if (amount === null || amount <= 0n) return null;
      return { ...parsed.data, amount };
    },
    async verifyCallback(merchantCode: string, rawBody: string, headers: Record<string, string | string[] | undefined>, now: Date): Promise<CallbackCheck> {
      const timestamp = header(headers, SIM_TIMESTAMP_HEADER) ?? '';
      const signature = header(headers, SIM_SIGNATURE_HEADER) ?? '';
      if (!/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) return 'bad_signature';
      const expected = simSignature(await deps.merchantSecret(merchantCode), timestamp, rawBody);
      if (!crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) return 'bad_signature';
      return Math.abs(now.getTime() / 1000 - Number(timestamp)) > CALLBACK_WINDOW_SECONDS ? 'stale' : 'ok';
    },
  };
  return gateway;
}
