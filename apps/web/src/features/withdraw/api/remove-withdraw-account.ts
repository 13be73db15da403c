/** DELETE /wps/member/withdraw/accounts/:id (T): not while a withdrawal to it is pending. */
import { apiRequest } from '../../../lib/api-client';

export function removeWithdrawAccount(id: number): Promise<null> {
  return apiRequest<null>(`/wps/member/withdraw/accounts/${id}`, { method: 'DELETE' });
}
