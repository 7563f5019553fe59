import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../../components/page-spinner';

const BalanceSheetView = lazy(() => import('./balance-sheet-view').then((m) => ({ default: m.BalanceSheetView })));

/** The Balance Sheet view loads with its chart only when its tab is opened. */
export function LazyBalanceSheetView() {
  return (
    <Suspense fallback={<PageSpinner minHeight={240} />}>
      <BalanceSheetView />
    </Suspense>
  );
}
