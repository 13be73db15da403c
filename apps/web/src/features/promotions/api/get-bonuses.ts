/**
 * GET /wps/member/bonuses (T): the player's bonuses, newest first, their turnover counted up to now, and
 * what is left to wager over the open ones.
 */
import { queryOptions } from '@tanstack/react-query';
import type { MemberBonusGrants } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export const bonusesKey = ['promotions', 'bonuses'] as const;

export function bonusesQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...bonusesKey, token ?? ''],
    queryFn: ({ signal }) => apiRequest<MemberBonusGrants>('/wps/member/bonuses', { signal }),
    enabled: token !== null,
  });
}
