import { queryOptions, useQuery } from '@tanstack/react-query';
import { gstHstFileName, type GstHstFileKind, type GstHstReturnsResponse, type GstHstWorksheet } from '@ledgerleaf/contracts';
import { apiRequest } from '../../../lib/api-client';
import { apiRequestBlob, saveFile } from '../../../lib/download';

export const GST_HST_RETURNS_URL = '/api/tax/gst-hst-returns';

/** GET /api/tax/gst-hst-returns: the client's filing periods, newest first. */
export function getGstHstReturns({ signal }: { signal?: AbortSignal } = {}): Promise<GstHstReturnsResponse> {
  return apiRequest<GstHstReturnsResponse>(GST_HST_RETURNS_URL, { signal });
}

export function getGstHstReturnsQueryOptions() {
  return queryOptions({ queryKey: [GST_HST_RETURNS_URL], queryFn: getGstHstReturns });
}

export function useGstHstReturns() {
  return useQuery(getGstHstReturnsQueryOptions());
}

/** GET /api/tax/gst-hst-returns/:periodStart: one period's worksheet. */
export function getGstHstWorksheet(periodStart: string, { signal }: { signal?: AbortSignal } = {}): Promise<GstHstWorksheet> {
  return apiRequest<GstHstWorksheet>(`${GST_HST_RETURNS_URL}/${periodStart}`, { signal });
}

export function getGstHstWorksheetQueryOptions(periodStart: string) {
  return queryOptions({ queryKey: [GST_HST_RETURNS_URL, periodStart], queryFn: ({ signal }) => getGstHstWorksheet(periodStart, { signal }) });
}

export function useGstHstWorksheet(periodStart: string | null) {
  return useQuery({ ...getGstHstWorksheetQueryOptions(periodStart ?? ''), enabled: periodStart !== null });
}

/** GET /api/downloads/gst-hst-return/:periodStart/:kind, handed to the browser's save flow. */
export async function downloadWorksheetFile(periodStart: string, kind: GstHstFileKind): Promise<void> {
  const file = await apiRequestBlob(`/api/downloads/gst-hst-return/${periodStart}/${kind}`);
  saveFile({ blob: file.blob, fileName: file.fileName || gstHstFileName(periodStart, kind) });
}
