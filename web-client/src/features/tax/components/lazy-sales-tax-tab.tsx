import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../../components/page-spinner';

const SalesTaxTab = lazy(() => import('./sales-tax-tab').then((m) => ({ default: m.SalesTaxTab })));
const TaxProfileSection = lazy(() => import('./tax-profile-section').then((m) => ({ default: m.TaxProfileSection })));

/** The Sales tax view loads only when its tab is opened. */
export function LazySalesTaxTab() {
  return (
    <Suspense fallback={<PageSpinner minHeight={240} />}>
      <SalesTaxTab />
    </Suspense>
  );
}

/** The Profile tab's tax section, loaded with it. */
export function LazyTaxProfileSection() {
  return (
    <Suspense fallback={<PageSpinner minHeight={120} />}>
      <TaxProfileSection />
    </Suspense>
  );
}
