import nodemailer from 'nodemailer';
import { DeliveryError, type MessageSender } from './sender';

/**
 * E-mail over SMTP with nodemailer (decision 0030). `url` is `smtps://user:pass@host:465` (TLS from the
 * first byte) or `smtp://user:pass@host:587` (STARTTLS when the server offers it); nodemailer reads
 * further options from its query string. One connection per message: codes and reset links are few,
 * and a pool would hold idle sockets that servers drop anyway.
 */
export function smtpSender(cfg: { url: string; from: string; timeoutMs: number }): MessageSender {
  const transport = nodemailer.createTransport({
    url: cfg.url,
    // Each phase gets the same bound, so a silent server cannot hold the player's request.
    connectionTimeout: cfg.timeoutMs, greetingTimeout: cfg.timeoutMs, socketTimeout: cfg.timeoutMs,
  }, { from: cfg.from });
  return {
    available: (channel) => channel === 'email',
    async send(msg) {
      if (msg.channel !== 'email') throw new DeliveryError(`the SMTP sender cannot send ${msg.channel}`);
      try {
        await transport.sendMail({ to: msg.destination, subject: msg.subject ?? firstLine(msg.body), text: msg.body });
      } catch (err) {
        const e = err as { code?: string; responseCode?: number; message?: string };
        // Never the URL: it carries the SMTP password.
        throw new DeliveryError(`smtp ${e.code ?? 'error'}${e.responseCode ? ` ${e.responseCode}` : ''}: ${e.message ?? String(err)}`.slice(0, 500));
      }
    },
  };
}

const firstLine = (text: string) => text.split('\n', 1)[0]!.slice(0, 78);
