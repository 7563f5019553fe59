import { useRecordContext } from 'react-admin';
import type { AdminCsvUploadListItem, CsvUploadStatus } from '@ledgerleaf/contracts';
import { StatusChip, type StatusTone } from '../../components/status-chip';

const LOOK: Record<CsvUploadStatus, { label: string; tone: StatusTone }> = {
  uploaded: { label: 'Uploaded', tone: 'blue' },
  processing: { label: 'Processing', tone: 'yellow' },
  completed: { label: 'Completed', tone: 'green' },
  failed: { label: 'Failed', tone: 'red' },
};

export const CsvUploadStatusField = () => {
  const record = useRecordContext<AdminCsvUploadListItem>();
  if (!record) return null;
  const look = LOOK[record.status] ?? { label: String(record.status), tone: 'red' as const };
  return <StatusChip label={look.label} tone={look.tone} />;
};
