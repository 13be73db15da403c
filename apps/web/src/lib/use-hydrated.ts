import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while React hydrates a server-rendered page, true afterwards (decision 0035):
 * markup only a browser can draw (a portal into <body>) waits for it, so both renders agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
