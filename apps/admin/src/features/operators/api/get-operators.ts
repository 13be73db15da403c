/** GET /wps/operator/operators: the operators an owner reaches, by name (`operators.manage`). */
import { useQuery } from '@tanstack/react-query';
import type { OperatorEntry } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export const OPERATORS_KEY = ['operators'] as const;

export const getOperators = () => apiRequest<OperatorEntry[]>('/wps/operator/operators');

export const useOperators = () => useQuery({ queryKey: OPERATORS_KEY, queryFn: getOperators });
