import type { Env } from '../../lib/env';
import { DeliveryError, type MessageSender } from './sender';

/** What every SMS gateway adapter is configured with (SMS_* variables; decision 0030). */
export interface SmsGatewayConfig {
  /** The provider's API base; undefined: the adapter's own public one. */
  baseUrl: string | undefined;
  accountId: string;
  authToken: string;
  /** A sender number (E.164) or the provider's sender id. */
  from: string;
  timeoutMs: number;
}

/** An adapter sends one text to one E.164 number, or throws DeliveryError. */
export type SmsGateway = (cfg: SmsGatewayConfig) => { send(to: string, body: string): Promise<void> };

type GatewayName = NonNullable<Env['SMS_GATEWAY']>;

/**
 * Twilio Programmable Messaging: POST {base}/2010-04-01/Accounts/{AccountSid}/Messages.json, form
 * fields To, From (or MessagingServiceSid for an MG… sid) and Body, HTTP Basic AccountSid:AuthToken.
 * Accepted is 201 with the message's `sid`; a refusal is JSON `{ code, message, status }`.
 */
export const twilioGateway: SmsGateway = (cfg) => {
  const base = (cfg.baseUrl ?? 'https://api.twilio.com').replace(/\/+$/, '');
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(cfg.accountId)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${cfg.accountId}:${cfg.authToken}`).toString('base64')}`;
  const senderField = /^MG[0-9a-f]{32}$/i.test(cfg.from) ? 'MessagingServiceSid' : 'From';
  return {
    async send(to, body) {
      const form = new URLSearchParams({ To: to, [senderField]: cfg.from, Body: body });
      const res = await postForm(url, authorization, form, cfg.timeoutMs);
      const json = await res.json().catch(() => null) as { sid?: unknown; code?: unknown; message?: unknown } | null;
      if (res.status !== 201 || typeof json?.sid !== 'string') {
        throw new DeliveryError(`twilio HTTP ${res.status}${json?.code ? ` code ${String(json.code)}` : ''}: ${typeof json?.message === 'string' ? json.message : 'no message id'}`.slice(0, 500));
      }
    },
  };
};

/** One adapter per SMS_GATEWAY value: another provider is one more entry (and one more value in env.ts). */
export const smsGateways: Record<GatewayName, SmsGateway> = { twilio: twilioGateway };

/** `66-812345678` (how numbers are stored: dialing code, dash, national number without its 0) → `+66812345678`. */
export function toE164(destination: string): string {
  const m = /^(\d{1,4})-0*(\d{4,14})$/.exec(destination);
  if (!m) throw new DeliveryError('the destination is not a <dialing code>-<number> phone number');
  return `+${m[1]}${m[2]}`;
}

export function smsGatewaySender(name: GatewayName, cfg: SmsGatewayConfig): MessageSender {
  const gateway = smsGateways[name](cfg);
  return {
    available: (channel) => channel === 'sms',
    async send(msg) {
      if (msg.channel !== 'sms') throw new DeliveryError(`the SMS gateway cannot send ${msg.channel}`);
      await gateway.send(toE164(msg.destination), msg.body);
    },
  };
}

/** A form POST with a deadline; a network failure or the deadline is a DeliveryError like a refusal. */
async function postForm(url: string, authorization: string, form: URLSearchParams, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    const e = err as Error;
    throw new DeliveryError(e.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : `request failed: ${e.message}`);
  }
}
