import { privacyPolicy } from '../content/privacy-policy';
import { politiqueDeConfidentialite } from '../content/privacy-policy.fr';
import { LegalDocumentPage, type LegalReaderProvince } from './legal-document-page';

export function PrivacyPolicyPage(props: LegalReaderProvince) {
  return <LegalDocumentPage kind="privacy" documents={{ 'en-CA': privacyPolicy, 'fr-CA': politiqueDeConfidentialite }} {...props} />;
}
