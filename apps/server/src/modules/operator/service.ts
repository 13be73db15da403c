import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import { TEAM_ROLES, operatorPermissions, roleAllows, type OperatorLoginResponse, type OperatorEntry, type OperatorMe, type OperatorRole, type OperatorSessionEntry } from '@platform/contracts';
import { clearAttempts, reserveAttempt } from '../../lib/attempts';
import type { Cache, PubSub } from '../../lib/cache';
import { hashToken, newToken } from '../../lib/crypto';
import { isSessionExpired, needsTouch } from '../../lib/sessions';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { OPERATOR_PASSWORD_MIN_LENGTH, passwordProblem } from '../../lib/password-policy';
import type { Actor, AuditService } from '../audit/service';
import { PASSWORD_BUDGET, passwordBudgetKey, totpBudgetKey } from './budgets';
import * as repo from './repo';
import * as teamRepo from './team-repo';
import type { TeamTarget } from './team-repo';

/**
 * How long a process trusts a session it has read, without reading it again. Every revocation (logout,
 * password reset) reaches every process at once over pub/sub; this only bounds a message that is lost.
 */
const SESSION_MEMO_MS = 15_000;
const REVOKED_CHANNEL = 'operator-sessions-revoked';

/** A session as read, with the team of an operator bound to one (decision 0053), read along with it. */
type FoundSession = NonNullable<Awaited<ReturnType<typeof repo.findSession>>> & { team: Awaited<ReturnType<typeof teamRepo.teamOf>> | null };

export interface OperatorIdentity { id: number; username: string; merchantCode: string | null; role: OperatorRole; owner: boolean }

export const identityOf = (row: repo.OperatorRow): OperatorIdentity => ({ id: row.id, username: row.username, merchantCode: row.merchantCode, role: row.role, owner: row.role === 'owner' });

const teamEntry = (agentId: number | null, names: Map<number, string>) => (agentId === null ? null : { agentId, agentUsername: names.get(agentId) ?? '' });

const entryOf = (r: repo.OperatorRow, names: Map<number, string>): OperatorEntry => ({
  id: r.id, username: r.username, merchantCode: r.merchantCode, role: r.role, team: teamEntry(r.agentId, names), status: r.status, totpEnabled: r.totpEnabledAt !== null,
  lastLoginAt: r.lastLoginAt?.toISOString() ?? null, createdAt: r.createdAt.toISOString(),
});

/** Operators: at least 12 characters, not a common password, not the username (decision 0033). */
function assertOperatorPassword(username: string, password: string) {
  const rule = passwordProblem(password, { username, minLength: OPERATOR_PASSWORD_MIN_LENGTH });
  if (rule) throw new AppError('operator.password_weak', { rule, minLength: OPERATOR_PASSWORD_MIN_LENGTH });
}

/** The operator id an operator actor carries (`<id>:<username>`, as `authenticate` builds it). */
export function operatorIdOf(actor: Actor): number | null {
  return actor.type === 'operator' ? Number(actor.id.split(':')[0]) : null;
}

