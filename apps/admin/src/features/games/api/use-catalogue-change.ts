/**
 * A catalogue change: every query of the Games page (vendors, games, the lobby's look) is asked again once
 * it is done; the server has flushed its lobby caches by then, so the preview shows the change at once.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Every query of this page starts with it, so one invalidation refreshes them all. */
export const CATALOGUE_KEY = ['catalogue'] as const;

export const catalogueBase = (merchantCode: string) => `/wps/operator/merchants/${encodeURIComponent(merchantCode)}`;

export function useCatalogueChange<V, R>(call: (merchantCode: string, vars: V) => Promise<R>, merchantCode: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => call(merchantCode!, vars),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY }),
  });
}
