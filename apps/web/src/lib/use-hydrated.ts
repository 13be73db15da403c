import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while React hydrates a server-rendered page, true afterwards (decision 0035):
 * markup only a browser can draw (a portal into <body>) waits for it, so both renders agree. After
 * hydration the switch is a transition: a popup open at the page's address (/help) is drawn in slices
 * that yield to the browser, not in one blocking task (bench:main-thread on /help, decision 0040). A
 * component first rendered later (not hydrating) is hydrated from the start.
 */
export function useHydrated(): boolean {
  const hydrating = useSyncExternalStore(subscribe, () => false, () => true);
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
