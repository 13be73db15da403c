import type { ReactNode } from 'react';
import type { OperatorPermission } from '@platform/contracts';
import { usePermissions } from '../use-permissions';

/** Its children only when the operator's role has the permission (and nothing while that is not known yet). */
export function Can({ permission, children, fallback = null }: { permission: OperatorPermission; children: ReactNode; fallback?: ReactNode }) {
  const { pending, can } = usePermissions();
  if (pending) return null;
  return can(permission) ? children : fallback;
}
