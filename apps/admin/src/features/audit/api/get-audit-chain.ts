/** GET /wps/operator/audit/chain: the hash chain's head and what waits for the sealer, as stored (decision 0042). */
import { useQuery } from '@tanstack/react-query';
import type { AuditChainState } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export const getAuditChain = () => apiRequest<AuditChainState>('/wps/operator/audit/chain');

export const useAuditChain = () => useQuery({ queryKey: ['audit-chain'], queryFn: getAuditChain });
