import { securityOverview } from '../content/security';
import { LegalPage } from './legal-page';

export function SecurityPage() {
  return <LegalPage document={securityOverview} />;
}
