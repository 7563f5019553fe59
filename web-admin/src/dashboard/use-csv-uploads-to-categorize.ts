import { useGetList } from 'react-admin';
import type { AdminCsvUploadListItem } from '@ledgerleaf/contracts';

// Same rhythm as the other counts: clients upload files at any time.
const REFETCH_INTERVAL_MS = 60_000;

/**
 * Uploads waiting for Categorize with AI (status uploaded): the total of a one-row page of
 * the console's CSV list, so the count follows exactly what that list shows. react-admin's
 * refresh after each action reads it again, like the stats.
 */
export const useCsvUploadsToCategorize = (): number | undefined => {
  const { total } = useGetList<AdminCsvUploadListItem>(
    'csv-uploads',
    { pagination: { page: 1, perPage: 1 }, sort: { field: 'createdAt', order: 'DESC' }, filter: { status: 'uploaded' } },
    { refetchInterval: REFETCH_INTERVAL_MS },
  );
  return total;
};
