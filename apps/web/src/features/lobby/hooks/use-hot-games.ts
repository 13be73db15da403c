/**
 * The hot games of the visible language. Spec §4: a language change flushes the hot games cache, so
 * whenever the language in use differs from a cached answer's, that answer is dropped: switching
 * back later asks the server again instead of showing a list from before. (A store subscription
 * would miss changes made while the start-up gate has the site unmounted, which a language change does.)
 */
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAppStore } from '../../../stores/app-store';
import { HOT_GAMES_KEY, hotGamesQueryOptions } from '../api/get-hot-games';

export function useHotGames() {
  const merchantCode = useAppStore((s) => s.merchantCode);
  const language = useAppStore((s) => s.language);
  const queryClient = useQueryClient();
  useEffect(() => {
    queryClient.removeQueries({ queryKey: [HOT_GAMES_KEY], predicate: (query) => query.queryKey[2] !== language });
  }, [language, queryClient]);
  return useQuery(hotGamesQueryOptions(merchantCode, language));
}
