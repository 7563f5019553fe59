import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../../components/page-spinner';

const ReceiptsTab = lazy(() => import('./receipts-tab').then((m) => ({ default: m.ReceiptsTab })));

/** The Receipts tab, loaded when it is opened. */
export function LazyReceiptsTab() {
  return (
    <Suspense fallback={<PageSpinner minHeight={240} />}>
      <ReceiptsTab />
    </Suspense>
  );
}
