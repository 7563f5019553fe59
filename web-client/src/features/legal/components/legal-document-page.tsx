import { Link as RouterLink, Navigate, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Link from '@mui/material/Link';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@ledgerleaf/contracts';
import { PageSpinner } from '../../../components/page-spinner';
import { ENGLISH_CHOSEN, englishVersionPath, LEGAL_PATHS, legalPageOfPath, legalRedirect, type LegalPageKind } from '../../../i18n/legal-paths';
import type { LegalDocument } from '../content/types';
import { LegalPage } from './legal-page';

export interface LegalReaderProvince {
  /** The client's province, when the app knows it (a logged-in client's tax profile). */
  province?: string | null;
  /** Still finding the province out: the English address waits before choosing the version. */
  pending?: boolean;
}

interface LegalDocumentPageProps extends LegalReaderProvince {
  kind: LegalPageKind;
  documents: Record<Locale, LegalDocument>;
}

/**
 * One legal document at its address in either language, with `hreflang` links to both and a
 * link to the other version. A visitor offered French first (French screens, or a Québec client)
 * who reaches the English address is shown the French version, unless they chose English.
 */
export function LegalDocumentPage({ kind, documents, province, pending }: LegalDocumentPageProps) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { t, i18n } = useTranslation('legal');
  const page = legalPageOfPath(pathname) ?? { kind, locale: DEFAULT_LOCALE };
  const englishChosen = params.get(ENGLISH_CHOSEN.param) === ENGLISH_CHOSEN.value;
  const screenLocale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  if (pending && page.locale === 'en-CA' && !englishChosen && screenLocale === 'en-CA') return <PageSpinner minHeight={240} />;
  const redirect = legalRedirect(page, { screenLocale, province }, englishChosen);
  if (redirect) return <Navigate to={redirect} replace />;

  const other: Locale = page.locale === 'fr-CA' ? 'en-CA' : 'fr-CA';
  const paths = LEGAL_PATHS[kind];
  return (
    <>
      {/* React places these in the document's head. */}
      <link rel="alternate" hrefLang="en-CA" href={paths['en-CA']} />
      <link rel="alternate" hrefLang="fr-CA" href={paths['fr-CA']} />
      <link rel="alternate" hrefLang="x-default" href={paths['en-CA']} />
      <LegalPage
        document={documents[page.locale]}
        lang={page.locale}
        otherVersion={
          <Link component={RouterLink} to={other === 'en-CA' ? englishVersionPath(kind) : paths['fr-CA']} lang={other} hrefLang={other}>
            {t(other === 'en-CA' ? 'englishVersion' : 'frenchVersion')}
          </Link>
        }
      />
    </>
  );
}
