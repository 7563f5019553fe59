import { useRecordContext } from 'react-admin';
import { CALL_REQUEST_STATUS_LABELS, type CallRequestRow, type CallRequestStatus } from '@ledgerleaf/contracts';
import { StatusChip, type StatusTone } from '../../components/status-chip';

// admin-spec tab 5: Pending yellow, Completed green, anything else red.
const TONE: Record<CallRequestStatus, StatusTone> = { pending: 'yellow', completed: 'green' };

export const CallRequestStatusField = () => {
  const record = useRecordContext<CallRequestRow>();
  if (!record) return null;
  return <StatusChip label={CALL_REQUEST_STATUS_LABELS[record.status] ?? String(record.status)} tone={TONE[record.status] ?? 'red'} />;
};
