import crypto from 'node:crypto';
import type { Db } from '../../db/client';
import type { Actor, AuditService } from '../audit/service';
import { AppError } from '../../lib/errors';
import { DeliveryError, type MessageSender } from './sender';
import * as repo from './repo';

/** Spec §9: resend after minutes × 60 s; repeated requests beyond the limit wait 5 minutes. */
const EXPIRES_MINUTES = 5;
const RESEND_AFTER_MINUTES = 1;
const MAX_PER_WINDOW = 3;
const WINDOW_MS = 5 * 60_000;
const MAX_ATTEMPTS = 5;

export interface CodeTarget { merchantCode: string; channel: 'sms' | 'email'; purpose: string; destination: string }

const hashCode = (target: CodeTarget, code: string) =>
  crypto.createHash('sha256').update(`${target.merchantCode}|${target.channel}|${target.purpose}|${target.destination}|${code}`).digest('hex');

/** One-time codes: six digits, hashed at rest, expiring, single use, a few attempts each. */
export function createCodeService(deps: { db: Db; sender: MessageSender; audit?: AuditService; now?: () => Date }) {
  const { db, sender } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /**
     * Sends a new code; returns the minutes the popup waits before offering to resend. With `deliver`
     * false the code is recorded but not sent (an unregistered number asking for a login code), so the
     * answer and its limits are the same whether the number is known or not.
     */
    async send(
      target: CodeTarget, text: (code: string, minutes: number) => string, ip: string, deliver = true,
      opts: { code?: string; expiresMinutes?: number; subject?: string } = {},
    ): Promise<{ expiredMinutes: number }> {
      // Before anything is recorded: an unregistered number or address meets the same refusal.
      if (!sender.available(target.channel)) throw new AppError('verification.channel_unavailable');
      const at = now();
      const last = await repo.latest(db, target);
      if (last && at.getTime() - last.createdAt.getTime() < RESEND_AFTER_MINUTES * 60_000) throw new AppError('verification.wait');
      if ((await repo.countSince(db, target, new Date(at.getTime() - WINDOW_MS))) >= MAX_PER_WINDOW) throw new AppError('verification.too_many');
      const code = opts.code ?? crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
      const minutes = opts.expiresMinutes ?? EXPIRES_MINUTES;
      // Recorded before it is sent: the row is what the resend wait and the window count.
      const id = await repo.insertCode(db, { ...target, codeHash: hashCode(target, code), ip, createdAt: at, expiresAt: new Date(at.getTime() + minutes * 60_000) });
      const actor = { type: 'system' as const, id: 'verification', ip, merchantCode: target.merchantCode };
      const auditTarget = `${target.channel}:${target.destination}`;
      if (deliver) {
        try {
          await sender.send({ merchantCode: target.merchantCode, channel: target.channel, destination: target.destination, subject: opts.subject, body: text(code, minutes) });
        } catch (err) {
          // Nobody received it: the row goes, so the player may ask again at once (no resend wait).
          await repo.deleteCode(db, id);
          if (!(err instanceof DeliveryError)) throw err;
          // The gateway's reason is for operators (audit log), never for the player.
          await deps.audit?.record(db, actor, { merchantCode: target.merchantCode, action: 'verification.code.failed', target: auditTarget, before: null, after: { purpose: target.purpose, reason: err.message } });
          throw new AppError('verification.channel_unavailable');
        }
      }
      // Who asked for a code to where, and whether it went out (an unregistered number's is not sent).
      await deps.audit?.record(db, actor, { merchantCode: target.merchantCode, action: 'verification.code.sent', target: auditTarget, before: null, after: { purpose: target.purpose, delivered: deliver } });
      return { expiredMinutes: RESEND_AFTER_MINUTES };
    },

    /**
     * The development outbox, newest first. It holds every merchant's players' codes and reset links,
     * so only an operator over every merchant reads it (decision 0030).
     */
    async outbox(actor: Actor, destination?: string) {
      if (actor.merchantCode !== null) throw new AppError('auth.forbidden');
      return repo.listOutbox(db, destination, 50);
    },

    /** Spends the code when it matches. Wrong tries count even though the caller then fails. */
    async consume(target: CodeTarget, code: string): Promise<void> {
      const at = now();
      const matched = await db.transaction(async (tx) => {
        const live = await repo.liveCodeForUpdate(tx, target, at);
        if (!live || live.attempts >= MAX_ATTEMPTS) return false;
        const matches = crypto.timingSafeEqual(Buffer.from(live.codeHash), Buffer.from(hashCode(target, code.trim())));
        await repo.markAttempt(tx, live.id, live.attempts + 1, matches ? at : null);
        await deps.audit?.record(tx, { type: 'system', id: 'verification', ip: null, merchantCode: target.merchantCode }, {
          merchantCode: target.merchantCode, action: matches ? 'verification.code.used' : 'verification.code.wrong', target: `${target.channel}:${target.destination}`,
          before: null, after: { purpose: target.purpose, attempt: live.attempts + 1 },
        });
        return matches;
      });
      if (!matched) throw new AppError('verification.code_invalid');
    },
  };
}
export type CodeService = ReturnType<typeof createCodeService>;
