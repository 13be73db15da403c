/** GET /wps/member/info (spec §7, T): the logged-in member, kept in session storage with the token. */
import type { MemberInfo } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function getMemberInfo(signal?: AbortSignal): Promise<MemberInfo> {
  return apiRequest<MemberInfo>('/wps/member/info', { signal });
}
