import { ADMIN_API_URL, fetchBlob } from '../../http-client';

/** The owners' access log: the list is ra-data-simple-rest's getList on `access-log`; the export is its CSV. */
export const accessLogApi = {
  /** GET /api/admin/access-log/export with the list's filter and sort: every matching row, spreadsheet-safe. */
  exportAccessLog: (filter: Record<string, unknown>, sort: { field: string; order: string }) =>
    fetchBlob(
      `${ADMIN_API_URL}/access-log/export?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent(JSON.stringify([sort.field, sort.order]))}`,
    ),
};
