/** DELETE /wps/session/logout (spec §7, T): revokes the token on the server. */
import { apiRequest } from './api-client';

export function deleteSession(): Promise<null> {
  return apiRequest<null>('/wps/session/logout', { method: 'DELETE' });
}
