import { SubmissionStatus } from '@ledgerleaf/contracts';

/**
 * The console's three submission queues (admin-spec section 2, tabs 2-4): each is a
 * react-admin resource of its own, served by /api/admin/submissions with a status filter.
 */
export const SUBMISSION_QUEUES = {
  'pending-submissions': SubmissionStatus.PENDING,
  'completed-submissions': SubmissionStatus.COMPLETED,
  'edit-requests': SubmissionStatus.EDIT_REQUESTED,
} as const;
export type SubmissionQueue = keyof typeof SUBMISSION_QUEUES;

export const isSubmissionQueue = (resource: string): resource is SubmissionQueue => resource in SUBMISSION_QUEUES;
