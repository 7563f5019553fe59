import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { ACCOUNT_MESSAGES, ACCOUNT_TEXTS, VALIDATION } from '@ledgerleaf/contracts';
import { bodiesOf, callsTo, errorResponse, jsonResponse, pending, stubApi } from '../../../test/api-mock';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { ProfileTab } from './profile-tab';

const routes: RouteObject[] = [
  { path: '/', element: <p>Home page</p> },
  { path: '/dashboard', element: <ProfileTab connectedAccounts={() => <p>Connected accounts</p>} taxProfile={() => <p>Tax profile</p>} /> },
];

const client = () => jsonResponse(makeUser());

function profileForm() {
  return screen.findByRole('form', { name: 'Profile' });
}

function passwordForm() {
  return screen.getByRole('form', { name: 'Change password' });
}

describe('Profile tab: profile form', () => {
  it('starts with the current details', async () => {
    stubApi({ 'GET /api/user': client });
    renderRoutes(routes, '/dashboard');

    const form = await profileForm();
    expect(within(form).getByLabelText('First name')).toHaveValue('Amélie');
    expect(within(form).getByLabelText('Last name')).toHaveValue('Tremblay');
    expect(within(form).getByLabelText('Email')).toHaveValue('amelie@example.ca');
    expect(within(form).getByLabelText('Phone')).toHaveValue('4165550100');
  });

  it('shows the spec messages and sends nothing while fields are invalid', async () => {
    const fetchMock = stubApi({ 'GET /api/user': client });
    renderRoutes(routes, '/dashboard');
    const form = await profileForm();

    await userEvent.clear(within(form).getByLabelText('First name'));
    await userEvent.clear(within(form).getByLabelText('Last name'));
    await userEvent.clear(within(form).getByLabelText('Email'));
    await userEvent.type(within(form).getByLabelText('Email'), 'amelie@');
    await userEvent.clear(within(form).getByLabelText('Phone'));
    await userEvent.type(within(form).getByLabelText('Phone'), '416555');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await within(form).findByText(VALIDATION.firstNameRequired)).toBeInTheDocument();
    expect(within(form).getByText(VALIDATION.lastNameRequired)).toBeInTheDocument();
    expect(within(form).getByText(VALIDATION.invalidEmail)).toBeInTheDocument();
    expect(within(form).getByText(VALIDATION.phoneMin)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/api/user/profile')).toHaveLength(0);
  });

  it('saves a new name and phone without asking for the password', async () => {
    const fetchMock = stubApi({
      'GET /api/user': client,
      'PATCH /api/user/profile': (init) => jsonResponse({ ...makeUser(), ...JSON.parse(String(init?.body)) }),
    });
    renderRoutes(routes, '/dashboard');
    const form = await profileForm();

    await userEvent.clear(within(form).getByLabelText('Last name'));
    await userEvent.type(within(form).getByLabelText('Last name'), 'Tremblay-Roy');
    await userEvent.clear(within(form).getByLabelText('Email'));
    await userEvent.type(within(form).getByLabelText('Email'), ' AMELIE@example.ca ');
    expect(within(form).queryByLabelText('Current password')).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_TEXTS.profileUpdated);
    expect(bodiesOf(fetchMock, 'PATCH', '/api/user/profile')).toEqual([
      { firstName: 'Amélie', lastName: 'Tremblay-Roy', email: 'AMELIE@example.ca', phone: '4165550100' },
    ]);
  });

  it('asks for the current password before a new email is sent, then saves and shows what the server stored', async () => {
    let stored = makeUser();
    const fetchMock = stubApi({
      'GET /api/user': () => jsonResponse(stored),
      'PATCH /api/user/profile': (init) => {
        const { currentPassword: _password, ...profile } = JSON.parse(String(init?.body));
        stored = { ...stored, ...profile, email: 'amelie.t@example.ca' };
        return jsonResponse(stored);
      },
    });
    const { queryClient } = renderRoutes(routes, '/dashboard');
    const form = await profileForm();

    await userEvent.clear(within(form).getByLabelText('Last name'));
    await userEvent.type(within(form).getByLabelText('Last name'), 'Tremblay-Roy');
    await userEvent.clear(within(form).getByLabelText('Email'));
    await userEvent.type(within(form).getByLabelText('Email'), ' Amelie.T@Example.ca ');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await within(form).findByText(ACCOUNT_MESSAGES.passwordNeededForEmail)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/api/user/profile')).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText('Current password'), 'old-secret');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_TEXTS.profileUpdated);
    expect(bodiesOf(fetchMock, 'PATCH', '/api/user/profile')).toEqual([
      { firstName: 'Amélie', lastName: 'Tremblay-Roy', email: 'Amelie.T@Example.ca', phone: '4165550100', currentPassword: 'old-secret' },
    ]);
    await waitFor(() => expect(within(form).getByLabelText('Email')).toHaveValue('amelie.t@example.ca'));
    expect(within(form).queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(queryClient.getQueryData(['/api/user'])).toMatchObject({ lastName: 'Tremblay-Roy' });
  });

  it("shows the server's answer on the Current password field when the password is wrong", async () => {
    stubApi({
      'GET /api/user': client,
      'PATCH /api/user/profile': () =>
        jsonResponse(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: ACCOUNT_MESSAGES.currentPasswordWrong,
            fields: { currentPassword: [ACCOUNT_MESSAGES.currentPasswordWrong] },
          },
          400,
        ),
    });
    renderRoutes(routes, '/dashboard');
    const form = await profileForm();

    await userEvent.clear(within(form).getByLabelText('Email'));
    await userEvent.type(within(form).getByLabelText('Email'), 'new@example.ca');
    await userEvent.type(within(form).getByLabelText('Current password'), 'not-it');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await within(form).findByText(ACCOUNT_MESSAGES.currentPasswordWrong)).toBeInTheDocument();
    expect(within(form).getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Email')).toHaveValue('new@example.ca');
  });

  it('shows the server error, for example a taken email', async () => {
    stubApi({
      'GET /api/user': client,
      'PATCH /api/user/profile': () => errorResponse(409, 'Another account already uses this email.'),
    });
    renderRoutes(routes, '/dashboard');
    const form = await profileForm();

    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Another account already uses this email.');
  });

  it('falls back to "Failed to update profile" when the server cannot be reached', async () => {
    stubApi({ 'GET /api/user': client, 'PATCH /api/user/profile': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderRoutes(routes, '/dashboard');
    const form = await profileForm();

    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_TEXTS.profileUpdateFailed);
  });
});

