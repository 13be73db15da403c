/** GET /wps/operator/session/me: the signed-in operator, with its merchant binding. */
import { useQuery } from '@tanstack/react-query';
import type { OperatorMe } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export const getMe = () => apiRequest<OperatorMe>('/wps/operator/session/me');

export const useMe = () => useQuery({ queryKey: ['me'], queryFn: getMe });
