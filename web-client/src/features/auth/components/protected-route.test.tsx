import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { errorResponse, jsonResponse, pending, stubApi } from '../../../test/api-mock';
import { makeUser } from '../../../test/fixtures';
import { ProtectedRoute } from './protected-route';

function renderAt(path: string) {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/auth" element={<p>Auth screen</p>} />
          <Route
            path="/dashboard"
            element={
              <ProtectedRoute>
                <p>Client dashboard</p>
              </ProtectedRoute>
            }
          />
          <Route
            path="/staff-only"
            element={
              <ProtectedRoute adminOnly>
                <p>Staff tools</p>
              </ProtectedRoute>
            }
          />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('ProtectedRoute', () => {
  it('shows a labelled spinner while the user is loading', () => {
    stubApi({ 'GET /api/user': pending });

    renderAt('/dashboard');

    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText('Client dashboard')).not.toBeInTheDocument();
  });

  it('sends a visitor to /auth', async () => {
    stubApi({ 'GET /api/user': () => errorResponse(401, 'Please log in to continue.', 'Unauthorized') });

    renderAt('/dashboard');

    expect(await screen.findByText('Auth screen')).toBeInTheDocument();
    expect(screen.queryByText('Client dashboard')).not.toBeInTheDocument();
  });

  it('renders its children for a logged-in user', async () => {
    stubApi({ 'GET /api/user': () => jsonResponse(makeUser()) });

    renderAt('/dashboard');

    expect(await screen.findByText('Client dashboard')).toBeInTheDocument();
  });

  it('sends a client away from an admin-only route to /dashboard', async () => {
    stubApi({ 'GET /api/user': () => jsonResponse(makeUser({ isAdmin: false })) });

    renderAt('/staff-only');

    expect(await screen.findByText('Client dashboard')).toBeInTheDocument();
    expect(screen.queryByText('Staff tools')).not.toBeInTheDocument();
  });

  it('lets an admin into an admin-only route', async () => {
    stubApi({ 'GET /api/user': () => jsonResponse(makeUser({ isAdmin: true })) });

    renderAt('/staff-only');

    expect(await screen.findByText('Staff tools')).toBeInTheDocument();
  });

  it('offers a retry instead of a redirect when the session check fails', async () => {
    stubApi({ 'GET /api/user': () => errorResponse(500, 'Something went wrong on our side. Please try again.') });

    renderAt('/dashboard');

    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Auth screen')).not.toBeInTheDocument();
  });
});
