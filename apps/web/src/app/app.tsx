import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppStateSnapshot, type AppState } from '../stores/app-store';
import { BootstrapGate } from './bootstrap-gate';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
});

/**
 * The whole app. The server renders it too (entry-server.tsx) with its own query client and router
 * view; `snapshot` is the app state a server-rendered page was drawn with (decision 0035).
 */
export function App({ routerView, client = queryClient, snapshot = null }: { routerView: ReactNode; client?: QueryClient; snapshot?: AppState | null }) {
  return (
    <QueryClientProvider client={client}>
      <AppStateSnapshot.Provider value={snapshot}>
        <BootstrapGate routerView={routerView} />
      </AppStateSnapshot.Provider>
    </QueryClientProvider>
  );
}
