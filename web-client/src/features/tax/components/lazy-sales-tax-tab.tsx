import { lazy, Suspense } from 'react';
import Stack from '@mui/material/Stack';
import { PageSpinner } from '../../../components/page-spinner';

const SalesTaxTab = lazy(() => import('./sales-tax-tab').then((m) => ({ default: m.SalesTaxTab })));
const YearEndPackagesCard = lazy(() => import('./year-end-packages-card').then((m) => ({ default: m.YearEndPackagesCard })));
const TaxProfileSection = lazy(() => import('./tax-profile-section').then((m) => ({ default: m.TaxProfileSection })));

/** The Sales tax view (GST/HST periods, then the year-end package) loads only when its tab is opened. */
export function LazySalesTaxTab() {
  return (
    <Suspense fallback={<PageSpinner minHeight={240} />}>
      <Stack spacing={3}>
        <SalesTaxTab />
        <YearEndPackagesCard />
      </Stack>
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
