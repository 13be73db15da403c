/** GET /wps/verification/challenge (spec §4): a fresh single-use challenge, or kind `none` when the merchant has the check off. */
import type { HumanChallenge } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function getHumanChallenge(signal?: AbortSignal): Promise<HumanChallenge> {
  return apiRequest<HumanChallenge>('/wps/verification/challenge', { signal });
}
