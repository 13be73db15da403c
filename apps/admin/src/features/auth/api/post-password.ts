/** POST /wps/operator/session/password: the operator's own new password; every session of it ends. */
import { apiRequest } from '../../../lib/api-client';

export const postPassword = (token: string, body: { oldPassword: string; newPassword: string }) =>
  apiRequest<null>('/wps/operator/session/password', { method: 'POST', body, token });
