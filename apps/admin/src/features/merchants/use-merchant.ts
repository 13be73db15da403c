/**
 * The merchant the pages work on, kept in the URL as `?merchant=<code>` on every page (so a link, a reload
 * through the login and back/forward keep it). Without one, or with one the operator does not reach (a
 * link from another operator), the default merchant (else the first) is used.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { RegionEntry } from '@platform/contracts';
import { useMerchants } from './api/get-merchants';

export const MERCHANT_PARAM = 'merchant';

export interface MerchantContext {
  /** Every merchant the operator reaches, once loaded. */
  merchants: RegionEntry[];
  /** The one in use; undefined while loading or when the operator reaches none. */
  current: RegionEntry | undefined;
  pending: boolean;
  error: unknown;
}

export function pickMerchant(merchants: RegionEntry[], wanted: string | null): RegionEntry | undefined {
  return merchants.find((m) => m.merchantCode === wanted) ?? merchants.find((m) => m.isDefault) ?? merchants[0];
}

export function useMerchant(): MerchantContext {
  const [params] = useSearchParams();
  const query = useMerchants();
  // One array per answer, not per render: lists memoise their columns on it.
  const merchants = useMemo(() => query.data?.map((m) => m.merchant) ?? [], [query.data]);
  return { merchants, current: pickMerchant(merchants, params.get(MERCHANT_PARAM)), pending: query.isPending, error: query.error };
}

/** `?merchant=<code>` for links, so moving between pages keeps the merchant. */
export function useMerchantSearch(): (extra?: Record<string, string>) => string {
  const { current } = useMerchant();
  const code = current?.merchantCode;
  return useCallback((extra) => {
    const search = new URLSearchParams(code ? { [MERCHANT_PARAM]: code } : {});
    for (const [k, v] of Object.entries(extra ?? {})) search.set(k, v);
    const text = search.toString();
    return text ? `?${text}` : '';
  }, [code]);
}
