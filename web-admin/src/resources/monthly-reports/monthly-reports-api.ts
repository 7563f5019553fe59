import type { fetchUtils, GetListParams, GetListResult, Identifier } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import type {
  AdminReportRebuildAcceptedResponse,
  AdminMonthlyReportDto,
  ReportCorrectionRequest,
  ReportFileKind,
  REPORT_BALANCE_SHEET_KIND,
  ReportOverrideKind,
  ReportTransactionRow,
  UserCategoriesResponse,
} from '@ledgerleaf/contracts';
import { ADMIN_API_URL, API_URL, fetchBlob, httpClient, requestJson } from '../../http-client';
import { reportListPath, type ReportList } from './report-lists';

const REPORTS_API_URL = `${ADMIN_API_URL}/reports`;

/**
 * The report lists carry no `sort`: without one the API keeps each list's work order
 * (pending oldest first, rejected most recently reviewed first, history newest month
 * first), which no single sort field says, and the cards offer nothing to sort by.
 * Everything else is ra-data-simple-rest's: range, filter and the total from Content-Range.
 */
const withoutSort = (url: string, options?: fetchUtils.Options) => {
  const [path, query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  params.delete('sort');
  return httpClient(`${path}?${params}`, options);
};
const reportListProvider = simpleRestProvider(REPORTS_API_URL, withoutSort);

/** A page of one report list; the history asks nothing until a user is chosen. */
export const getReportList = async (resource: ReportList, params: GetListParams): Promise<GetListResult<AdminMonthlyReportDto>> => {
  const path = reportListPath(resource, params.filter ?? {});
  if (!path) return { data: [], total: 0 };
  // The chosen user is in the path; the lists take no filter of their own.
  return reportListProvider.getList<AdminMonthlyReportDto>(path, { ...params, filter: {} });
};

const postReport = <T>(id: Identifier, path: string, body: object | FormData) =>
  requestJson<T>(`${REPORTS_API_URL}/${id}/${path}`, { method: 'POST', body: body instanceof FormData ? body : JSON.stringify(body) });

/** Monthly reports (admin-spec tabs 1, 6 and 9): review, file overrides, downloads and corrections. */
export const monthlyReportsApi = {
  /** 409 with `unreconciled` in its body while an account is not reconciled, unless a reason to approve anyway is given. */
  approveReport: (id: Identifier, adminNotes: string, unreconciledReason?: string) =>
    postReport<AdminMonthlyReportDto>(id, 'update-status', {
      status: 'approved',
      ...(adminNotes.trim() ? { adminNotes } : {}),
      ...(unreconciledReason?.trim() ? { unreconciledReason: unreconciledReason.trim() } : {}),
    }),
  rejectReport: (id: Identifier, adminNotes: string) => postReport<AdminMonthlyReportDto>(id, 'update-status', { status: 'rejected', adminNotes }),
  /** POST .../reopen: an approved report becomes the next version, pending review; the reason is required. */
  reopenReport: (id: Identifier, reason: string) => postReport<AdminMonthlyReportDto>(id, 'reopen', { reason }),
  /** POST .../upload-override: multipart `file` and `fileType`; the API checks the CSV's header. */
  uploadReportOverride: (id: Identifier, fileType: ReportOverrideKind, file: File) => {
    const body = new FormData();
    body.append('fileType', fileType);
    body.append('file', file, file.name);
    return postReport<AdminMonthlyReportDto>(id, 'upload-override', body);
  },
  /** A stored file, or the balance sheet's CSV (rendered from the figures stored with the report). */
  downloadReportFile: (id: Identifier, kind: ReportFileKind | typeof REPORT_BALANCE_SHEET_KIND) =>
    fetchBlob(`${API_URL}/downloads/monthly-report/${id}/${kind}`),
  getReportTransactions: (id: Identifier) => requestJson<ReportTransactionRow[]>(`${REPORTS_API_URL}/${id}/transactions`),
  /** The report's client's own categories: what a correction may choose. */
  getReportCategories: (id: Identifier) => requestJson<UserCategoriesResponse>(`${REPORTS_API_URL}/${id}/categories`).then(({ categories }) => categories),
  /** 200 with the rebuilt report, or 202 while the workers still rebuild it. */
  correctReportTransaction: (id: Identifier, correction: ReportCorrectionRequest) =>
    postReport<AdminMonthlyReportDto | AdminReportRebuildAcceptedResponse>(id, 'corrections', correction),
};
