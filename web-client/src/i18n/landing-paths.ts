import type { Locale } from '@ledgerleaf/contracts';

/** The landing page's address in each language (both prerendered: "/" and "/fr"). */
export const LANDING_PATHS: Record<Locale, string> = { 'en-CA': '/', 'fr-CA': '/fr' };

export const isLandingPath = (pathname: string) => pathname === '/' || pathname === '/fr' || pathname === '/fr/';

/** The language a landing address is in, or null for any other page. */
export function localeOfLandingPath(pathname: string): Locale | null {
  if (pathname === '/fr' || pathname === '/fr/') return 'fr-CA';
  return pathname === '/' ? 'en-CA' : null;
}
