import { QueryClient } from '@tanstack/react-query';

// A failed query shows its error at once instead of after react-query's three retries.
export const noRetryQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
