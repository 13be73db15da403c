/**
 * The permission payload (merchant, regions, whitelabel, features, service links...) is loaded once
 * by the start-up gate and handed to every feature through this context, so features never import
 * each other to read it.
 */
import { createContext, useContext } from 'react';
import type { Permission } from '@platform/contracts';

export const PermissionContext = createContext<Permission | null>(null);

export function usePermission(): Permission {
  const permission = useContext(PermissionContext);
  if (!permission) throw new Error('usePermission() outside the start-up gate');
  return permission;
}
