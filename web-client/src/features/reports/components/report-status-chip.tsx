import Chip from '@mui/material/Chip';
import { ReportStatus } from '@ledgerleaf/contracts';

// Client-spec 2: pending review yellow, approved green, rejected red.
const LOOK: Record<ReportStatus, { label: string; color: 'warning' | 'success' | 'error' }> = {
  [ReportStatus.PENDING]: { label: 'Pending Review', color: 'warning' },
  [ReportStatus.APPROVED]: { label: 'Approved', color: 'success' },
  [ReportStatus.REJECTED]: { label: 'Rejected', color: 'error' },
};

export function ReportStatusChip({ status }: { status: ReportStatus }) {
  const look = LOOK[status] ?? { label: status, color: 'default' as const };
  return <Chip size="small" label={look.label} color={look.color} />;
}
