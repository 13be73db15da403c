import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { MemberRow } from '../modules/member/repo';
import type { MemberService } from '../modules/member/service';

/** The raw token of the `Authorization` header (ARCHITECTURE §4: no "Bearer"). */
export const tokenOf = (req: FastifyRequest) => (typeof req.headers.authorization === 'string' ? req.headers.authorization : undefined);

/** Who may call a member route: any member with a session, or only real (non-trial) accounts. */
export type MemberAuth = 'member' | 'realMember';

declare module 'fastify' {
  interface FastifyRequest {
    /** The member behind the token; set on routes with `config.auth` before anything else reads the request. */
    member: MemberRow;
  }
  interface FastifyContextConfig {
    /**
     * Member token routes (T in the spec): `member` lets trial accounts in, `realMember` refuses them
     * (member.in_need_true_account). Routes with `security` in their schema need one of these (or the
     * operator scope's own hook).
     */
    auth?: MemberAuth;
  }
}

/**
 * Authenticates `config.auth` routes in onRequest, before the body is read or validated: a caller
 * without a valid token learns nothing, not even whether its body would pass (decision 0031). The hook
 * is attached to those routes only (as the rate limit's is, after it), so every other request skips it.
 * Call after the rate-limit plugin is registered and before the routes are.
 */
export function installMemberAuth(app: FastifyInstance, members: MemberService) {
  app.decorateRequest('member', null as never);
  const hooks: Record<MemberAuth, onRequestAsyncHookHandler> = {
    member: async (req) => {
      req.member = await members.authenticate(req.ctx, tokenOf(req));
    },
    realMember: async (req) => {
      const member = await members.authenticate(req.ctx, tokenOf(req));
      members.requireRealMember(member);
      req.member = member;
    },
  };
  app.addHook('onRoute', (route) => {
    const auth = route.config?.auth;
    if (!auth) return;
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    // The HEAD twin of a GET route arrives with the GET route's hooks already attached.
    if (!existing.includes(hooks[auth])) route.onRequest = [...existing, hooks[auth]];
  });
}
