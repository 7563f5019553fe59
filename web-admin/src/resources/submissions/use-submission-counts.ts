import { useListTotals } from '../../use-list-totals';
import { SUBMISSION_QUEUES, type SubmissionQueue } from './submission-queues';

const QUEUES = Object.keys(SUBMISSION_QUEUES) as SubmissionQueue[];

/** How many submissions wait in each queue, for the menu badges. */
export const useSubmissionCounts = () => useListTotals(QUEUES);
