import { REPORT_ADMIN_TEXTS as T, ReportStatus } from '@ledgerleaf/contracts';
import { StatusChip } from './status-chip';

// admin-spec tab 1: Pending grey, Approved green, otherwise red.
export const ReportStatusChip = ({ status }: { status: ReportStatus }) =>
  status === ReportStatus.PENDING ? (
    <StatusChip label={T.pending} tone="grey" />
  ) : status === ReportStatus.APPROVED ? (
    <StatusChip label={T.approved} tone="green" />
  ) : (
    <StatusChip label={T.rejected} tone="red" />
  );