describe('Profile tab: change password', () => {
  it('shows the spec messages for empty and short passwords', async () => {
    const fetchMock = stubApi({ 'GET /api/user': client });
    renderRoutes(routes, '/dashboard');
    await profileForm();
    const form = passwordForm();

    await userEvent.type(within(form).getByLabelText('New password'), 'abc');
    await userEvent.type(within(form).getByLabelText('Confirm password'), 'abc');
    await userEvent.click(within(form).getByRole('button', { name: 'Update Password' }));

    expect(await within(form).findByText(VALIDATION.currentPasswordRequired)).toBeInTheDocument();
    expect(within(form).getByText(VALIDATION.newPasswordMin)).toBeInTheDocument();
    expect(within(form).getByText(VALIDATION.confirmPasswordMin)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/api/user/password')).toHaveLength(0);
  });

  it('says "Passwords don\'t match" on the confirmation', async () => {
    const fetchMock = stubApi({ 'GET /api/user': client });
    renderRoutes(routes, '/dashboard');
    await profileForm();
    const form = passwordForm();

    await userEvent.type(within(form).getByLabelText('Current password'), 'old-secret');
    await userEvent.type(within(form).getByLabelText('New password'), 'spruce-and-pine');
    await userEvent.type(within(form).getByLabelText('Confirm password'), 'spruce-and-fir');
    await userEvent.click(within(form).getByRole('button', { name: 'Update Password' }));

    expect(await within(form).findByText(VALIDATION.passwordsDontMatch)).toBeInTheDocument();
    expect(within(form).getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'PATCH', '/api/user/password')).toHaveLength(0);
  });

  it('sends the three fields, confirms and clears the form', async () => {
    const fetchMock = stubApi({
      'GET /api/user': client,
      'PATCH /api/user/password': () => jsonResponse({ message: 'Password updated' }),
    });
    renderRoutes(routes, '/dashboard');
    await profileForm();
    const form = passwordForm();

    await userEvent.type(within(form).getByLabelText('Current password'), 'old-secret');
    await userEvent.type(within(form).getByLabelText('New password'), 'spruce-and-pine');
    await userEvent.type(within(form).getByLabelText('Confirm password'), 'spruce-and-pine');
    await userEvent.click(within(form).getByRole('button', { name: 'Update Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_TEXTS.passwordUpdated);
    expect(bodiesOf(fetchMock, 'PATCH', '/api/user/password')).toEqual([
      { currentPassword: 'old-secret', newPassword: 'spruce-and-pine', confirmPassword: 'spruce-and-pine' },
    ]);
    await waitFor(() => expect(within(form).getByLabelText('Current password')).toHaveValue(''));
  });

  it('shows the server error for a wrong current password and keeps what was typed', async () => {
    stubApi({
      'GET /api/user': client,
      'PATCH /api/user/password': () => errorResponse(400, 'Current password is incorrect'),
    });
    renderRoutes(routes, '/dashboard');
    await profileForm();
    const form = passwordForm();

    await userEvent.type(within(form).getByLabelText('Current password'), 'not-it');
    await userEvent.type(within(form).getByLabelText('New password'), 'spruce-and-pine');
    await userEvent.type(within(form).getByLabelText('Confirm password'), 'spruce-and-pine');
    await userEvent.click(within(form).getByRole('button', { name: 'Update Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    expect(within(form).getByLabelText('New password')).toHaveValue('spruce-and-pine');
  });
});

describe('Profile tab: danger zone', () => {
  const deleteDialog = () => screen.getByRole('dialog', { name: 'Delete your account?' });

  it('asks for the password, deletes the account with it and goes home as a visitor', async () => {
    const fetchMock = stubApi({
      'GET /api/user': client,
      'DELETE /api/user': () => jsonResponse({ message: 'Your account and everything in it have been deleted.' }),
    });
    const { router, queryClient } = renderRoutes(routes, '/dashboard');
    await profileForm();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to delete' }));
    const confirm = deleteDialog();
    expect(callsTo(fetchMock, 'DELETE', '/api/user')).toHaveLength(0);
    await userEvent.type(within(confirm).getByLabelText('Password'), 'correct-horse-1');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(bodiesOf(fetchMock, 'DELETE', '/api/user')).toEqual([{ password: 'correct-horse-1' }]);
    expect(queryClient.getQueryData(['/api/user'])).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_TEXTS.accountDeleted);
  });

  it('sends nothing without a password and says what is missing', async () => {
    const fetchMock = stubApi({ 'GET /api/user': client });
    renderRoutes(routes, '/dashboard');
    await profileForm();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to delete' }));
    await userEvent.click(within(deleteDialog()).getByRole('button', { name: 'Delete my account' }));

    expect(await within(deleteDialog()).findByText(ACCOUNT_MESSAGES.passwordNeededToDelete)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/user')).toHaveLength(0);
  });

  it('shows "Deleting..." and locks the dialog while the request runs', async () => {
    stubApi({ 'GET /api/user': client, 'DELETE /api/user': () => pending() });
    renderRoutes(routes, '/dashboard');
    await profileForm();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to delete' }));
    await userEvent.type(within(deleteDialog()).getByLabelText('Password'), 'correct-horse-1');
    await userEvent.click(within(deleteDialog()).getByRole('button', { name: 'Delete my account' }));

    expect(await within(deleteDialog()).findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(within(deleteDialog()).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(deleteDialog()).getByLabelText('Password')).toBeDisabled();
  });

  it('keeps the dialog open with the server message when the password is wrong', async () => {
    stubApi({
      'GET /api/user': client,
      'DELETE /api/user': () =>
        jsonResponse(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: ACCOUNT_MESSAGES.deletePasswordWrong,
            fields: { password: [ACCOUNT_MESSAGES.deletePasswordWrong] },
          },
          400,
        ),
    });
    const { router } = renderRoutes(routes, '/dashboard');
    await profileForm();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to delete' }));
    await userEvent.type(within(deleteDialog()).getByLabelText('Password'), 'not-it');
    await userEvent.click(within(deleteDialog()).getByRole('button', { name: 'Delete my account' }));

    expect(await within(deleteDialog()).findByText(ACCOUNT_MESSAGES.deletePasswordWrong)).toBeInTheDocument();
    expect(within(deleteDialog()).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    const fetchMock = stubApi({ 'GET /api/user': client });
    const { router } = renderRoutes(routes, '/dashboard');
    await profileForm();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to delete' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'DELETE', '/api/user')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('stays on the page with "Failed to delete account" when deletion fails', async () => {
    stubApi({ 'GET /api/user': client, 'DELETE /api/user': () => Promise.reject(new TypeError('Failed to fetch')) });
    const { router } = renderRoutes(routes, '/dashboard');
    await profileForm();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to delete' }));
    await userEvent.type(within(deleteDialog()).getByLabelText('Password'), 'correct-horse-1');
    await userEvent.click(within(deleteDialog()).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_TEXTS.accountDeleteFailed);
    expect(within(deleteDialog()).getByText(ACCOUNT_TEXTS.accountDeleteFailed)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
