import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../../components/page-spinner';

const CsvUploadTab = lazy(() => import('./csv-upload-tab').then((m) => ({ default: m.CsvUploadTab })));

/** The CSV tab, its tables and date-fns load only when the tab is opened. */
export function LazyCsvUploadTab() {
  return (
    <Suspense fallback={<PageSpinner minHeight={240} />}>
      <CsvUploadTab />
    </Suspense>
  );
}
