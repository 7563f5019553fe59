// The words each app shows for a record's status: one map per status kind, read by the
// client's chips and the console's fields alike.
import type { CallRequestStatus, CsvUploadStatus, EditRequestStatus, MessageStatus, ReportStatus, SubmissionStatus } from './enums.js';

export const SUBMISSION_STATUS_LABELS: Record<SubmissionStatus, string> = {
  pending: 'Pending',
  completed: 'Completed',
  edit_requested: 'Edit Requested',
};

export const EDIT_REQUEST_STATUS_LABELS: Record<EditRequestStatus, string> = {
  pending: 'Pending',
  resolved: 'Resolved',
};

/** The client sees a pending report as waiting for the bookkeeper; the console's tabs say 'Pending'. */
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  pending: 'Pending Review',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const CSV_UPLOAD_STATUS_LABELS: Record<CsvUploadStatus, string> = {
  uploaded: 'Uploaded',
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
};

export const CALL_REQUEST_STATUS_LABELS: Record<CallRequestStatus, string> = {
  pending: 'Pending',
  completed: 'Completed',
};

export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  unread: 'Unread',
  read: 'Read',
};

/** A status map as react-admin's SelectInput choices ({id, name}), in the map's order. */
export function statusChoices<S extends string>(labels: Record<S, string>): { id: S; name: string }[] {
  return (Object.keys(labels) as S[]).map((id) => ({ id, name: labels[id] }));
}
