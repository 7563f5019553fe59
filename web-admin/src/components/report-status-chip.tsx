import { useTranslate } from 'react-admin';
import { ReportStatus } from '@ledgerleaf/contracts';
import { StatusChip } from './status-chip';

// admin-spec tab 1: Pending grey, Approved green, otherwise red.
export const ReportStatusChip = ({ status }: { status: ReportStatus }) => {
  const translate = useTranslate();
  return status === ReportStatus.PENDING ? (
    <StatusChip label={translate('ledgerleaf.common.reportPending')} tone="grey" />
  ) : status === ReportStatus.APPROVED ? (
    <StatusChip label={translate('ledgerleaf.common.reportApproved')} tone="green" />
  ) : (
    <StatusChip label={translate('ledgerleaf.common.reportRejected')} tone="red" />
  );
};
