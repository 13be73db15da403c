import type { Db } from '../../db/client';
import { hashToken, newToken } from '../../lib/crypto';
import { isSessionExpired, needsTouch } from '../../lib/sessions';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { Actor, AuditService } from '../audit/service';
import * as repo from './repo';

const MAX_FAILURES = 5;
const LOCK_MINUTES = 15;

export interface OperatorIdentity { id: number; username: string; merchantCode: string | null }

export function createOperatorService(deps: { db: Db; audit: AuditService; idleMinutes: number; maxHours: number; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  return {
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
      return db.transaction(async (tx) => {
        const row = await repo.setPassword(tx, username, passwordHash);
        if (!row) return false;
        await repo.revokeAllFor(tx, row.id);
        await deps.audit.record(tx, actor, { merchantCode: row.merchantCode, action: 'operator.password.reset', target: `operator:${row.id}`, before: null, after: { username } });
        return true;
      });
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
      const found = await repo.findSession(db, hashToken(token));
      if (!found) throw new AppError('auth.not_logged_in');
      const at = now();
      if (isSessionExpired(found.session, at, deps.idleMinutes) || found.operator.status !== 'active') {
        throw new AppError('auth.token_expired');
      }
      if (needsTouch(found.session, at)) await repo.touchSession(db, found.session.id);
      return { type: 'operator', id: `${found.operator.id}:${found.operator.username}`, ip, merchantCode: found.operator.merchantCode };
    },

    logout: (token: string) => repo.revokeSession(db, hashToken(token)),
  };
}
export type OperatorService = ReturnType<typeof createOperatorService>;
