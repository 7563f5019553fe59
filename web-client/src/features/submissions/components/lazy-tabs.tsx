import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../../components/page-spinner';

const NewSubmissionForm = lazy(() => import('./new-submission-form').then((m) => ({ default: m.NewSubmissionForm })));
const SubmissionsHistory = lazy(() => import('./submissions-history').then((m) => ({ default: m.SubmissionsHistory })));

/** Manual Submission Bookkeeping, loaded when the tab opens. */
export function LazyNewSubmissionTab() {
  return (
    <Suspense fallback={<PageSpinner minHeight={240} />}>
      <NewSubmissionForm />
    </Suspense>
  );
}

/** Manual Submissions History, loaded when the tab opens. */
export function LazySubmissionsHistoryTab() {
  return (
    <Suspense fallback={<PageSpinner minHeight={240} />}>
      <SubmissionsHistory />
    </Suspense>
  );
}
