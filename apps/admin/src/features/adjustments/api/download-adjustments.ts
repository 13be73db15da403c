/** GET /wps/operator/wallet/adjustments/export: the merchant's adjustment requests with the status on screen, as CSV (decision 0055). */
import { downloadCsv } from '../../../lib/download-csv';
import type { AdjustmentSearch } from '../lib/adjustment-search';

export function downloadAdjustments(merchantCode: string, search: AdjustmentSearch, language: string): Promise<string> {
  const q = new URLSearchParams({ merchantCode });
  if (search.status !== 'all') q.set('status', search.status);
  return downloadCsv('/wps/operator/wallet/adjustments/export', q, language, 'adjustments.csv');
}
