import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AdminStats } from '@ledgerleaf/contracts';
import type { AdminDataProvider } from '../data-provider';

/**
 * Counts the API keeps no figure for are the total of a one-row page of the list the count
 * opens, filtered as that list shows it, so a count and its list never disagree.
 */
const LIST_TOTALS = {
  pendingReports: { resource: 'monthly-reports', filter: {} },
  rejectedReports: { resource: 'rejected-reports', filter: {} },
  pendingSubmissions: { resource: 'pending-submissions', filter: {} },
  completedSubmissions: { resource: 'completed-submissions', filter: {} },
  editRequests: { resource: 'edit-requests', filter: {} },
  // Uploads waiting for Categorize with AI.
  csvUploadsToCategorize: { resource: 'csv-uploads', filter: { status: 'uploaded' } },
  // Answers from clients on reports still pending review.
  questionsToActOn: { resource: 'questions', filter: { toActOn: true } },
} as const;

type ListCount = keyof typeof LIST_TOTALS;

/** The API's stats, and each list total once known (a list that cannot be counted has none). */
export type ConsoleCounts = AdminStats & Partial<Record<ListCount, number>>;

// react-admin's refresh (called after every console action) invalidates this query too, so
// the dashboard and the menu badges follow staff actions at once.
const CONSOLE_COUNTS_QUERY_KEY = ['console-counts'] as const;
// Visitors send call requests and messages, clients upload, reports are generated: look every minute.
const REFETCH_INTERVAL_MS = 60_000;

/** Every count the dashboard and the menu badges show, from one query: the API's stats and the list totals. */
export const useConsoleCounts = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: CONSOLE_COUNTS_QUERY_KEY,
    queryFn: async (): Promise<ConsoleCounts> => {
      const names = Object.keys(LIST_TOTALS) as ListCount[];
      const total = ({ resource, filter }: (typeof LIST_TOTALS)[ListCount]) =>
        dataProvider
          .getList(resource, { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter })
          .then(({ total }) => total ?? 0)
          // A list that cannot be counted shows no figure (its own page says why); the rest still show.
          .catch(() => undefined);
      // The stats are the dashboard's own call: their failure is the error it shows, with Retry.
      const [stats, ...totals] = await Promise.all([dataProvider.getAdminStats(), ...names.map((name) => total(LIST_TOTALS[name]))]);
      return { ...stats, ...Object.fromEntries(names.map((name, i) => [name, totals[i]])) };
    },
    refetchInterval: REFETCH_INTERVAL_MS,
  });
};
