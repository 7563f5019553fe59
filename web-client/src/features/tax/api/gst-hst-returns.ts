import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** POST /api/tax/gst-hst-returns/:periodStart/filed records the return as filed (its figures frozen); DELETE undoes it. Both answer the worksheet. */
export function setGstHstReturnFiled(periodStart: string, filed: boolean): Promise<GstHstWorksheet> {
  return apiRequest<GstHstWorksheet>(`${GST_HST_RETURNS_URL}/${periodStart}/filed`, { method: filed ? 'POST' : 'DELETE' });
}

/** Marks or unmarks a period's return as filed; the worksheet answered replaces the shown one, and the periods (net tax, filed) read again. */
export function useSetGstHstReturnFiled(periodStart: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filed: boolean) => setGstHstReturnFiled(periodStart, filed),
    onSuccess: async (worksheet) => {
      queryClient.setQueryData(getGstHstWorksheetQueryOptions(periodStart).queryKey, worksheet);
      await queryClient.invalidateQueries({ queryKey: [GST_HST_RETURNS_URL], exact: true });
    },
  });
}
