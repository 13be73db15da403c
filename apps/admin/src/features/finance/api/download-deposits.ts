/** GET /wps/operator/deposits/export: the deposits queue of one merchant under its filters and order, as CSV (decision 0055). */
import { downloadCsv } from '../../../lib/download-csv';
import { queueQuery, type QueueSearch } from '../lib/queue-search';

export function downloadDeposits(merchantCode: string, search: QueueSearch, language: string): Promise<string> {
  const q = queueQuery(search);
  q.set('merchantCode', merchantCode);
  return downloadCsv('/wps/operator/deposits/export', q, language, 'deposits.csv');
}
