import { DEFAULT_LOCALE, isLocale, localeFromAcceptLanguage, type Locale } from '@ledgerleaf/contracts';
import type { Request } from 'express';

/**
 * The language of a request's answer (issue 31 point 2): the apps send the person's language
 * as Accept-Language on every request, so that header wins; without one of ours, the
 * logged-in person's stored language; otherwise English. Mails and files made outside a
 * request use the recipient's `users.locale` instead.
 */
export function requestLocale(request: Pick<Request, 'headers'> & { user?: unknown }): Locale {
  const header = request.headers['accept-language'];
  const fromHeader = localeFromAcceptLanguage(Array.isArray(header) ? header[0] : header);
  if (fromHeader) return fromHeader;
  const stored = (request.user as { locale?: unknown } | undefined)?.locale;
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}
