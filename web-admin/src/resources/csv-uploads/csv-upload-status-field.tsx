import { useRecordContext, useTranslate } from 'react-admin';
import type { AdminCsvUploadListItem, CsvUploadStatus } from '@ledgerleaf/contracts';
import { StatusChip, type StatusTone } from '../../components/status-chip';

// The words are the catalogue's; the colours are the console's.
const TONE: Record<CsvUploadStatus, StatusTone> = {
  uploaded: 'blue',
  processing: 'yellow',
  completed: 'green',
  failed: 'red',
};

export const CsvUploadStatusField = () => {
  const translate = useTranslate();
  const record = useRecordContext<AdminCsvUploadListItem>();
  if (!record) return null;
  return <StatusChip label={translate(`ledgerleaf.uploads.status.${record.status}`, { _: String(record.status) })} tone={TONE[record.status] ?? 'red'} />;
};
