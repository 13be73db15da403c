/** GET /wps/operator/merchants/:code/withdrawals narrowed to one player (`memberId`): the player's withdrawals tab. */
import type { OperatorWithdrawList, OperatorWithdrawListEntry } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { pagingParams, type TabPage, type TabPaging } from './get-player-list';

export async function getPlayerWithdrawals(merchantCode: string, id: number, paging: TabPaging): Promise<TabPage<OperatorWithdrawListEntry>> {
  const page = await apiRequest<OperatorWithdrawList>(
    `/wps/operator/merchants/${encodeURIComponent(merchantCode)}/withdrawals?${pagingParams(paging, { memberId: String(id) })}`,
  );
  return { list: page.list, totalCount: page.totalCount, totalCapped: page.totalCapped };
}
