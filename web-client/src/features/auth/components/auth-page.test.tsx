import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { TOASTS, VALIDATION } from '@ledgerleaf/contracts';
import { callsTo, errorResponse, jsonResponse, stubApi } from '../../../test/api-mock';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { AuthPage } from './auth-page';

const routes: RouteObject[] = [
  { path: '/auth', element: <AuthPage /> },
  { path: '/auth/reset/:token', element: <AuthPage /> },
  { path: '/dashboard', element: <p>Dashboard reached</p> },
];

const visitor = () => errorResponse(401, 'Please log in to continue.', 'Unauthorized');

async function fillIn(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('AuthPage in login mode', () => {
  it('shows the spec messages for an invalid email and a short password, and sends nothing', async () => {
    const fetchMock = stubApi({ 'GET /api/user': visitor });
    renderRoutes(routes, '/auth?mode=login');

    await fillIn('not-an-email', '12345');

    expect(await screen.findByText(VALIDATION.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.passwordMin)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/login')).toHaveLength(0);
  });

  it('logs in with the entered credentials and opens the dashboard', async () => {
    const fetchMock = stubApi({
      'GET /api/user': visitor,
      'POST /api/login': () => jsonResponse(makeUser()),
    });
    const { router, queryClient } = renderRoutes(routes, '/auth?mode=login');

    await fillIn('amelie@example.ca', 'maple-syrup');

    expect(await screen.findByText('Dashboard reached')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    const [[, init]] = callsTo(fetchMock, 'POST', '/api/login');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'amelie@example.ca', password: 'maple-syrup' });
    expect(queryClient.getQueryData(['/api/user'])).toMatchObject({ firstName: 'Amélie' });
  });

  it('disables the button and says "Logging in..." while the request runs', async () => {
    let answer: (response: Response) => void = () => {};
    stubApi({
      'GET /api/user': visitor,
      'POST /api/login': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderRoutes(routes, '/auth?mode=login');

    await fillIn('amelie@example.ca', 'maple-syrup');

    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    answer(jsonResponse(makeUser()));
    expect(await screen.findByText('Dashboard reached')).toBeInTheDocument();
  });

  it('shows a "Login failed" toast with the server message', async () => {
    stubApi({
      'GET /api/user': visitor,
      'POST /api/login': () => errorResponse(401, 'Invalid email or password', 'Unauthorized'),
    });
    const { router } = renderRoutes(routes, '/auth?mode=login');

    await fillIn('amelie@example.ca', 'wrong-password');

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(TOASTS.loginFailed);
    expect(toast).toHaveTextContent('Invalid email or password');
    expect(toast).not.toHaveTextContent('401');
    expect(router.state.location.pathname).toBe('/auth');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
  });

  it('sends a logged-in user straight to the dashboard', async () => {
    stubApi({ 'GET /api/user': () => jsonResponse(makeUser({ isAdmin: true })) });

    renderRoutes(routes, '/auth?mode=login');

    expect(await screen.findByText('Dashboard reached')).toBeInTheDocument();
  });

  it('opens from a reset link with a note above the login form', async () => {
    stubApi({ 'GET /api/user': visitor });

    renderRoutes(routes, '/auth/reset/3f9c2a');

    expect(await screen.findByText(/You opened a password reset link/)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });
});
