import Chip from '@mui/material/Chip';
import type { CsvUploadListItem } from '@ledgerleaf/contracts';

const LOOK: Record<CsvUploadListItem['status'], { label: string; color: 'default' | 'warning' | 'success' | 'error' }> = {
  uploaded: { label: 'Uploaded', color: 'default' },
  processing: { label: 'Processing', color: 'warning' },
  completed: { label: 'Completed', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
};

export function CsvStatusChip({ status }: { status: CsvUploadListItem['status'] }) {
  const look = LOOK[status] ?? { label: status, color: 'default' as const };
  return <Chip size="small" label={look.label} color={look.color} />;
}
