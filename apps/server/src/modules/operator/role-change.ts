import { OPERATOR_ROLES, TEAM_ROLES, type OperatorRole } from '@platform/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { ApprovalKindHandler, ApprovalRow } from '../approvals/service';
import type { Actor, AuditService } from '../audit/service';
import * as repo from './repo';
import { operatorIdOf } from './service';

/** What the role route asks for (already validated by its schema). */
export interface RoleChangeInput { username: string; role: OperatorRole }
interface RolePayload { operatorId: number; username: string; role: OperatorRole }

/** An active owner bound to no merchant: the site must keep one, or no one reaches every merchant. */
const isUnboundOwner = (op: repo.OperatorRow) => op.role === 'owner' && op.merchantCode === null && op.status === 'active';

/**
 * The `operator.role` kind of the approvals module (decision 0045): an owner asks, a second owner who
 * reaches the same operator approves; then the role changes and the operator's sessions end, so its
 * next call signs in under the new role (a session memo would otherwise keep the old one up to 15 s).
 */
export function operatorRoleApproval(deps: { audit: AuditService; forgetSessionsOf: (operatorId: number) => Promise<void> }): ApprovalKindHandler {
  return {
    permission: 'operators.manage',

    async validate(tx: Db, actor: Actor, input: unknown) {
      const { username, role } = input as RoleChangeInput;
      // The route's schema checked the role; callers without one (the CLI, tests) are checked here.
      if (!OPERATOR_ROLES.includes(role)) throw new AppError('system.invalid_input', [{ path: '/role', message: 'an operator role' }]);
      const target = await repo.findByUsername(tx, username);
      // An owner bound to one merchant reaches only that merchant's operators; others do not exist for it.
      if (!target || (actor.merchantCode !== null && target.merchantCode !== actor.merchantCode)) throw new AppError('operator.not_found');
      if (target.id === operatorIdOf(actor)) throw new AppError('operator.role_self');
      if (target.role === role) throw new AppError('operator.role_unchanged');
      // An operator bound to an agent's team keeps a role with team work (decision 0053).
      if (target.agentId !== null && !TEAM_ROLES.includes(role)) throw new AppError('operator.team_role');
      if (isUnboundOwner(target) && role !== 'owner' && (await repo.countUnboundOwners(tx)) <= 1) throw new AppError('operator.last_owner');
      const payload: RolePayload = { operatorId: target.id, username: target.username, role };
      return { merchantCode: target.merchantCode, target: `operator:${target.id}`, payload: { ...payload }, before: { role: target.role } };
    },

    async apply(tx: Db, actor: Actor, request: ApprovalRow) {
      const { operatorId, role } = request.payload as unknown as RolePayload;
      // The checker is not the one whose role changes: nobody approves their own promotion.
      if (operatorId === operatorIdOf(actor)) throw new AppError('operator.role_self');
      const target = await repo.findById(tx, operatorId);
      // What the checker was shown no longer holds: it decides again on a new request.
      if (!target || target.role !== request.before?.role || !OPERATOR_ROLES.includes(role)) throw new AppError('approval.stale');
      if (target.agentId !== null && !TEAM_ROLES.includes(role)) throw new AppError('operator.team_role');
      if (isUnboundOwner(target) && role !== 'owner') {
        const owners = await repo.lockUnboundOwners(tx);
        if (!owners.some((o) => o.id !== target.id)) throw new AppError('operator.last_owner');
      }
      await repo.setRole(tx, target.id, role);
      await repo.revokeAllFor(tx, target.id);
      await deps.audit.record(tx, actor, {
        merchantCode: target.merchantCode, action: 'operator.role.set', target: `operator:${target.id}`,
        before: { role: target.role }, after: { role, requestId: request.id, requestedBy: request.requestedBy },
      });
      return {
        result: { operatorId: target.id, username: target.username, role },
        // Every process drops its memo of the operator's sessions, once the revocation is committed.
        afterCommit: () => deps.forgetSessionsOf(target.id),
      };
    },
  };
}
