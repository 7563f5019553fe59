import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../data-provider';

// react-admin's refresh (called after every status change) invalidates this query too,
// so the dashboard and the menu badges follow staff actions at once.
export const ADMIN_STATS_QUERY_KEY = ['admin-stats'] as const;
// New call requests and messages arrive from visitors; look for them every minute.
const REFETCH_INTERVAL_MS = 60_000;

export const useAdminStats = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: ADMIN_STATS_QUERY_KEY,
    queryFn: () => dataProvider.getAdminStats(),
    refetchInterval: REFETCH_INTERVAL_MS,
  });
};
