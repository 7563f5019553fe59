import UploadFileIcon from '@mui/icons-material/UploadFile';
import { TabEmptyState } from '../tab-empty-state';

/** Manual Submission Bookkeeping: the submission form replaces this with the submissions issue. */
export function ManualSubmissionTab() {
  return (
    <TabEmptyState icon={<UploadFileIcon />} title="Send documents for manual bookkeeping">
      This is where you send us receipts, invoices and bank statements (PDF, CSV or images) under a title, with any
      transactions we should add by hand. We process each submission within 48 hours, Monday to Friday.
    </TabEmptyState>
  );
}
