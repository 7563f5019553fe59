import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import type { AdminUserRow, CurrentUser } from '@ledgerleaf/contracts';
import { consoleRoutes } from './app';
import { navigateToSite } from './site-navigation';
import { adminUserRow, currentUser, jsonResponse } from './test/fixtures';

vi.mock('./site-navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./site-navigation')>()),
  navigateToSite: vi.fn(),
}));

// A fake API answering by path, the way the real one will for the console's calls.
const serveApi = ({ user, users }: { user: CurrentUser | null; users: AdminUserRow[] }) => {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const { pathname } = new URL(String(input), window.location.origin);
    if (pathname === '/api/user') {
      return user ? jsonResponse(user) : jsonResponse({ statusCode: 401 }, { status: 401 });
    }
    if (pathname === '/api/admin/stats') {
      return jsonResponse({ pendingCallRequests: 2, unreadMessages: 1, users: users.length });
    }
    if (pathname === '/api/admin/submissions') {
      return jsonResponse([], { headers: { 'Content-Range': 'submissions 0-0/0' } });
    }
    if (pathname === '/api/admin/csv/uploads') {
      return jsonResponse([], { headers: { 'Content-Range': 'csv-uploads 0-0/1' } });
    }
    if (pathname === '/api/admin/staff') {
      return jsonResponse([], { headers: { 'Content-Range': 'staff 0-0/0' } });
    }
    if (pathname === '/api/admin/users') {
      return jsonResponse(users, { headers: { 'Content-Range': `users 0-${users.length - 1}/${users.length}` } });
    }
    const one = users.find((row) => pathname === `/api/admin/users/${row.id}`);
    return one ? jsonResponse(one) : jsonResponse({ statusCode: 404 }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const requestedPaths = (fetchMock: ReturnType<typeof serveApi>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), window.location.origin).pathname);

const clients = [
  adminUserRow({ id: 12, name: 'Jordan Okafor', phone: '6045550188', hasCompletedQuestionnaire: false }),
  adminUserRow({ id: 13, name: 'Mei Chen', email: 'mei@northshoredesign.ca' }),
];

const renderConsoleAt = (path: string) => {
  const router = createMemoryRouter(consoleRoutes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
};

beforeEach(() => {
  localStorage.clear();
  vi.mocked(navigateToSite).mockReset();
});

describe('the staff console', () => {
  it('lists users for staff and opens a user with phone and questionnaire status', { timeout: 40_000 }, async () => {
    serveApi({ user: currentUser({ isAdmin: true, firstName: 'Riley', lastName: 'Park' }), users: clients });
    const router = renderConsoleAt('/admin/users');

    expect(await screen.findByText('Jordan Okafor', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('mei@northshoredesign.ca')).toBeInTheDocument();
    expect(await screen.findByText('Riley Park')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to site' })).toHaveAttribute('href', '/');

    await userEvent.click(screen.getByText('Jordan Okafor'));

    expect(await screen.findByText('6045550188', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Not completed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/users/12/show');
    expect(navigateToSite).not.toHaveBeenCalled();
  });

  it('opens on the Admin Dashboard with the counts, also shown as menu badges', { timeout: 40_000 }, async () => {
    serveApi({ user: currentUser({ isAdmin: true }), users: clients });
    renderConsoleAt('/admin');

    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Pending call requests: 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Unread messages: 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Users: 2' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'CSV uploads to categorize: 1' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Call Requests/ })).toHaveTextContent('2');
    expect(screen.getByRole('menuitem', { name: /Messages/ })).toHaveTextContent('1');
  });

  it('shows the Staff page in the menu to owners only', { timeout: 40_000 }, async () => {
    serveApi({ user: currentUser({ isAdmin: true, staffRole: 'owner' }), users: clients });
    const { unmount } = render(<RouterProvider router={createMemoryRouter(consoleRoutes, { initialEntries: ['/admin'] })} />);
    expect(await screen.findByRole('menuitem', { name: /Staff/ }, { timeout: 15_000 })).toBeInTheDocument();
    unmount();

    serveApi({ user: currentUser({ isAdmin: true, staffRole: 'reviewer' }), users: clients });
    renderConsoleAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByRole('menuitem', { name: /Messages/ })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Staff/ })).not.toBeInTheDocument();
  });

  it('sends a client to /dashboard without loading any staff data', async () => {
    const fetchMock = serveApi({ user: currentUser({ isAdmin: false }), users: clients });
    renderConsoleAt('/admin/users');

    await waitFor(() => expect(navigateToSite).toHaveBeenCalledWith('/dashboard'));
    expect(requestedPaths(fetchMock).filter((path) => path.startsWith('/api/admin'))).toEqual([]);
    expect(screen.queryByText('Jordan Okafor')).not.toBeInTheDocument();
  });

  it('sends a logged-out visitor to /auth, never to a console login page', async () => {
    serveApi({ user: null, users: clients });
    const router = renderConsoleAt('/admin/users');

    await waitFor(() => expect(navigateToSite).toHaveBeenCalledWith('/auth'));
    expect(router.state.location.pathname).toBe('/admin/users');
    expect(screen.queryByText('Jordan Okafor')).not.toBeInTheDocument();
  });
});
