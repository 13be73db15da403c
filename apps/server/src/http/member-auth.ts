import type { FastifyRequest } from 'fastify';
import type { MemberService } from '../modules/member/service';

/** The raw token of the `Authorization` header (ARCHITECTURE §4: no "Bearer"). */
export const tokenOf = (req: FastifyRequest) => (typeof req.headers.authorization === 'string' ? req.headers.authorization : undefined);

/** The member a request's token names; `realMember` also refuses trial accounts (member.in_need_true_account). */
export function memberAuth(members: MemberService) {
  return {
    member: (req: FastifyRequest) => members.authenticate(req.ctx, tokenOf(req)),
    async realMember(req: FastifyRequest) {
      const member = await members.authenticate(req.ctx, tokenOf(req));
      members.requireRealMember(member);
      return member;
    },
  };
}
