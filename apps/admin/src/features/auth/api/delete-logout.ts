/** DELETE /wps/operator/session/logout: revokes the session's token (or `token`, one not yet the session's). */
import { apiRequest } from '../../../lib/api-client';

export const deleteLogout = (token?: string) => apiRequest<null>('/wps/operator/session/logout', { method: 'DELETE', token });
