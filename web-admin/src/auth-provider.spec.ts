import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { STAFF_MESSAGES } from '@ledgerleaf/contracts';
import { authProvider } from './auth-provider';
import { navigateToSite } from './site-navigation';
import { currentUser, jsonResponse } from './test/fixtures';

vi.mock('./site-navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./site-navigation')>()),
  navigateToSite: vi.fn(),
}));

const fetchMock = vi.fn<typeof fetch>();

const PENDING = Symbol('pending');
// Lets every queued fetch and promise callback run, then reports whether the promise settled.
const settledState = async (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      () => 'resolved',
      () => 'rejected',
    ),
    new Promise((resolve) => setTimeout(() => resolve(PENDING), 20)),
  ]);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  vi.mocked(navigateToSite).mockReset();
});

describe('authProvider.checkAuth', () => {
  it('resolves for a staff user, asking /api/user with the session cookie', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(currentUser({ isAdmin: true })));

    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();

    expect(fetchMock).toHaveBeenCalledWith('/api/user', expect.objectContaining({ credentials: 'include' }));
    expect(navigateToSite).not.toHaveBeenCalled();
  });

  it('sends a logged-in client to /dashboard and never lets the console render', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(currentUser({ isAdmin: false })));

    const state = await settledState(authProvider.checkAuth({}));

    expect(navigateToSite).toHaveBeenCalledWith('/dashboard');
    expect(state).toBe(PENDING);
  });

  it('sends a logged-out visitor to /auth', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ statusCode: 401, error: 'Unauthorized' }, { status: 401 }));

    const state = await settledState(authProvider.checkAuth({}));

    expect(navigateToSite).toHaveBeenCalledWith('/auth');
    expect(state).toBe(PENDING);
  });

  it('treats a session check that fails on the server as logged out', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ statusCode: 500, error: 'Boom' }, { status: 500 }));

    const state = await settledState(authProvider.checkAuth({}));

    expect(navigateToSite).toHaveBeenCalledWith('/auth');
    expect(state).toBe(PENDING);
  });
});

describe('authProvider.getIdentity', () => {
  it('returns the id and the first and last name of the staff user', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(currentUser({ id: 3, firstName: 'Sam', lastName: 'Leblanc' })));

    await expect(authProvider.getIdentity!()).resolves.toEqual({ id: 3, fullName: 'Sam Leblanc', mfaEnrolmentRequired: false });
  });

  it('tells the console when STAFF_MFA_REQUIRED holds the staff member at the two-factor setup', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(currentUser({ mfaEnrolmentRequired: true })));

    await expect(authProvider.getIdentity!()).resolves.toMatchObject({ mfaEnrolmentRequired: true });
  });

  it('sends a client to /dashboard instead of naming them', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(currentUser({ isAdmin: false })));

    const state = await settledState(authProvider.getIdentity!());

    expect(navigateToSite).toHaveBeenCalledWith('/dashboard');
    expect(state).toBe(PENDING);
  });
});

describe('authProvider.checkError', () => {
  it('sends the user to /auth on 401 without asking react-admin to log out', async () => {
    await expect(authProvider.checkError(new HttpError('Unauthorized', 401))).rejects.toEqual({
      logoutUser: false,
      message: false,
    });
    expect(navigateToSite).toHaveBeenCalledWith('/auth');
  });

  it('keeps staff in the console on a 403 for their role or for a client not theirs', async () => {
    await expect(authProvider.checkError(new HttpError('Forbidden', 403, { message: STAFF_MESSAGES.roleRefused }))).resolves.toBeUndefined();
    await expect(authProvider.checkError(new HttpError('Forbidden', 403, { message: STAFF_MESSAGES.clientNotYours }))).resolves.toBeUndefined();
  });

  it('keeps a French staff member in the console too: the refusal is known by its code, not its English text', async () => {
    const refused = { message: 'Votre rôle ne permet pas cette action.', code: 'staff.roleRefused' };
    await expect(authProvider.checkError(new HttpError('Interdit', 403, refused))).resolves.toBeUndefined();
    const notYours = { message: 'Ce client est attribué à un autre teneur de livres.', code: 'staff.clientNotYours' };
    await expect(authProvider.checkError(new HttpError('Interdit', 403, notYours))).resolves.toBeUndefined();
  });

  it('gives the staff role as the permissions', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(currentUser({ isAdmin: true, staffRole: 'reviewer' })));
    await expect(authProvider.getPermissions!({})).resolves.toBe('reviewer');
  });

  it('sends the user to /dashboard on 403', async () => {
    await expect(authProvider.checkError(new HttpError('Forbidden', 403))).rejects.toMatchObject({ logoutUser: false });
    expect(navigateToSite).toHaveBeenCalledWith('/dashboard');
  });

  it('keeps staff who must set up two-factor login in the console, on its Security page', async () => {
    const error = new HttpError('Turn on two-factor login', 403, { code: 'mfa_enrolment_required' });
    await expect(authProvider.checkError(error)).rejects.toEqual({ logoutUser: false, message: false, redirectTo: '/admin/security' });
    expect(navigateToSite).not.toHaveBeenCalled();
  });

  it('lets other errors through to the screen that made the call', async () => {
    await expect(authProvider.checkError(new HttpError('Server error', 500))).resolves.toBeUndefined();
    expect(navigateToSite).not.toHaveBeenCalled();
  });
});

describe('authProvider.logout', () => {
  it('posts /api/logout with the session cookie, then opens the login screen', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'Logged out' }));

    await expect(authProvider.logout({})).resolves.toBe(false);

    expect(fetchMock).toHaveBeenCalledWith('/api/logout', expect.objectContaining({ method: 'POST', credentials: 'include' }));
    expect(navigateToSite).toHaveBeenCalledWith('/auth?mode=login');
  });

  it('still opens the login screen when the session had already expired', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ statusCode: 401 }, { status: 401 }));

    await expect(authProvider.logout({})).resolves.toBe(false);
    expect(navigateToSite).toHaveBeenCalledWith('/auth?mode=login');
  });

  it('stays on the page and rejects when the server could not log out', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ statusCode: 500 }, { status: 500 }));

    await expect(authProvider.logout({})).rejects.toBeInstanceOf(HttpError);
    expect(navigateToSite).not.toHaveBeenCalled();
  });
});
