import { useQueries } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from './data-provider';

const REFETCH_INTERVAL_MS = 60_000;

/** Each list's total (the total of a one-row page), for the menu badges; undefined until it is known. */
export function useListTotals<R extends string>(resources: readonly R[]): Partial<Record<R, number>> {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const results = useQueries({
    queries: resources.map((resource) => ({
      // react-admin's refresh() invalidates every query, so the badges follow each review or action.
      queryKey: [resource, 'count'],
      queryFn: () => dataProvider.getList(resource, { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter: {} }).then((r) => r.total ?? 0),
      refetchInterval: REFETCH_INTERVAL_MS,
    })),
  });
  return Object.fromEntries(resources.map((resource, i) => [resource, results[i].data])) as Partial<Record<R, number>>;
}
