import { lazy, Suspense, type ComponentType } from 'react';
import { PageSpinner } from '../../../components/page-spinner';

const TransactionsView = lazy(() => import('./transactions-view').then((m) => ({ default: m.TransactionsView })));

/** The Transactions view, react-plaid-link with it, loads only when the view is opened. */
export function LazyTransactionsView({ reportsPanel }: { reportsPanel: ComponentType }) {
  return (
    <Suspense fallback={<PageSpinner minHeight={240} />}>
      <TransactionsView reportsPanel={reportsPanel} />
    </Suspense>
  );
}
