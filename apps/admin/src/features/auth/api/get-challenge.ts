/** GET /wps/operator/session/challenge: the proof of work asked before every operator login. */
import type { HumanChallenge } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export const getChallenge = () => apiRequest<HumanChallenge>('/wps/operator/session/challenge');
