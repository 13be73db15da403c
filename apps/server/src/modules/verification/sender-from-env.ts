import type { Db } from '../../db/client';
import { standInsOn, type Env } from '../../lib/env';
import { DeliveryError, outboxSender, type Channel, type MessageSender } from './sender';
import { smsGatewaySender } from './sms-gateways';
import { smtpSender } from './smtp-sender';

export type Route = 'smtp' | 'gateway' | 'outbox' | 'none';
export type SenderEnv = Pick<Env, 'NODE_ENV' | 'STAND_INS' | 'SMTP_URL' | 'SMS_GATEWAY'>;

/**
 * Which sender serves each channel. The outbox is a stand-in: in production it serves a channel only
 * when STAND_INS=on (staging); otherwise a channel with no real sender is `none` and refuses to send.
 */
export function channelRoutes(env: SenderEnv): Record<Channel, Route> {
  const fallback: Route = standInsOn(env) ? 'outbox' : 'none';
  return { email: env.SMTP_URL ? 'smtp' : fallback, sms: env.SMS_GATEWAY ? 'gateway' : fallback };
}

/** The lines boot prints about senders: production channels that cannot send, or that only reach the outbox. */
export function senderWarnings(env: SenderEnv): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const routes = channelRoutes(env);
  const lines: string[] = [];
  if (routes.email === 'none') lines.push('⚠ No e-mail sender: SMTP_URL is not set, so e-mail codes and password-reset links are refused (verification.channel_unavailable).');
  if (routes.sms === 'none') lines.push('⚠ No SMS sender: SMS_GATEWAY is not set, so SMS codes are refused (verification.channel_unavailable).');
  if (routes.email === 'outbox') lines.push('⚠ E-mail goes to the development outbox (STAND_INS=on): no player receives it.');
  if (routes.sms === 'outbox') lines.push('⚠ SMS goes to the development outbox (STAND_INS=on): no player receives it.');
  return lines;
}

/** The sender the platform runs with, per channel as channelRoutes says; `warn` gets senderWarnings once. */
export function messageSenderFromEnv(env: Env, db: Db, opts: { warn: (line: string) => void }): MessageSender {
  const routes = channelRoutes(env);
  for (const line of senderWarnings(env)) opts.warn(line);
  const outbox = outboxSender(db);
  const senders: Record<Channel, MessageSender | null> = {
    email: routes.email === 'smtp' ? smtpSender({ url: env.SMTP_URL!, from: env.MAIL_FROM!, timeoutMs: env.SENDER_TIMEOUT_MS }) : routes.email === 'outbox' ? outbox : null,
    sms: routes.sms === 'gateway'
      ? smsGatewaySender(env.SMS_GATEWAY!, { baseUrl: env.SMS_GATEWAY_URL, accountId: env.SMS_ACCOUNT_ID!, authToken: env.SMS_AUTH_TOKEN!, from: env.SMS_FROM!, timeoutMs: env.SENDER_TIMEOUT_MS })
      : routes.sms === 'outbox' ? outbox : null,
  };
  return {
    available: (channel) => senders[channel] !== null,
    async send(msg) {
      const sender = senders[msg.channel];
      if (!sender) throw new DeliveryError(`no ${msg.channel} sender is configured`);
      await sender.send(msg);
    },
  };
}
