import { RouterProvider } from 'react-router';
import { queryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { createAppRouter, routerFlushSync } from './router';

const router = createAppRouter();

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} flushSync={routerFlushSync} />
    </AppProviders>
  );
}
