import { securityOverview } from '../content/security';
import { securite } from '../content/security.fr';
import { LegalDocumentPage, type LegalReaderProvince } from './legal-document-page';

export function SecurityPage(props: LegalReaderProvince) {
  return <LegalDocumentPage kind="security" documents={{ 'en-CA': securityOverview, 'fr-CA': securite }} {...props} />;
}
