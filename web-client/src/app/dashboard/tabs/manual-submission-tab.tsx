import { LazyNewSubmissionTab } from '../../../features/submissions';

/** Manual Submission Bookkeeping. */
export function ManualSubmissionTab() {
  return <LazyNewSubmissionTab />;
}
