import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { MFA_MESSAGES, MFA_TEXTS, STAFF_MFA } from '@ledgerleaf/contracts';
import { bodiesOf, callsTo, errorResponse, jsonResponse, stubApi } from '../../../test/api-mock';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { AuthScreen } from './auth-screen';

// These tests never reach the plan dialog; app/auth-page.test.tsx covers it with billing's.
const authScreen = <AuthScreen planChoiceDialog={() => null} />;

const routes: RouteObject[] = [
  { path: '/auth', element: authScreen },
  { path: '/dashboard', element: <p>Dashboard reached</p> },
];

const visitor = () => errorResponse(401, 'Please log in to continue.', 'Unauthorized');
const staff = makeUser({ firstName: 'Sam', isAdmin: true });

async function logIn() {
  await userEvent.type(await screen.findByLabelText('Email'), 'sam@ledgerleaf.ca');
  await userEvent.type(screen.getByLabelText('Password'), 'staff-passphrase-9');
  await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('login for staff with two-factor login', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the code after the password, and logs in only once the code is accepted', async () => {
    const fetchMock = stubApi({
      'GET /api/user': visitor,
      'POST /api/login': () => jsonResponse({ mfaRequired: true }),
      'POST /api/login/mfa': () => jsonResponse(staff),
    });
    const { router, queryClient } = renderRoutes(routes, '/auth?mode=login');
    await logIn();

    expect(await screen.findByText(MFA_TEXTS.codeStepHelp)).toBeInTheDocument();
    expect(queryClient.getQueryData(['/api/user'])).toBeFalsy();
    expect(router.state.location.pathname).toBe('/auth');

    await userEvent.type(screen.getByLabelText(MFA_TEXTS.codeLabel), ' 123456 ');
    await userEvent.click(screen.getByRole('button', { name: MFA_TEXTS.verify }));

    expect(await screen.findByText('Dashboard reached')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/api/login/mfa')).toEqual([{ code: '123456' }]);
    expect(queryClient.getQueryData(['/api/user'])).toMatchObject({ firstName: 'Sam' });
  });

  it('asks for a code before sending an empty one, and shows the server refusing a wrong one', async () => {
    const fetchMock = stubApi({
      'GET /api/user': visitor,
      'POST /api/login': () => jsonResponse({ mfaRequired: true }),
      'POST /api/login/mfa': () => errorResponse(401, MFA_MESSAGES.codeInvalid, 'Unauthorized'),
    });
    renderRoutes(routes, '/auth?mode=login');
    await logIn();
    await userEvent.click(await screen.findByRole('button', { name: MFA_TEXTS.verify }));
    expect(await screen.findByText(MFA_MESSAGES.codeRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/login/mfa')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(MFA_TEXTS.codeLabel), 'abcd-efgh-jkmn-pqrs');
    await userEvent.click(screen.getByRole('button', { name: MFA_TEXTS.verify }));
    expect(await screen.findByText(MFA_MESSAGES.codeInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(MFA_TEXTS.codeLabel)).toBeInTheDocument();
  });

  it('says "Verifying..." while the code is checked, and can go back to the password', async () => {
    stubApi({
      'GET /api/user': visitor,
      'POST /api/login': () => jsonResponse({ mfaRequired: true }),
      'POST /api/login/mfa': () => new Promise<Response>(() => {}),
    });
    renderRoutes(routes, '/auth?mode=login');
    await logIn();
    await userEvent.type(await screen.findByLabelText(MFA_TEXTS.codeLabel), '654321');
    await userEvent.click(screen.getByRole('button', { name: MFA_TEXTS.verify }));
    expect(await screen.findByRole('button', { name: MFA_TEXTS.verifying })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: MFA_TEXTS.startOver }));
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });

  it('sends staff held at the two-factor setup (STAFF_MFA_REQUIRED) to the console Security page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    stubApi({
      'GET /api/user': visitor,
      'POST /api/login': () => jsonResponse({ ...staff, mfaEnrolmentRequired: true }),
    });
    renderRoutes(routes, '/auth?mode=login');
    await logIn();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(STAFF_MFA.setupPath));
  });
});
