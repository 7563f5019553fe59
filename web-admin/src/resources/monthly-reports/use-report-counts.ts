import { useListTotals } from '../../use-list-totals';

const COUNTED = ['monthly-reports', 'rejected-reports'] as const;

/** Reports waiting for review and reports rejected, for the menu badges. */
export const useReportCounts = () => useListTotals(COUNTED);
