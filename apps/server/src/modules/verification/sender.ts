import type { Db } from '../../db/client';
import * as repo from './repo';

/**
 * Where codes go. A real SMS gateway or mail service plugs in behind this interface; the development
 * sender writes to the outbox table, which tests and operators read (never players).
 */
export interface MessageSender {
  send(msg: { merchantCode: string; channel: 'sms' | 'email'; destination: string; subject?: string; body: string }): Promise<void>;
}

export function outboxSender(db: Db): MessageSender {
  return {
    send: (msg) => repo.insertOutbox(db, { ...msg, subject: msg.subject ?? null }),
  };
}
