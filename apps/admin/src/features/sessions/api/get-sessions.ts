/** GET /wps/operator/session/sessions: the signed-in operator's live sessions, newest first. */
import { useQuery } from '@tanstack/react-query';
import type { OperatorSessionEntry } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export const SESSIONS_KEY = ['sessions'] as const;

export const getSessions = () => apiRequest<OperatorSessionEntry[]>('/wps/operator/session/sessions');

export const useSessions = () => useQuery({ queryKey: SESSIONS_KEY, queryFn: getSessions });
