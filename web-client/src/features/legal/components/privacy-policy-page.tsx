import { privacyPolicy } from '../content/privacy-policy';
import { LegalPage } from './legal-page';

export function PrivacyPolicyPage() {
  return <LegalPage document={privacyPolicy} />;
}
