import type { Locale } from '@ledgerleaf/contracts';

// The legal pages' addresses in each language (issue 31, point 3). Standard-form contracts are
// offered in French first to a French-speaking or Québec client (Charter of the French language,
// s. 55 as amended by Law 96): the English address sends such a visitor to the French one,
// which links back to the English version with `?lang=en` (an explicit choice, then honoured).

export type LegalPageKind = 'terms' | 'privacy' | 'security';

export const LEGAL_PATHS: Record<LegalPageKind, Record<Locale, string>> = {
  terms: { 'en-CA': '/terms-of-service', 'fr-CA': '/fr/conditions-d-utilisation' },
  privacy: { 'en-CA': '/privacy-policy', 'fr-CA': '/fr/politique-de-confidentialite' },
  security: { 'en-CA': '/security', 'fr-CA': '/fr/securite' },
};

/** The query that asks for the English version explicitly (the French version's "English version" link). */
export const ENGLISH_CHOSEN = { param: 'lang', value: 'en' } as const;

/** The English version's address as the French one links to it: an explicit choice of English. */
export const englishVersionPath = (kind: LegalPageKind) => `${LEGAL_PATHS[kind]['en-CA']}?${ENGLISH_CHOSEN.param}=${ENGLISH_CHOSEN.value}`;

/** Which legal page an address is, and in which language; null for any other page. */
export function legalPageOfPath(pathname: string): { kind: LegalPageKind; locale: Locale } | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const [kind, paths] of Object.entries(LEGAL_PATHS) as [LegalPageKind, Record<Locale, string>][]) {
    for (const [locale, address] of Object.entries(paths) as [Locale, string][]) if (address === path) return { kind, locale };
  }
  return null;
}

export interface LegalReader {
  /** The language the screens are in (the person's saved one, their switch, or the browser's). */
  screenLocale: Locale;
  /** The client's province (tax profile), when known. */
  province?: string | null;
}

/** French first for a person reading in French or a Québec client; English first otherwise. */
export function legalVersionFirst({ screenLocale, province }: LegalReader): Locale {
  return screenLocale === 'fr-CA' || province === 'QC' ? 'fr-CA' : 'en-CA';
}

/**
 * Where the visitor of a legal page's address should be: the French address when the English
 * one is reached by someone offered French first without choosing English; else where they are.
 */
export function legalRedirect(page: { kind: LegalPageKind; locale: Locale }, reader: LegalReader, englishChosen: boolean): string | null {
  if (page.locale !== 'en-CA' || englishChosen) return null;
  return legalVersionFirst(reader) === 'fr-CA' ? LEGAL_PATHS[page.kind]['fr-CA'] : null;
}
