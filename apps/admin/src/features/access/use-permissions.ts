/**
 * What the signed-in operator's role allows, from `GET …/session/me` (the `['me']` query every page shares).
 * Only for showing and hiding: the server checks every call again (decision 0044), so a stale or forged
 * list here can hide a button but never open a route.
 */
import type { OperatorPermission } from '@platform/contracts';
import { useMe } from '../home/api/get-me';

export interface Permissions {
  /** True while `me` is loading: callers show nothing rather than a refusal that may turn out wrong. */
  pending: boolean;
  can: (permission: OperatorPermission) => boolean;
}

export function usePermissions(): Permissions {
  const me = useMe();
  const granted = me.data?.permissions;
  return {
    pending: me.isPending,
    can: (permission) => granted?.includes(permission) ?? false,
  };
}
