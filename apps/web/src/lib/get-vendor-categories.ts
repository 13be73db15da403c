/**
 * GET /wps/relay/GCSGAME_getVassGameType: every game category with its vendors. The navigation
 * (which categories show) and the lobby (provider dropdowns, header launch rules) read the same
 * answer, so it lives here and is shared through the query cache.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, VendorCategory } from '@platform/contracts';
import { useAppStore } from '../stores/app-store';
import { apiRequest } from './api-client';

export function vendorCategoriesQueryOptions(merchantCode: string | null, language: Language) {
  return queryOptions({
    queryKey: ['vendorCategories', merchantCode, language],
    queryFn: ({ signal }) => apiRequest<VendorCategory[]>('/wps/relay/GCSGAME_getVassGameType', { query: { language }, signal }),
    // Vendors change when an operator edits the catalogue, not while a player browses.
    staleTime: 5 * 60_000,
  });
}

export function useVendorCategories() {
  const merchantCode = useAppStore((s) => s.merchantCode);
  const language = useAppStore((s) => s.language);
  return useQuery(vendorCategoriesQueryOptions(merchantCode, language));
}
