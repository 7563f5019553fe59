import { termsOfService } from '../content/terms';
import { LegalPage } from './legal-page';

export function TermsPage() {
  return <LegalPage document={termsOfService} />;
}
