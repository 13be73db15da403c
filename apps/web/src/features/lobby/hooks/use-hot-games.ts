/**
 * The hot games of the visible language. Spec §4: a language change flushes the hot games cache, so
 * whenever the language in use differs from a cached answer's, that answer is dropped: switching
 * back later asks the server again instead of showing a list from before. (A store subscription
 * would miss changes made while the start-up gate has the site unmounted, which a language change does.)
 *
 * Keyed by the merchant the page shows (the permission's), not the stored one: a first visit stores
 * the same merchant once the region is settled, and a key changing from "none stored" to it would ask
 * for the same list twice. Another merchant means a new permission payload, so the key still follows.
 */
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePermission } from '../../../lib/permission-context';
import { useAppStore } from '../../../stores/app-store';
import { HOT_GAMES_KEY, hotGamesQueryOptions } from '../api/get-hot-games';

export function useHotGames() {
  const merchantCode = usePermission().info.merchant.merchantCode;
  const language = useAppStore((s) => s.language);
  const queryClient = useQueryClient();
  useEffect(() => {
    queryClient.removeQueries({ queryKey: [HOT_GAMES_KEY], predicate: (query) => query.queryKey[2] !== language });
  }, [language, queryClient]);
  return useQuery(hotGamesQueryOptions(merchantCode, language));
}
