/** GET /wps/operator/deposits narrowed to one player (`memberId`): the player's deposits tab. */
import type { OperatorDeposit, OperatorDepositList } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { pagingParams, type TabPage, type TabPaging } from './get-player-list';

export async function getPlayerDeposits(merchantCode: string, id: number, paging: TabPaging): Promise<TabPage<OperatorDeposit>> {
  const page = await apiRequest<OperatorDepositList>(`/wps/operator/deposits?${pagingParams(paging, { merchantCode, memberId: String(id) })}`);
  // The operator list counts up to its cap, as the tabs do.
  return { list: page.list, totalCount: page.totalCount, totalCapped: page.totalCapped };
}
