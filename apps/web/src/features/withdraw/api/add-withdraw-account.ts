/** POST /wps/member/withdraw/accounts (T): binds a bank account in the player's real name. */
import type { WithdrawAccount, WithdrawAccountBody } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function addWithdrawAccount(body: WithdrawAccountBody): Promise<WithdrawAccount> {
  return apiRequest<WithdrawAccount>('/wps/member/withdraw/accounts', { method: 'POST', body });
}
