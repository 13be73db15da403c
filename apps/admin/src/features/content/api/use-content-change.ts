/** A banner or notice change: the lists are asked again once it is done (whatever the answer, the row may have moved). */
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const BANNERS_KEY = ['banners'] as const;
export const NOTICES_KEY = ['notices'] as const;

export const contentBase = (merchantCode: string, kind: 'banners' | 'notices') =>
  `/wps/operator/merchants/${encodeURIComponent(merchantCode)}/${kind}`;

export function useContentChange<V, R>(key: readonly string[], call: (merchantCode: string, vars: V) => Promise<R>, merchantCode: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => call(merchantCode!, vars),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
