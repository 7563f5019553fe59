import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { ACCOUNT_MESSAGES, ACCOUNT_TEXTS, VALIDATION } from '@ledgerleaf/contracts';
import { bodiesOf, callsTo, errorResponse, jsonResponse, stubApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render';
import { AuthScreen } from './auth-screen';

// These tests never reach the plan dialog; app/auth-page.test.tsx covers it with billing's.
const authScreen = <AuthScreen planChoiceDialog={() => null} />;

const routes: RouteObject[] = [
  { path: '/auth', element: authScreen },
  { path: '/auth/reset/:token', element: authScreen },
];

const visitor = () => errorResponse(401, 'Please log in to continue.', 'Unauthorized');

describe('forgot password', () => {
  it('always shows the neutral "Reset Email Sent" toast, whatever the server says', async () => {
    const fetchMock = stubApi({
      'GET /api/user': visitor,
      'POST /api/forgot-password': () => jsonResponse({ message: 'Mail queued for 1 account' }),
    });
    renderRoutes(routes, '/auth?mode=forgot');

    await userEvent.type(await screen.findByLabelText('Email'), ' Someone@Example.ca ');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(ACCOUNT_TEXTS.resetEmailSentTitle);
    expect(toast).toHaveTextContent(ACCOUNT_MESSAGES.resetEmailSent);
    expect(toast).not.toHaveTextContent('Mail queued');
    expect(bodiesOf(fetchMock, 'POST', '/api/forgot-password')).toEqual([{ email: 'Someone@Example.ca' }]);
  });

  it('checks the email before sending', async () => {
    const fetchMock = stubApi({ 'GET /api/user': visitor });
    renderRoutes(routes, '/auth?mode=forgot');

    await userEvent.type(await screen.findByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByText(VALIDATION.invalidEmail)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/forgot-password')).toHaveLength(0);
  });

  it('shows the server message when it refuses, for example a rate limit', async () => {
    stubApi({
      'GET /api/user': visitor,
      'POST /api/forgot-password': () => errorResponse(429, 'Too many requests. Please try again in 15 minutes.'),
    });
    renderRoutes(routes, '/auth?mode=forgot');

    await userEvent.type(await screen.findByLabelText('Email'), 'someone@example.ca');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Too many requests. Please try again in 15 minutes.');
    expect(toast).not.toHaveTextContent(ACCOUNT_TEXTS.resetEmailSentTitle);
  });

  it('falls back to "Failed to send reset email" when the server cannot be reached', async () => {
    stubApi({ 'GET /api/user': visitor, 'POST /api/forgot-password': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderRoutes(routes, '/auth?mode=forgot');

    await userEvent.type(await screen.findByLabelText('Email'), 'someone@example.ca');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_TEXTS.resetEmailFailed);
  });
});

describe('reset password', () => {
  it('says "Passwords do not match" on the confirmation and sends nothing', async () => {
    const fetchMock = stubApi({ 'GET /api/user': visitor });
    renderRoutes(routes, '/auth/reset/tok_4b1d');

    await userEvent.type(await screen.findByLabelText('New password'), 'juniper-9');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'juniper-8');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText(VALIDATION.passwordsDoNotMatch)).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST', '/api/reset-password')).toHaveLength(0);
  });

  it('asks for at least 6 characters', async () => {
    stubApi({ 'GET /api/user': visitor });
    renderRoutes(routes, '/auth/reset/tok_4b1d');

    await userEvent.type(await screen.findByLabelText('New password'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText(VALIDATION.passwordMin)).toBeInTheDocument();
  });

  it('sends the token from the link with the new password, then shows the login view', async () => {
    const fetchMock = stubApi({
      'GET /api/user': visitor,
      'POST /api/reset-password': () => jsonResponse({ message: 'Your password has been reset.' }),
    });
    const { router } = renderRoutes(routes, '/auth/reset/tok_4b1d');

    await userEvent.type(await screen.findByLabelText('New password'), 'juniper-9');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'juniper-9');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_TEXTS.resetSucceededTitle);
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe('?mode=login');
    expect(bodiesOf(fetchMock, 'POST', '/api/reset-password')).toEqual([{ token: 'tok_4b1d', password: 'juniper-9' }]);
  });

  it('takes the token from the reset query too', async () => {
    const fetchMock = stubApi({
      'GET /api/user': visitor,
      'POST /api/reset-password': () => jsonResponse({ message: 'Your password has been reset.' }),
    });
    renderRoutes(routes, '/auth?reset=tok_q77');

    await userEvent.type(await screen.findByLabelText('New password'), 'juniper-9');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'juniper-9');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

    await screen.findByRole('button', { name: 'Log In' });
    expect(bodiesOf(fetchMock, 'POST', '/api/reset-password')).toEqual([{ token: 'tok_q77', password: 'juniper-9' }]);
  });

  it('shows the server message for an expired or used link and keeps the form', async () => {
    stubApi({
      'GET /api/user': visitor,
      'POST /api/reset-password': () => errorResponse(400, 'This reset link has expired or was already used. Ask for a new one.'),
    });
    renderRoutes(routes, '/auth/reset/tok_old');

    await userEvent.type(await screen.findByLabelText('New password'), 'juniper-9');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'juniper-9');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link has expired or was already used.');
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  });
});
