import type { Db } from '../../db/client';
import * as repo from './repo';

export type Channel = 'sms' | 'email';
export interface OutgoingMessage { merchantCode: string; channel: Channel; destination: string; subject?: string; body: string }

/**
 * Where codes and links go (decision 0030): SMTP for e-mail, an SMS gateway for texts, or the
 * development outbox that tests and all-merchant operators read (never players).
 */
export interface MessageSender {
  /**
   * Whether the channel has anywhere to go at all. Asked before a code is recorded, so an unknown
   * number or address meets the same refusal as a known one.
   */
  available(channel: Channel): boolean;
  /** Hands the message over; a refusal or a timeout of the mail server or gateway is a DeliveryError. */
  send(msg: OutgoingMessage): Promise<void>;
}

/** The mail server or gateway did not take the message; the text (for the audit log) never reaches the player. */
export class DeliveryError extends Error {
  override name = 'DeliveryError';
}

export function outboxSender(db: Db): MessageSender {
  return {
    available: () => true,
    send: (msg) => repo.insertOutbox(db, { ...msg, subject: msg.subject ?? null }),
  };
}
