import type { GetListParams, GetListResult, Identifier } from 'react-admin';
import type {
  AdminMonthlyReportDto,
  ReportCorrectionRequest,
  ReportFileKind,
  ReportOverrideKind,
  ReportTransactionRow,
  UserCategoriesResponse,
} from '@ledgerleaf/contracts';
import { ADMIN_API_URL, API_URL, fetchBlob, requestJson } from '../../http-client';
import { reportListPath, type ReportList } from './report-lists';

const REPORTS_API_URL = `${ADMIN_API_URL}/reports`;

/**
 * The report lists answer whole arrays (no Content-Range): react-admin's page is cut here,
 * so its pagination and the menu badges (the total) work as on the other lists.
 */
export const getReportList = async (resource: ReportList, params: GetListParams): Promise<GetListResult> => {
  const path = reportListPath(resource, params.filter ?? {});
  if (!path) return { data: [], total: 0 };
  const rows = await requestJson<AdminMonthlyReportDto[]>(`${REPORTS_API_URL}/${path}`);
  const { page, perPage } = params.pagination ?? { page: 1, perPage: rows.length };
  return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
};

const postReport = <T>(id: Identifier, path: string, body: object | FormData) =>
  requestJson<T>(`${REPORTS_API_URL}/${id}/${path}`, { method: 'POST', body: body instanceof FormData ? body : JSON.stringify(body) });

/** Monthly reports (admin-spec tabs 1, 6 and 9): review, file overrides, downloads and corrections. */
export const monthlyReportsApi = {
  approveReport: (id: Identifier, adminNotes: string) =>
    postReport<AdminMonthlyReportDto>(id, 'update-status', { status: 'approved', ...(adminNotes.trim() ? { adminNotes } : {}) }),
  rejectReport: (id: Identifier, adminNotes: string) => postReport<AdminMonthlyReportDto>(id, 'update-status', { status: 'rejected', adminNotes }),
  /** POST .../upload-override: multipart `file` and `fileType`; the API checks the CSV's header. */
  uploadReportOverride: (id: Identifier, fileType: ReportOverrideKind, file: File) => {
    const body = new FormData();
    body.append('fileType', fileType);
    body.append('file', file, file.name);
    return postReport<AdminMonthlyReportDto>(id, 'upload-override', body);
  },
  downloadReportFile: (id: Identifier, kind: ReportFileKind) => fetchBlob(`${API_URL}/downloads/monthly-report/${id}/${kind}`),
  getReportTransactions: (id: Identifier) => requestJson<ReportTransactionRow[]>(`${REPORTS_API_URL}/${id}/transactions`),
  /** The report's client's own categories: what a correction may choose. */
  getReportCategories: (id: Identifier) => requestJson<UserCategoriesResponse>(`${REPORTS_API_URL}/${id}/categories`).then(({ categories }) => categories),
  correctReportTransaction: (id: Identifier, correction: ReportCorrectionRequest) => postReport<AdminMonthlyReportDto>(id, 'corrections', correction),
};
