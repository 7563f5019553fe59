import AssessmentIcon from '@mui/icons-material/Assessment';
import { TabEmptyState } from '../tab-empty-state';

/** Monthly Reports: the reports list replaces this with the reports issue. */
export function MonthlyReportsTab() {
  return (
    <TabEmptyState icon={<AssessmentIcon />} title="No reports yet">
      <p>Reports are generated automatically on the 1st of each month.</p>
      <p>Each one is reviewed by a bookkeeper before it appears here, ready to download as CSV.</p>
    </TabEmptyState>
  );
}
