import { termsOfService } from '../content/terms';
import { conditionsUtilisation } from '../content/terms.fr';
import { LegalDocumentPage, type LegalReaderProvince } from './legal-document-page';

export function TermsPage(props: LegalReaderProvince) {
  return <LegalDocumentPage kind="terms" documents={{ 'en-CA': termsOfService, 'fr-CA': conditionsUtilisation }} {...props} />;
}
