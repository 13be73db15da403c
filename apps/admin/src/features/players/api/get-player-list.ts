/**
 * GET /wps/operator/merchants/:code/players/:id/<list>: one page of a per-player list of the player's
 * tabs (decision 0048): `ledger`, `rounds`, `sessions`, `logins`, `devices`, `addresses`, `notes`.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** What a tab shows of any list: its rows and how many there are ("more than 10,000" when capped). */
export interface TabPage<T> {
  list: T[];
  totalCount: number;
  totalCapped: boolean;
}

export interface TabPaging {
  page: number;
  size: number;
  /** ISO instants; `to` excluded. */
  from?: string;
  to?: string;
}

/** Every tab's query starts with this, so an action refreshes them all at once. */
export const PLAYER_TAB_KEY = ['player-tab'] as const;

export const playerPath = (merchantCode: string, id: number) => `/wps/operator/merchants/${encodeURIComponent(merchantCode)}/players/${id}`;

export function pagingParams(paging: TabPaging, extra: Record<string, string> = {}): string {
  const search = new URLSearchParams({ pageNo: String(paging.page), pageSize: String(paging.size), ...extra });
  if (paging.from) search.set('from', paging.from);
  if (paging.to) search.set('to', paging.to);
  return search.toString();
}

/** `extra`: the list's own filters (the ledger's `vendorCode`). */
export const getPlayerList = <T>(merchantCode: string, id: number, list: string, paging: TabPaging, extra: Record<string, string> = {}) =>
  apiRequest<TabPage<T>>(`${playerPath(merchantCode, id)}/${list}?${pagingParams(paging, extra)}`);

/** One page of a tab's list; `fetcher` reads it (the tab's own route, or the deposits and withdrawals lists). */
export function usePlayerTab<T>(key: string, merchantCode: string, id: number, paging: TabPaging, fetcher: () => Promise<TabPage<T>>) {
  return useQuery({
    queryKey: [...PLAYER_TAB_KEY, merchantCode, id, key, paging],
    queryFn: fetcher,
    // The old page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
