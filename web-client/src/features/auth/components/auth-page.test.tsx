import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { TOASTS, VALIDATION } from '@ledgerleaf/contracts';
import { callsTo, errorResponse, jsonResponse, stubApi } from '../../../test/api-mock';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { AuthScreen } from './auth-screen';

// These tests never reach the plan dialog; app/auth-page.test.tsx covers it with billing's.
const authScreen = <AuthScreen planChoiceDialog={() => null} />;

const routes: RouteObject[] = [
  { path: '/auth', element: authScreen },
  { path: '/auth/reset/:token', element: authScreen },
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

  it('opens the reset form from a reset link', async () => {
    stubApi({ 'GET /api/user': visitor });

    renderRoutes(routes, '/auth/reset/3f9c2a');

    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Login' })).not.toBeInTheDocument();
  });
});

describe('AuthPage modes', () => {
  it('switches between the Login and Register tabs and keeps the mode in the URL', async () => {
    stubApi({ 'GET /api/user': visitor });
    const { router } = renderRoutes(routes, '/auth?mode=login');

    expect(await screen.findByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Register' }));

    expect(screen.getByRole('tab', { name: 'Register', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toBeInTheDocument();
    expect(screen.getByLabelText('Coupon code (optional)')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?mode=register');

    await userEvent.click(screen.getByRole('tab', { name: 'Login' }));
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?mode=login');
  });

  it('opens the forgot-password view from the login form and goes back with Back to Login', async () => {
    stubApi({ 'GET /api/user': visitor });
    const { router } = renderRoutes(routes, '/auth?mode=login');

    await userEvent.click(await screen.findByRole('link', { name: 'Forgot your password?' }));

    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?mode=forgot');
    await userEvent.click(screen.getByRole('link', { name: 'Back to Login' }));
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });

  it('opens registration for a plan chosen on the landing page and names the plan', async () => {
    stubApi({ 'GET /api/user': visitor });

    renderRoutes(routes, '/auth?mode=register&plan=ANNUAL');

    expect(await screen.findByRole('tab', { name: 'Register', selected: true })).toBeInTheDocument();
    expect(screen.getByText(/You picked the Annual plan \(\$1,000\/year\)/)).toBeInTheDocument();
  });

  it('shows the login form for an unknown mode', async () => {
    stubApi({ 'GET /api/user': visitor });

    renderRoutes(routes, '/auth?mode=somewhere');

    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });
});
