import { roleAllows, type OperatorPermission } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import type { Actor } from '../audit/service';

/**
 * What a signed-in operator route asks: a permission of its role, any one of several (the finance
 * queues' live stream, decision 0047), or only a session (its own password, authenticator, logout).
 */
export type RoutePermission = OperatorPermission | readonly OperatorPermission[] | 'signed-in';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Operator routes (decision 0044): checked in onRequest, right after the token, before the body is read. */
    permission?: RoutePermission;
  }
}

/**
 * Refuses, at start-up, any signed-in operator route that does not say what it needs: a route added
 * without a permission would otherwise be open to every role. Call on the scope before its routes.
 */
export function requirePermissionOnEveryRoute(scope: FastifyInstance) {
  scope.addHook('onRoute', (route) => {
    if (!route.config?.permission) throw new Error(`operator route ${String(route.method)} ${route.url} names no permission (config.permission)`);
  });
}

/**
 * `auth.forbidden` (403) unless the operator's role has the permission and, on a route that names a
 * merchant, the operator is bound to that merchant or to all: checked before the body is read, so an
 * operator of one merchant learns nothing about another's routes. System and CLI actors pass.
 */
export function authorize(actor: Actor, permission: RoutePermission | undefined, routeMerchant: string | undefined): void {
  if (actor.type !== 'operator') return;
  if (routeMerchant !== undefined && actor.merchantCode !== null && routeMerchant !== actor.merchantCode) throw new AppError('auth.forbidden');
  if (permission === 'signed-in') return;
  const role = actor.role;
  const anyOf: readonly OperatorPermission[] = typeof permission === 'string' ? [permission] : permission ?? [];
  if (!role || !anyOf.some((p) => roleAllows(role, p))) throw new AppError('auth.forbidden');
}
