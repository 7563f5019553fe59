import { LazyNewSubmissionTab } from '../../../submissions';

/** Manual Submission Bookkeeping. */
export function ManualSubmissionTab() {
  return <LazyNewSubmissionTab />;
}
