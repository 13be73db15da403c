import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { ApiError } from '../lib/api-client';
import { useSessionState } from '../lib/session-store';
import { router } from './router';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A refusal will not change on a retry (an expired session goes to the login at once); the network may.
      retry: (count, error) => count < 2 && error instanceof ApiError && error.status === 0,
    },
  },
});

/** An ended session (logout, expiry) leaves nothing of the operator's data in memory. */
function ForgetOnSessionEnd() {
  const { session } = useSessionState();
  useEffect(() => {
    if (!session) queryClient.clear();
  }, [session]);
  return null;
}

export function App() {
  // The mark that the page answers clicks now (the journeys wait for it, e2e/browser.ts), as the web app sets it.
  useEffect(() => {
    document.documentElement.dataset.app = 'live';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <ForgetOnSessionEnd />
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
