import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BootstrapGate } from './bootstrap-gate';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BootstrapGate />
    </QueryClientProvider>
  );
}
