/**
 * Every row of a server-paged report for its CSV file: pages of 100 in order, stopping at the last
 * page or at EXPORT_MAX_ROWS (the server's own export limit) so one click stays bounded.
 */
import { EXPORT_MAX_ROWS } from './contract-values';

export const EXPORT_PAGE_SIZE = 100;
export { EXPORT_MAX_ROWS };

export async function fetchAllRows<R>(fetchPage: (pageNo: number, pageSize: number) => Promise<{ list: R[]; totalPages: number }>): Promise<R[]> {
  const rows: R[] = [];
  for (let pageNo = 1; rows.length < EXPORT_MAX_ROWS; pageNo += 1) {
    const page = await fetchPage(pageNo, EXPORT_PAGE_SIZE);
    rows.push(...page.list);
    if (pageNo >= page.totalPages || page.list.length === 0) break;
  }
  return rows.slice(0, EXPORT_MAX_ROWS);
}
