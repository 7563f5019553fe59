// A logged-in person's language (users.locale, issue 31): it wins over the visitor's choice
// once GET /api/user answers, and a switch while logged in is saved to the profile.
import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isLocale, type CurrentUser, type Locale, type UpdateProfileRequest } from '@ledgerleaf/contracts';
import { apiRequest } from '../lib/api-client';
import { USER_QUERY_KEY, useUser } from '../lib/auth';
import { currentLocale, setLocale } from './i18n';

/** The user's saved language, or null (a visitor, or an answer without one). */
export function localeOfUser(user: CurrentUser | null | undefined): Locale | null {
  const value = (user as { locale?: unknown } | null | undefined)?.locale;
  return isLocale(value) ? value : null;
}

/** PATCH /api/user/profile's body that changes only the language (the endpoint takes the whole profile). */
export function localeChange(user: CurrentUser, locale: Locale): UpdateProfileRequest & { locale: Locale } {
  return { firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone, locale };
}

/** After login (and whenever the saved language changes) the screens follow the user's language. */
export function useUserLocale(): void {
  const { data: user } = useUser();
  const locale = localeOfUser(user);
  useEffect(() => {
    if (locale && locale !== currentLocale()) void setLocale(locale);
  }, [locale]);
}

/**
 * Switches the screens to `locale`; for a logged-in person also saves it as their language
 * (shown at once, saved in the background: the next visit starts in it).
 */
export function useSwitchLocale(): (locale: Locale) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (locale: Locale) => {
      void setLocale(locale);
      const user = queryClient.getQueryData<CurrentUser | null>(USER_QUERY_KEY);
      if (!user || localeOfUser(user) === locale) return;
      queryClient.setQueryData(USER_QUERY_KEY, { ...user, locale });
      apiRequest<CurrentUser>('/api/user/profile', { method: 'PATCH', body: localeChange(user, locale) }).catch(() => undefined);
    },
    [queryClient],
  );
}
