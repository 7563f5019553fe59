import { LazySubmissionsHistoryTab } from '../../../submissions';

/** Manual Submissions History. */
export function SubmissionsHistoryTab() {
  return <LazySubmissionsHistoryTab />;
}
