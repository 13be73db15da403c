/** GET /wps/operator/deposits narrowed to one player (`memberId`): the player's deposits tab. */
import type { OperatorDeposit } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { pagingParams, type TabPage, type TabPaging } from './get-player-list';

export async function getPlayerDeposits(merchantCode: string, id: number, paging: TabPaging): Promise<TabPage<OperatorDeposit>> {
  const page = await apiRequest<{ list: OperatorDeposit[]; totalCount: number }>(`/wps/operator/deposits?${pagingParams(paging, { merchantCode, memberId: String(id) })}`);
  // The operator list counts exactly (a player's deposits are few); a tab only needs the count.
  return { list: page.list, totalCount: page.totalCount, totalCapped: false };
}
