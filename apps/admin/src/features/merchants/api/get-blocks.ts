/** GET /wps/operator/merchants/:code/blocks: blocked countries and address ranges. */
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { blockEntry } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { merchantPath } from './get-merchant-settings';

export type BlockEntry = z.infer<typeof blockEntry>;

export const useBlocks = (code: string) => useQuery({
  queryKey: ['merchant-blocks', code],
  queryFn: () => apiRequest<BlockEntry[]>(`${merchantPath(code)}/blocks`),
});
