/** GET /wps/operator/audit: one page of the audit log, newest first, filtered (`audit.read`). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditPage } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { auditQueryOf, type AuditSearch } from '../lib/audit-search';

export const getAudit = (search: AuditSearch, timeZone: string) =>
  apiRequest<AuditPage>(`/wps/operator/audit?${auditQueryOf(search, timeZone).toString()}`);

export const useAudit = (search: AuditSearch, timeZone: string | undefined) => useQuery({
  queryKey: ['audit', search, timeZone],
  queryFn: () => getAudit(search, timeZone!),
  // Days are read in the merchant's zone, so the query waits for it.
  enabled: timeZone !== undefined,
  placeholderData: keepPreviousData,
});
