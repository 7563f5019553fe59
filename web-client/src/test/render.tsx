import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers';
import { routerFlushSync } from '../app/router';
import { createQueryClient } from '../lib/query-client';

/** Renders routes in an in-memory data router with the app's real providers. */
export function renderRoutes(routes: RouteObject[], initialPath = '/') {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} flushSync={routerFlushSync} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
