import { useRecordContext } from 'react-admin';
import { CSV_UPLOAD_STATUS_LABELS, type AdminCsvUploadListItem, type CsvUploadStatus } from '@ledgerleaf/contracts';
import { StatusChip, type StatusTone } from '../../components/status-chip';

// The words are the contracts'; the colours are the console's.
const TONE: Record<CsvUploadStatus, StatusTone> = {
  uploaded: 'blue',
  processing: 'yellow',
  completed: 'green',
  failed: 'red',
};

export const CsvUploadStatusField = () => {
  const record = useRecordContext<AdminCsvUploadListItem>();
  if (!record) return null;
  return <StatusChip label={CSV_UPLOAD_STATUS_LABELS[record.status] ?? String(record.status)} tone={TONE[record.status] ?? 'red'} />;
};
