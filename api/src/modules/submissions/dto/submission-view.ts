import { personName } from '@ledgerleaf/contracts';
import type { AdminSubmissionView, EditRequestView, SubmissionFileLink, SubmissionResultView, SubmissionView } from '@ledgerleaf/contracts';
import type { EditRequest } from '../entities/edit-request.entity';
import type { SubmissionFile } from '../entities/submission-file.entity';
import type { SubmissionResult } from '../entities/submission-result.entity';
import type { StoredDocument, Submission } from '../entities/submission.entity';

/** `/uploads/{key}`: result files, generated CSVs and edit-request attachments. */
export const uploadsUrl = (key: string) => `/uploads/${key}`;

/**
 * An original document. The name is in the path as the spec has it; `index` (the
 * document's position) tells apart two documents with the same name.
 */
export const documentUrl = (submissionId: number, originalName: string, index: number) =>
  `/api/downloads/submission-document/${submissionId}/${encodeURIComponent(originalName)}?index=${index}`;

export interface SubmissionGraph {
  submission: Submission;
  /** Files of this submission, by storage key. */
  files: Map<string, SubmissionFile>;
  results: SubmissionResult[];
}

const link = (doc: StoredDocument, url: string, files: Map<string, SubmissionFile>): SubmissionFileLink => {
  const file = files.get(doc.path);
  return { originalName: doc.originalName, path: doc.path, url, mimeType: file?.mimeType ?? 'application/octet-stream', size: file?.size ?? 0 };
};

export function toSubmissionView({ submission: s, files, results }: SubmissionGraph): SubmissionView {
  const editRequests: EditRequestView[] = [...(s.editRequests ?? [])]
    .sort((a: EditRequest, b: EditRequest) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    .map((e) => ({
      id: e.id,
      description: e.description,
      status: e.status,
      documents: (e.documents ?? []).map((d) => link(d, uploadsUrl(d.path), files)),
      createdAt: e.createdAt.toISOString(),
    }));
  const history: SubmissionResultView[] = [...results]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    .filter((r) => r.pdfKey !== s.resultPdfUrl || r.csvKey !== s.resultCsvUrl)
    .map((r) => ({ id: r.id, resultPdfUrl: uploadsUrl(r.pdfKey), resultCsvUrl: uploadsUrl(r.csvKey), createdAt: r.createdAt.toISOString() }));
  const url = (key: string | null) => (key ? uploadsUrl(key) : null);
  return {
    id: s.id,
    userId: s.userId,
    summaryName: s.summaryName,
    status: s.status,
    paymentStatus: s.paymentStatus,
    paymentIntentId: s.paymentIntentId,
    documents: (s.documents ?? []).map((d, i) => link(d, documentUrl(s.id, d.originalName, i), files)),
    resultPdfUrl: url(s.resultPdfUrl),
    resultCsvUrl: url(s.resultCsvUrl),
    manualTransactionsCsvUrl: url(s.manualTransactionsCsvUrl),
    additionalCategoriesCsvUrl: url(s.additionalCategoriesCsvUrl),
    manualTransactions: [...(s.manualTransactions ?? [])]
      .sort((a, b) => a.id - b.id)
      .map((t) => ({ id: t.id, transactionDate: t.transactionDate, transactionName: t.transactionName, province: t.province, amount: t.amount })),
    additionalCategories: [...(s.additionalCategories ?? [])]
      .sort((a, b) => a.id - b.id)
      .map((c) => ({ id: c.id, type: c.type, categoryName: c.categoryName })),
    editRequests,
    resultHistory: history,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}

export function toAdminSubmissionView(graph: SubmissionGraph): AdminSubmissionView {
  const user = graph.submission.user;
  return { ...toSubmissionView(graph), userName: user ? personName(user) : null, userEmail: user?.email ?? null };
}
