/**
 * A request in words: its kind, and what it changes (for a role change: who, from which role to which).
 * Kinds the back office does not know yet are shown by their code rather than hidden.
 */
import type { TFunction } from 'i18next';
import type { ApprovalRequest, OperatorRole } from '@platform/contracts';
import { ROLES } from '../../operators/lib/roles';

const KIND_KEYS: Record<string, string> = { 'operator.role': 'approvals.kinds.operatorRole' };

export const kindWords = (t: TFunction, kind: string) => (KIND_KEYS[kind] ? t(KIND_KEYS[kind]) : kind);

const roleWords = (t: TFunction, role: unknown) => (ROLES.includes(role as OperatorRole) ? t(`home.roles.${role as OperatorRole}`) : String(role ?? '?'));

export function changeWords(t: TFunction, request: Pick<ApprovalRequest, 'kind' | 'payload' | 'before' | 'target'>): string {
  if (request.kind === 'operator.role') {
    const name = typeof request.payload.username === 'string' ? request.payload.username : request.target;
    return t('approvals.change.operatorRole', { name, from: roleWords(t, request.before?.role), to: roleWords(t, request.payload.role) });
  }
  return request.target;
}

/** `12:owner_a` → `owner_a`: the audit actor id of an operator, by its name. */
export const operatorName = (actorId: string) => (/^\d+:/.test(actorId) ? actorId.slice(actorId.indexOf(':') + 1) : actorId);