export function createOperatorService(deps: { db: Db; audit: AuditService; pubsub: PubSub; cache: Cache; idleMinutes: number; maxHours: number; now?: () => Date }) {
  const { db, pubsub, cache } = deps;
  const now = deps.now ?? (() => new Date());
  // Sessions by token hash, so an operator's calls (the back office, scripts, the wallet benchmark) do not
  // read the session and the operator on every request. Only sessions found are kept: unknown tokens
  // cannot fill it. Expiry is still checked on every call, on the kept times.
  const sessions = new LRUCache<string, FoundSession>({ max: 10_000, ttl: SESSION_MEMO_MS });
  const idleSince = (at: Date) => new Date(at.getTime() - deps.idleMinutes * 60_000);

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

    /**
     * The first operator of a site is an owner whatever is asked (someone must be able to create the
     * rest); later ones take the role given. An operator bound to a merchant creates operators of that
     * merchant only (decision 0044).
     */
    async create(actor: Actor, username: string, password: string, merchantCode: string | null, opts: { role?: OperatorRole; publishedDemo?: boolean; agentUsername?: string | null } = {}): Promise<OperatorIdentity> {
      if (actor.merchantCode !== null && merchantCode !== actor.merchantCode) throw new AppError('auth.forbidden');
      let agentId: number | null = null;
      if (opts.agentUsername) {
        // A team lies within one merchant, and only the roles with team work can be narrowed to one.
        if (merchantCode === null) throw new AppError('operator.team_needs_merchant');
        if (!opts.role || !TEAM_ROLES.includes(opts.role)) throw new AppError('operator.team_role');
        const agent = await teamRepo.findAgent(db, merchantCode, opts.agentUsername);
        if (!agent) throw new AppError('operator.agent_not_found');
        agentId = agent.id;
      }
      // The demo seed's published password (never in production, ARCHITECTURE §7) is the one exception.
      if (!opts.publishedDemo) assertOperatorPassword(username, password);
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const role = (await repo.countOperators(tx)) === 0 ? 'owner' : opts.role;
        if (!role) throw new AppError('system.invalid_input', { field: 'role' });
        const row = await repo.insertOperator(tx, { username, passwordHash, merchantCode, role, agentId });
        if (!row) throw new AppError('operator.username_taken');
        const identity = identityOf(row);
        await deps.audit.record(tx, actor, { merchantCode, action: 'operator.create', target: `operator:${row.id}`, before: null, after: { ...identity, agentId } });
        return identity;
      });
    },

    /** The operators an owner reaches (all, or its merchant's), for the back office. */
    async list(actor: Actor): Promise<OperatorEntry[]> {
      const rows = await repo.listOperators(db, actor.merchantCode);
      const names = await teamRepo.agentNames(db, [...new Set(rows.flatMap((r) => (r.agentId === null ? [] : [r.agentId])))]);
      return rows.map((r) => entryOf(r, names));
    },

    async entry(id: number): Promise<OperatorEntry> {
      const row = await repo.findById(db, id);
      if (!row) throw new AppError('operator.not_found');
      return entryOf(row, await teamRepo.agentNames(db, row.agentId === null ? [] : [row.agentId]));
    },

    /**
     * For a team-bound operator, refuses a route whose `:id` names something outside its team (decision
     * 0053), with the same answer as a route it may not use: it learns nothing of the rest of the merchant.
     */
    async checkTeamTarget(actor: Actor, target: TeamTarget, id: string | undefined): Promise<void> {
      if (id !== undefined && !(await this.teamHolds(actor, target, id))) throw new AppError('auth.forbidden');
    },

    /** Whether what `id` names lies within the actor's team; true for an actor bound to no team. */
    async teamHolds(actor: Actor, target: TeamTarget, id: string): Promise<boolean> {
      if (!actor.team || actor.merchantCode === null) return true;
      return teamRepo.inTeam(db, actor.team, actor.merchantCode, target, id);
    },

    /** Disables or re-enables another operator; disabling ends its sessions at once. Audited. */
    async setStatus(actor: Actor, username: string, status: 'active' | 'disabled') {
      const target = await repo.findByUsername(db, username);
      if (!target || (actor.merchantCode !== null && target.merchantCode !== actor.merchantCode)) throw new AppError('operator.not_found');
      if (actor.type === 'operator' && target.id === operatorIdOf(actor)) throw new AppError('auth.forbidden');
      await db.transaction(async (tx) => {
        // The site keeps an active owner who reaches every merchant (as a role change does, decision 0045).
        if (status === 'disabled' && target.role === 'owner' && target.merchantCode === null && target.status === 'active') {
          const owners = await repo.lockUnboundOwners(tx);
          if (!owners.some((o) => o.id !== target.id)) throw new AppError('operator.last_owner');
        }
        await repo.setStatus(tx, target.id, status);
        if (status === 'disabled') await repo.revokeAllFor(tx, target.id);
        await deps.audit.record(tx, actor, { merchantCode: target.merchantCode, action: 'operator.status', target: `operator:${target.id}`, before: { status: target.status }, after: { status } });
      });
      if (status === 'disabled') await revoked({ operatorId: target.id });
    },

    /** Sets a new password, ends every session of that operator, forgets its browsers and lifts its login budget. */
    async resetPassword(actor: Actor, username: string, password: string) {
      assertOperatorPassword(username, password);
      const passwordHash = await hashPassword(password);
      const operatorId = await db.transaction(async (tx) => {
        const row = await repo.setPassword(tx, username, passwordHash);
        if (!row) return null;
        await repo.revokeAllFor(tx, row.id);
        await repo.forgetDevices(tx, row.id);
        await deps.audit.record(tx, actor, { merchantCode: row.merchantCode, action: 'operator.password.reset', target: `operator:${row.id}`, before: null, after: { username } });
        return row.id;
      });
      if (operatorId === null) return false;
      await clearAttempts(cache, passwordBudgetKey(username));
      await revoked({ operatorId });
      return true;
    },

    /**
     * The signed-in operator's own new password: the old one is checked under a budget reserved before
     * the check (5 per 15 minutes, decision 0029), the new one against the operator policy; every session
     * of the operator ends (it logs in again with the new one). Audited.
     */
    async changeOwnPassword(actor: Actor, body: { oldPassword: string; newPassword: string }) {
      const op = await repo.findById(db, operatorIdOf(actor)!);
      if (!op) throw new AppError('auth.not_logged_in');
      const reservation = await reserveAttempt(cache, { key: `op-password:${op.id}`, ...PASSWORD_BUDGET });
      if (!reservation.allowed) throw new AppError('security.too_many_attempts');
      if (!(await verifyPassword(op.passwordHash, body.oldPassword))) {
        await reservation.failed();
        throw new AppError('operator.password_wrong');
      }
      await reservation.release();
      assertOperatorPassword(op.username, body.newPassword);
      const passwordHash = await hashPassword(body.newPassword);
      await db.transaction(async (tx) => {
        await repo.setPassword(tx, op.username, passwordHash);
        await repo.revokeAllFor(tx, op.id);
        await deps.audit.record(tx, actor, { merchantCode: op.merchantCode, action: 'operator.password.change', target: `operator:${op.id}`, before: null, after: null });
      });
      await revoked({ operatorId: op.id });
    },

    /**
     * An owner (or the CLI) removes another operator's authenticator after a lost phone: its recovery
     * codes and trusted browsers go too and its sessions end; its next login enrols again. Audited.
     */
    async resetTotp(actor: Actor, username: string) {
      if (actor.type === 'operator' && !(actor.role && roleAllows(actor.role, 'operators.manage'))) throw new AppError('auth.forbidden');
      const target = await repo.findByUsername(db, username);
      // An owner bound to one merchant reaches only that merchant's operators; others do not exist for it.
      if (!target || (actor.merchantCode !== null && target.merchantCode !== actor.merchantCode)) throw new AppError('operator.not_found');
      if (actor.type === 'operator' && target.id === operatorIdOf(actor)) throw new AppError('auth.forbidden');
      await db.transaction(async (tx) => {
        await repo.clearTotp(tx, target.id);
        await repo.revokeAllFor(tx, target.id);
        await deps.audit.record(tx, actor, {
          merchantCode: target.merchantCode, action: 'operator.totp.reset', target: `operator:${target.id}`,
          before: { totpEnabled: target.totpEnabledAt !== null }, after: { totpEnabled: false },
        });
      });
      await clearAttempts(cache, totpBudgetKey(target.id, null));
      await revoked({ operatorId: target.id });
    },

    /** The end of every successful login: a session, the last-login time and an audit row. */
    async startSession(op: repo.OperatorRow, ip: string, via: 'password' | 'totp' | 'recovery' | 'enrol'): Promise<OperatorLoginResponse> {
      const { token, hash: tokenHash } = newToken();
      const at = now();
      const expiresAt = new Date(at.getTime() + deps.maxHours * 3_600_000);
      await db.transaction(async (tx) => {
        await repo.insertSession(tx, { operatorId: op.id, tokenHash, ip, expiresAt });
        await repo.recordLogin(tx, op.id, at);
        await deps.audit.record(tx, { type: 'operator', id: `${op.id}:${op.username}`, ip, merchantCode: op.merchantCode }, {
          merchantCode: op.merchantCode, action: 'operator.login', target: `operator:${op.id}`, before: null, after: { via },
        });
      });
      return { token, expiresAt: expiresAt.toISOString(), step: null, ticket: null, operator: identityOf(op), passwordChange: false };
    },

    /** `touch: false` checks without counting as activity (a live stream's heartbeat must not keep an idle session alive). */
    async authenticate(token: string | undefined, ip: string, opts: { touch?: boolean } = {}): Promise<Actor> {
      if (!token) throw new AppError('auth.not_logged_in');
      const tokenHash = hashToken(token);
      let found = sessions.get(tokenHash);
      if (!found) {
        const row = await repo.findSession(db, tokenHash);
        if (!row) throw new AppError('auth.not_logged_in');
        // Read with the session and kept as long: an agent moved in the tree is seen within SESSION_MEMO_MS.
        const team = row.operator.agentId === null ? null : (await teamRepo.teamOf(db, row.operator.agentId)) ?? null;
        found = { ...row, team };
        sessions.set(tokenHash, found);
      }
      const at = now();
      if (isSessionExpired(found.session, at, deps.idleMinutes) || found.operator.status !== 'active') {
        sessions.delete(tokenHash);
        throw new AppError('auth.token_expired');
      }
      if (opts.touch !== false && needsTouch(found.session, at)) {
        await repo.touchSession(db, found.session.id);
        found.session.lastSeenAt = at;
      }
      const team = found.team && { agentId: found.team.agentId, prefix: found.team.prefix };
      return { type: 'operator', id: `${found.operator.id}:${found.operator.username}`, ip, merchantCode: found.operator.merchantCode, role: found.operator.role, team };
    },

    /** The signed-in operator as the back office shows it. */
    async me(actor: Actor): Promise<OperatorMe> {
      const op = await repo.findById(db, operatorIdOf(actor)!);
      if (!op) throw new AppError('auth.not_logged_in');
      const names = await teamRepo.agentNames(db, op.agentId === null ? [] : [op.agentId]);
      return { ...identityOf(op), team: teamEntry(op.agentId, names), permissions: operatorPermissions(op.role, op.agentId !== null), totpEnabled: op.totpEnabledAt !== null };
    },

    /** The calling operator's own live sessions; `token` marks the one asking. */
    async listSessions(actor: Actor, token: string): Promise<OperatorSessionEntry[]> {
      const at = now();
      const currentHash = hashToken(token);
      const rows = await repo.listLiveSessions(db, operatorIdOf(actor)!, at, idleSince(at));
      return rows.map((r) => ({
        id: r.id, createdAt: r.createdAt.toISOString(), lastSeenAt: r.lastSeenAt.toISOString(), ip: r.ip,
        expiresAt: r.expiresAt.toISOString(), current: r.tokenHash === currentHash,
      }));
    },

    /** Ends one of the calling operator's own sessions (another browser left signed in). Audited. */
    async revokeSession(actor: Actor, sessionId: number) {
      const operatorId = operatorIdOf(actor)!;
      const at = now();
      const tokenHash = await db.transaction(async (tx) => {
        const row = await repo.revokeLiveSession(tx, operatorId, sessionId, at, idleSince(at));
        if (!row) return null;
        await deps.audit.record(tx, actor, { merchantCode: actor.merchantCode, action: 'operator.session.revoke', target: `operator:${operatorId}`, before: null, after: { sessionId } });
        return row.tokenHash;
      });
      // Someone else's session, a revoked or an expired one: all "not found", so ids tell nothing.
      if (tokenHash === null) throw new AppError('operator.session_not_found');
      await revoked({ tokenHash });
    },

    /** After a transaction elsewhere revoked an operator's sessions (a role change's approval): every process forgets them. */
    forgetSessionsOf: (operatorId: number) => revoked({ operatorId }),

    async logout(token: string) {
      const tokenHash = hashToken(token);
      await repo.revokeSession(db, tokenHash);
      await revoked({ tokenHash });
    },
  };
}
export type OperatorService = ReturnType<typeof createOperatorService>;
