import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../../components/page-spinner';

const ConnectedAccountsSection = lazy(() => import('./connected-accounts-section').then((m) => ({ default: m.ConnectedAccountsSection })));

/** The Profile's connected accounts, react-plaid-link with them, in their own chunk. */
export function LazyConnectedAccountsSection() {
  return (
    <Suspense fallback={<PageSpinner minHeight={120} />}>
      <ConnectedAccountsSection />
    </Suspense>
  );
}
