import { useQueries } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../../data-provider';

const REFETCH_INTERVAL_MS = 60_000;
const COUNTED = ['monthly-reports', 'rejected-reports'] as const;
export type CountedReportList = (typeof COUNTED)[number];

/** Reports waiting for review and reports rejected (the total of a one-row page), for the menu badges. */
export function useReportCounts(): Partial<Record<CountedReportList, number>> {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const results = useQueries({
    queries: COUNTED.map((list) => ({
      // react-admin's refresh() invalidates every query, so the badges follow each review.
      queryKey: [list, 'count'],
      queryFn: () => dataProvider.getList(list, { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter: {} }).then((r) => r.total ?? 0),
      refetchInterval: REFETCH_INTERVAL_MS,
    })),
  });
  return Object.fromEntries(COUNTED.map((list, i) => [list, results[i].data]));
}
