import TableChartIcon from '@mui/icons-material/TableChart';
import { TabEmptyState } from '../tab-empty-state';

/** CSV Upload & AI Categorization: the uploader replaces this with the CSV issue. */
export function CsvUploadTab() {
  return (
    <TabEmptyState icon={<TableChartIcon />} title="No CSV uploads yet">
      CSV files of transactions you upload for AI categorization appear here with their row count and status. Once
      categorized, you can preview the first rows and download the result.
    </TabEmptyState>
  );
}
