import { useRecordContext } from 'react-admin';
import type { CallRequestRow } from '@ledgerleaf/contracts';
import { StatusChip } from '../../components/status-chip';

// admin-spec tab 5: Pending yellow, Completed green, anything else red.
export const CallRequestStatusField = () => {
  const record = useRecordContext<CallRequestRow>();
  if (!record) return null;
  if (record.status === 'pending') return <StatusChip label="Pending" tone="yellow" />;
  if (record.status === 'completed') return <StatusChip label="Completed" tone="green" />;
  return <StatusChip label={String(record.status)} tone="red" />;
};
