import { useQueries } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../../data-provider';
import { SUBMISSION_QUEUES, type SubmissionQueue } from './submission-queues';

const REFETCH_INTERVAL_MS = 60_000;

/** How many submissions wait in each queue (the total of a one-row page), for the menu badges. */
export function useSubmissionCounts(): Partial<Record<SubmissionQueue, number>> {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queues = Object.keys(SUBMISSION_QUEUES) as SubmissionQueue[];
  const results = useQueries({
    queries: queues.map((queue) => ({
      // react-admin's refresh() invalidates every query, so the badges follow each action.
      queryKey: [queue, 'count'],
      queryFn: () => dataProvider.getList(queue, { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter: {} }).then((r) => r.total ?? 0),
      refetchInterval: REFETCH_INTERVAL_MS,
    })),
  });
  return Object.fromEntries(queues.map((q, i) => [q, results[i].data]));
}
