import { operatorAllows, type OperatorPermission } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import type { Actor } from '../audit/service';
import type { TeamTarget } from './team-repo';

/**
 * What a signed-in operator route asks: a permission of its role, any one of several (the finance
 * queues' live stream, decision 0047), or only a session (its own password, authenticator, logout).
 */
export type RoutePermission = OperatorPermission | readonly OperatorPermission[] | 'signed-in';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Operator routes (decision 0044): checked in onRequest, right after the token, before the body is read. */
    permission?: RoutePermission;
    /**
     * What the route does for an operator bound to an agent's team (decision 0053): `list` narrows its
     * answer to the team itself (it reads `req.actor.team`); a target names what its `:id` is, which
     * onRequest checks lies within the team. A route without it refuses team-bound operators.
     */
    team?: 'list' | TeamTarget;
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
export function authorize(actor: Actor, permission: RoutePermission | undefined, routeMerchant: string | undefined, team?: 'list' | TeamTarget): void {
  if (actor.type !== 'operator') return;
  if (routeMerchant !== undefined && actor.merchantCode !== null && routeMerchant !== actor.merchantCode) throw new AppError('auth.forbidden');
  if (permission === 'signed-in') return;
  // A team-bound operator reaches only the routes that narrow themselves to a team (decision 0053).
  if (actor.team && !team) throw new AppError('auth.forbidden');
  const role = actor.role;
  const anyOf: readonly OperatorPermission[] = typeof permission === 'string' ? [permission] : permission ?? [];
  if (!role || !anyOf.some((p) => operatorAllows(role, !!actor.team, p))) throw new AppError('auth.forbidden');
}
