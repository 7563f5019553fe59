import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../../components/page-spinner';

const CategoryConfiguration = lazy(() => import('./category-configuration').then((m) => ({ default: m.CategoryConfiguration })));

/** Category Configuration loads only when its tab is opened. */
export function LazyCategoryConfiguration() {
  return (
    <Suspense fallback={<PageSpinner minHeight={240} />}>
      <CategoryConfiguration />
    </Suspense>
  );
}
