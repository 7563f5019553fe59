import { useRecordContext, useTranslate } from 'react-admin';
import type { CallRequestRow, CallRequestStatus } from '@ledgerleaf/contracts';
import { StatusChip, type StatusTone } from '../../components/status-chip';

// admin-spec tab 5: Pending yellow, Completed green, anything else red.
const TONE: Record<CallRequestStatus, StatusTone> = { pending: 'yellow', completed: 'green' };

export const CallRequestStatusField = () => {
  const translate = useTranslate();
  const record = useRecordContext<CallRequestRow>();
  if (!record) return null;
  return <StatusChip label={translate(`ledgerleaf.callRequests.status.${record.status}`, { _: String(record.status) })} tone={TONE[record.status] ?? 'red'} />;
};
