import type { Identifier } from 'react-admin';
import type { CategoryInput, CsvCategorizeResponse, CsvPreviewRow, CsvUploadResponse } from '@ledgerleaf/contracts';
import { ADMIN_API_URL, fetchBlob, httpClient, requestJson, sendJson } from '../../http-client';

const CSV_API_URL = `${ADMIN_API_URL}/csv`;

/** The spec puts the staff CSV list at /api/admin/csv/uploads, not at the resource's name. */
export const CSV_UPLOADS_LIST_PATH = 'csv/uploads';

/** admin-spec tab 8: upload, categorize, download, delete and correct. */
export const csvUploadsApi = {
  /** POST /api/admin/csv/upload: the file and the page's categories (none sent: the server uses the staff member's own). */
  uploadCsv: (file: File, categories: readonly CategoryInput[]) => {
    const body = new FormData();
    body.append('csvFile', file, file.name);
    if (categories.length) body.append('categories', JSON.stringify(categories));
    return requestJson<CsvUploadResponse>(`${CSV_API_URL}/upload`, { method: 'POST', body });
  },
  /** 200 with processedCount when done within a few seconds, else 202 while the job runs on. */
  categorizeCsvUpload: (id: Identifier) => sendJson<CsvCategorizeResponse>('POST', `${CSV_API_URL}/categorize/${id}`, {}),
  deleteCsvUpload: (id: Identifier) => httpClient(`${CSV_API_URL}/upload/${id}`, { method: 'DELETE' }).then(() => ({ id })),
  downloadCsvUpload: (id: Identifier) => fetchBlob(`${CSV_API_URL}/download/${id}`),
  /** A staff correction: the row takes the category and the client's memory learns the merchant. */
  correctCsvRow: (rowId: Identifier, category: string) => sendJson<CsvPreviewRow>('PUT', `${CSV_API_URL}/transactions/${rowId}`, { category }),
};
