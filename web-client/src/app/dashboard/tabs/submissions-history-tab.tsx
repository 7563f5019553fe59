import { LazySubmissionsHistoryTab } from '../../../features/submissions';

/** Manual Submissions History. */
export function SubmissionsHistoryTab() {
  return <LazySubmissionsHistoryTab />;
}
