import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

// The spec's data-fetching defaults: no automatic retry, no refetch on window focus,
// no polling, and data never goes stale unless a query says otherwise.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
