import type { Identifier } from 'react-admin';
import type { AdminSubmissionView } from '@ledgerleaf/contracts';
import { ADMIN_API_URL, requestJson } from '../../http-client';

/** The three queues are one API resource, filtered by status. */
export const SUBMISSIONS_RESOURCE = 'submissions';

const postResultFiles = (id: Identifier, path: 'complete' | 'updated-files', pdf: File, csv: File) => {
  const body = new FormData();
  body.append('pdf', pdf, pdf.name);
  body.append('csv', csv, csv.name);
  return requestJson<AdminSubmissionView>(`${ADMIN_API_URL}/${SUBMISSIONS_RESOURCE}/${id}/${path}`, { method: 'POST', body }).then((data) => ({ data }));
};

/** Staff completion (admin-spec tabs 2 and 4): the result PDF and CSV, as multipart `pdf` and `csv`. */
export const submissionsApi = {
  markComplete: (id: Identifier, pdf: File, csv: File) => postResultFiles(id, 'complete', pdf, csv),
  submitUpdatedFiles: (id: Identifier, pdf: File, csv: File) => postResultFiles(id, 'updated-files', pdf, csv),
};
