/** PUT /wps/pge/seeds/client (T): the client seed for the next rounds. */
import type { PgeSeeds } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function setClientSeed(clientSeed: string): Promise<PgeSeeds> {
  return apiRequest<PgeSeeds>('/wps/pge/seeds/client', { method: 'PUT', body: { clientSeed } });
}
