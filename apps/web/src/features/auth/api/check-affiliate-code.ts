/** GET /wps/agent/affiliate (spec §4, §7): whether an invitation code belongs to an active agent of this merchant. */
import type { z } from 'zod';
import type { affiliateResponse } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function checkAffiliateCode(code: string, domain: string): Promise<z.infer<typeof affiliateResponse>> {
  return apiRequest<z.infer<typeof affiliateResponse>>('/wps/agent/affiliate', { query: { code, domain } });
}
