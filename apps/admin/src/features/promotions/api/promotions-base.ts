/** What every promotions call shares: the address, the cache key, and a change that asks the lists again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const PROMOTIONS_KEY = ['promotions'] as const;

export const promotionsBase = (merchantCode: string) => `/wps/operator/merchants/${encodeURIComponent(merchantCode)}/promotions`;

/** Whatever the answer, the lists and the open promotion are asked again: the row may have changed meanwhile. */
export function usePromotionChange<V, R>(call: (merchantCode: string, vars: V) => Promise<R>, merchantCode: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => call(merchantCode!, vars),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY }),
  });
}
