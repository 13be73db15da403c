/** GET /wps/operator/merchants/:code/withdrawals/export: the withdrawals queue under its filters and order, as CSV (decision 0055). */
import { downloadCsv } from '../../../lib/download-csv';
import { queueQuery, type QueueSearch } from '../lib/queue-search';

export function downloadWithdrawals(merchantCode: string, search: QueueSearch, language: string): Promise<string> {
  return downloadCsv(`/wps/operator/merchants/${encodeURIComponent(merchantCode)}/withdrawals/export`, queueQuery(search), language, 'withdrawals.csv');
}
