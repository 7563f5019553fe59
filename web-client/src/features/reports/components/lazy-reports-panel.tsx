import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../../components/page-spinner';

const ReportsPanel = lazy(() => import('./reports-panel').then((m) => ({ default: m.ReportsPanel })));

/** The Reports tab loads with its dialogs when opened; its chart loads with the first summary. */
export function LazyReportsPanel() {
  return (
    <Suspense fallback={<PageSpinner minHeight={240} />}>
      <ReportsPanel />
    </Suspense>
  );
}
