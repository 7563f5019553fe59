import { HttpError, type AuthProvider, type UserIdentity } from 'react-admin';
import { STAFF_MESSAGES, STAFF_MFA, STAFF_REFUSAL_CODES, type CurrentUser, personName } from '@ledgerleaf/contracts';
import { httpClient } from './http-client';
import { navigateToSite, SITE_PATHS, type SitePath } from './site-navigation';

const CURRENT_USER_URL = '/api/user';
const LOGOUT_URL = '/api/logout';

const hasStatus = (error: unknown, status: number) => error instanceof HttpError && error.status === status;

// Leaving the console must not reject: react-admin answers a rejected checkAuth by calling
// logout(), which would end a client's session on the customer site. The promise stays
// pending until the browser unloads the page, so nothing from the console renders meanwhile.
const leaveConsole = (path: SitePath): Promise<never> => {
  navigateToSite(path);
  return new Promise<never>(() => {});
};

// As in the customer site's route guard, a session that cannot be confirmed counts as logged out.
const fetchStaffUser = async (): Promise<CurrentUser> => {
  let user: CurrentUser;
  try {
    ({ json: user } = await httpClient(CURRENT_USER_URL));
  } catch {
    return leaveConsole(SITE_PATHS.auth);
  }
  if (!user.isAdmin) return leaveConsole(SITE_PATHS.dashboard);
  return user;
};

export const authProvider: AuthProvider = {
  // Signing in belongs to the customer site; the console has no login page of its own.
  login: () => leaveConsole(SITE_PATHS.login),

  checkAuth: async () => {
    await fetchStaffUser();
  },

  getIdentity: async (): Promise<UserIdentity> => {
    const user = await fetchStaffUser();
    return { id: user.id, fullName: personName(user), mfaEnrolmentRequired: user.mfaEnrolmentRequired === true };
  },

  // The staff role: the console shows the Staff page to owners only (the API refuses others anyway).
  getPermissions: async () => (await fetchStaffUser()).staffRole,

  checkError: async (error) => {
    // STAFF_MFA_REQUIRED and two-factor login not on yet: the console's Security page, not the site.
    if (hasStatus(error, 403) && (error as HttpError).body?.code === STAFF_MFA.enrolmentRequiredCode) {
      // react-admin navigates to redirectTo as is, without the console's basename.
      throw { logoutUser: false, message: false, redirectTo: STAFF_MFA.setupPath };
    }
    // A role or client the staff member may not work on: the screen shows the message; they stay in the console.
    // By the answer's code: the message is in the staff member's language (an older API sent no code).
    const body = (error as HttpError).body as { message?: unknown; code?: unknown } | undefined;
    const refusal =
      STAFF_REFUSAL_CODES.includes(String(body?.code)) || body?.message === STAFF_MESSAGES.roleRefused || body?.message === STAFF_MESSAGES.clientNotYours;
    if (hasStatus(error, 403) && refusal) return;
    const target = hasStatus(error, 401) ? SITE_PATHS.auth : hasStatus(error, 403) ? SITE_PATHS.dashboard : null;
    if (!target) return;
    navigateToSite(target);
    // logoutUser: false keeps react-admin from calling logout(); message: false skips its toast.
    throw { logoutUser: false, message: false };
  },

  logout: async () => {
    try {
      await httpClient(LOGOUT_URL, { method: 'POST' });
    } catch (error) {
      // A session that has already expired is the outcome logout wanted anyway.
      if (!hasStatus(error, 401)) throw error;
    }
    navigateToSite(SITE_PATHS.login);
    // The page is already on its way to the customer site; react-admin must not redirect too.
    return false;
  },
};
