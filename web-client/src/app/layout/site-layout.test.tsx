import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { BRAND } from '@ledgerleaf/contracts';
import { callsTo, errorResponse, jsonResponse, stubApi } from '../../test/api-mock';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { ProtectedRoute } from '../../features/auth';
import { SiteLayout } from './site-layout';

// Like the real landing page, a code-split chunk that is not loaded yet when the
// user logs out of the dashboard.
const LazyLanding = lazy(async () => {
  await new Promise((resolve) => setTimeout(resolve, 20));
  return { default: () => <p>Landing content</p> };
});

const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { index: true, element: <LazyLanding /> },
      { path: 'auth', element: <p>Auth screen</p> },
      { path: 'privacy-policy', element: <p>Privacy content</p> },
      {
        path: 'dashboard',
        element: (
          <ProtectedRoute>
            <p>Dashboard content</p>
          </ProtectedRoute>
        ),
      },
    ],
  },
];

const visitor = () => errorResponse(401, 'Please log in to continue.', 'Unauthorized');

function mainNav() {
  return screen.findByRole('navigation', { name: 'Main' });
}

describe('site shell', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hides the top bar on the landing page', async () => {
    stubApi({ 'GET /api/user': visitor });

    renderRoutes(routes, '/');

    expect(await screen.findByText('Landing content')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows a visitor the brand, Log In and Book A Call elsewhere', async () => {
    stubApi({ 'GET /api/user': visitor });

    renderRoutes(routes, '/privacy-policy');

    const nav = await mainNav();
    expect(within(nav).getByRole('link', { name: `${BRAND.name} home` })).toHaveAttribute('href', '/');
    expect(await within(nav).findByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/auth?mode=login');
    expect(within(nav).getByRole('button', { name: 'Book A Call' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(within(nav).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('shows a client Dashboard and Logout but no Admin link', async () => {
    stubApi({ 'GET /api/user': () => jsonResponse(makeUser()) });

    renderRoutes(routes, '/privacy-policy');

    const nav = await mainNav();
    expect(await within(nav).findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it('gives an admin a plain link to the staff console', async () => {
    stubApi({ 'GET /api/user': () => jsonResponse(makeUser({ isAdmin: true })) });

    renderRoutes(routes, '/privacy-policy');

    const nav = await mainNav();
    expect(await within(nav).findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('logs out, clears the user and goes home', async () => {
    const fetchMock = stubApi({
      'GET /api/user': () => jsonResponse(makeUser()),
      'POST /api/logout': () => jsonResponse({ message: 'Logged out' }),
    });
    const { router, queryClient } = renderRoutes(routes, '/dashboard');

    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Landing content')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(queryClient.getQueryData(['/api/user'])).toBeNull();
    expect(callsTo(fetchMock, 'POST', '/api/logout')).toHaveLength(1);
  });

  it('shows a "Logout failed" toast with the server message when logout fails', async () => {
    stubApi({
      'GET /api/user': () => jsonResponse(makeUser()),
      'POST /api/logout': () => errorResponse(500, 'Something went wrong on our side. Please try again.'),
    });
    const { router } = renderRoutes(routes, '/dashboard');

    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Logout failed');
    expect(toast).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('ends the footer with the current year', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-15T12:00:00Z'));
    stubApi({ 'GET /api/user': visitor });

    renderRoutes(routes, '/privacy-policy');

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(`© 2031 ${BRAND.name}. All rights reserved.`)).toBeInTheDocument();
  });

  it('lists contact, social and legal links in the footer', () => {
    stubApi({ 'GET /api/user': visitor });

    renderRoutes(routes, '/privacy-policy');

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: BRAND.email })).toHaveAttribute('href', `mailto:${BRAND.email}`);
    expect(within(footer).getByRole('link', { name: BRAND.phone })).toHaveAttribute('href', 'tel:+14165550142');
    const youtube = within(footer).getByRole('link', { name: `${BRAND.name} on YouTube` });
    expect(youtube).toHaveAttribute('href', BRAND.social.youtube);
    expect(youtube).toHaveAttribute('target', '_blank');
    expect(youtube).toHaveAttribute('rel', expect.stringContaining('noopener'));
    for (const network of ['X', 'Facebook', 'Instagram']) {
      expect(within(footer).getByRole('link', { name: `${BRAND.name} on ${network}` })).toBeInTheDocument();
    }
    const legal = within(footer).getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(within(legal).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
  });
});
