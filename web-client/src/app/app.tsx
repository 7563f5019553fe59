import { RouterProvider } from 'react-router';
import { queryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { routerFlushSync, type AppRouter } from './router';

export function App({ router }: { router: AppRouter }) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} flushSync={routerFlushSync} />
    </AppProviders>
  );
}
