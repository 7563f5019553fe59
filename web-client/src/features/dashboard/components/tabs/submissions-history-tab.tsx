import HistoryIcon from '@mui/icons-material/History';
import { TabEmptyState } from '../tab-empty-state';

/** Manual Submissions History: the list replaces this with the submissions issue. */
export function SubmissionsHistoryTab() {
  return (
    <TabEmptyState icon={<HistoryIcon />} title="No submissions yet">
      Documents you send for manual bookkeeping appear here with their status, and with the finished PDF and CSV
      files once we complete them. You can ask for an edit at any time.
    </TabEmptyState>
  );
}
