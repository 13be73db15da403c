/** POST /wps/member/bonuses/:id/forfeit (T, real members): gives up an open bonus; answers the bonuses as they now are. */
import type { MemberBonusGrants } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export const forfeitBonus = (id: number) => apiRequest<MemberBonusGrants>(`/wps/member/bonuses/${id}/forfeit`, { method: 'POST' });
