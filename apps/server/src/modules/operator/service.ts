import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import type { PubSub } from '../../lib/cache';
import { hashToken, newToken } from '../../lib/crypto';
import { isSessionExpired, needsTouch } from '../../lib/sessions';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { Actor, AuditService } from '../audit/service';
import * as repo from './repo';

const MAX_FAILURES = 5;
const LOCK_MINUTES = 15;
/**
 * How long a process trusts a session it has read, without reading it again. Every revocation (logout,
 * password reset) reaches every process at once over pub/sub; this only bounds a message that is lost.
 */
const SESSION_MEMO_MS = 15_000;
const REVOKED_CHANNEL = 'operator-sessions-revoked';

type FoundSession = NonNullable<Awaited<ReturnType<typeof repo.findSession>>>;

export interface OperatorIdentity { id: number; username: string; merchantCode: string | null }

export function createOperatorService(deps: { db: Db; audit: AuditService; pubsub: PubSub; idleMinutes: number; maxHours: number; now?: () => Date }) {
  const { db, pubsub } = deps;
  const now = deps.now ?? (() => new Date());
  // Sessions by token hash, so an operator's calls (the back office, scripts, the wallet benchmark) do not
  // read the session and the operator on every request. Only sessions found are kept: unknown tokens
  // cannot fill it. Expiry is still checked on every call, on the kept times.
  const sessions = new LRUCache<string, FoundSession>({ max: 10_000, ttl: SESSION_MEMO_MS });

  function forget(revoked: { tokenHash?: string; operatorId?: number }) {
    if (revoked.tokenHash) sessions.delete(revoked.tokenHash);
    if (revoked.operatorId !== undefined) {
      for (const [hash, found] of sessions.entries()) if (found.operator.id === revoked.operatorId) sessions.delete(hash);
    }
  }

  /** After the revocation committed: this process forgets at once, the others on the message. */
  async function revoked(what: { tokenHash?: string; operatorId?: number }) {
    forget(what);
    await pubsub.publish(REVOKED_CHANNEL, JSON.stringify(what));
  }

  return {
    /** Listens for revocations made by other processes (API processes, the operator CLI). */
    async start() {
      await pubsub.subscribe(REVOKED_CHANNEL, (message) => {
        try {
          forget(JSON.parse(message) as { tokenHash?: string; operatorId?: number });
        } catch {
          sessions.clear();
        }
      });
    },

    async create(actor: Actor, username: string, password: string, merchantCode: string | null): Promise<OperatorIdentity> {
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const row = await repo.insertOperator(tx, { username, passwordHash, merchantCode });
        if (!row) throw new AppError('operator.username_taken');
        const identity = { id: row.id, username: row.username, merchantCode: row.merchantCode };
        await deps.audit.record(tx, actor, { merchantCode, action: 'operator.create', target: `operator:${row.id}`, before: null, after: identity });
        return identity;
      });
    },

    /** Sets a new password and ends every session of that operator. */
    async resetPassword(actor: Actor, username: string, password: string) {
      const passwordHash = await hashPassword(password);
      const operatorId = await db.transaction(async (tx) => {
        const row = await repo.setPassword(tx, username, passwordHash);
        if (!row) return null;
        await repo.revokeAllFor(tx, row.id);
        await deps.audit.record(tx, actor, { merchantCode: row.merchantCode, action: 'operator.password.reset', target: `operator:${row.id}`, before: null, after: { username } });
        return row.id;
      });
      if (operatorId === null) return false;
      await revoked({ operatorId });
      return true;
    },

    async login(username: string, password: string, ip: string) {
      const op = await repo.findByUsername(db, username);
      if (!op || op.status !== 'active') {
        await verifyPassword(null, password);
        throw new AppError('operator.login_failed');
      }
      if (op.lockedUntil && op.lockedUntil > now()) throw new AppError('operator.locked');
      if (!(await verifyPassword(op.passwordHash, password))) {
        await repo.recordFailure(db, op.id, MAX_FAILURES, new Date(now().getTime() + LOCK_MINUTES * 60_000));
        throw new AppError(op.failedAttempts + 1 >= MAX_FAILURES ? 'operator.locked' : 'operator.login_failed');
      }
      await repo.recordSuccess(db, op.id);
      const { token, hash: tokenHash } = newToken();
      const expiresAt = new Date(now().getTime() + deps.maxHours * 3_600_000);
      await repo.insertSession(db, { operatorId: op.id, tokenHash, ip, expiresAt });
      return { token, expiresAt: expiresAt.toISOString(), operator: { id: op.id, username: op.username, merchantCode: op.merchantCode } };
    },

    async authenticate(token: string | undefined, ip: string): Promise<Actor> {
      if (!token) throw new AppError('auth.not_logged_in');
      const tokenHash = hashToken(token);
      let found = sessions.get(tokenHash);
      if (!found) {
        found = await repo.findSession(db, tokenHash);
        if (!found) throw new AppError('auth.not_logged_in');
        sessions.set(tokenHash, found);
      }
      const at = now();
      if (isSessionExpired(found.session, at, deps.idleMinutes) || found.operator.status !== 'active') {
        sessions.delete(tokenHash);
        throw new AppError('auth.token_expired');
      }
      if (needsTouch(found.session, at)) {
        await repo.touchSession(db, found.session.id);
        found.session.lastSeenAt = at;
      }
      return { type: 'operator', id: `${found.operator.id}:${found.operator.username}`, ip, merchantCode: found.operator.merchantCode };
    },

    async logout(token: string) {
      const tokenHash = hashToken(token);
      await repo.revokeSession(db, tokenHash);
      await revoked({ tokenHash });
    },
  };
}
export type OperatorService = ReturnType<typeof createOperatorService>;
