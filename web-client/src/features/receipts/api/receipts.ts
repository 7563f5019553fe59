import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type MissingReceiptsPageDto, RECEIPT_FILE_FIELD, type ReceiptsPageDto, type UploadReceiptsResponse } from '@ledgerleaf/contracts';
import { useToast } from '../../../components/toast/toast-context';
import { i18n } from '../../../i18n/i18n';
import { apiRequest, failureToast } from '../../../lib/api-client';

export const RECEIPTS_QUERY_KEY = ['/api/receipts'] as const;
/** How often the list is read again while a receipt is being read on the server. */
export const RECEIPTS_POLL_MS = 2000;
export const RECEIPTS_URL = '/api/receipts?page=1&pageSize=50';

export const isReading = (page: ReceiptsPageDto | undefined): boolean => !!page?.receipts.some((r) => r.status === 'reading');

export function receiptsQueryOptions() {
  return queryOptions({
    queryKey: RECEIPTS_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest<ReceiptsPageDto>(RECEIPTS_URL, { signal }),
    // Read again only while a receipt is being read, so its fields appear without a reload.
    refetchInterval: (query) => (isReading(query.state.data) ? RECEIPTS_POLL_MS : false),
  });
}

export const useReceipts = () => useQuery(receiptsQueryOptions());

/** POST /api/receipts: multipart, each file in `files`. */
export function uploadReceipts(files: readonly File[]): Promise<UploadReceiptsResponse> {
  const body = new FormData();
  for (const file of files) body.append(RECEIPT_FILE_FIELD, file, file.name);
  return apiRequest<UploadReceiptsResponse>('/api/receipts', { method: 'POST', body });
}

export function useUploadReceipts() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadReceipts,
    onSuccess: async ({ receipts }) => {
      toast({ title: i18n.t('receipts:tab.sent', { count: receipts.length }), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: RECEIPTS_QUERY_KEY });
    },
    onError: (error) => toast(failureToast(error, i18n.t('receipts:tab.sendFailed'))),
  });
}

export const MISSING_RECEIPTS_QUERY_KEY = [...RECEIPTS_QUERY_KEY, 'missing'] as const;
export const MISSING_RECEIPTS_PAGE_SIZE = 20;
/** GET /api/receipts/missing: the last 90 days by default (the server's range). */
export const missingReceiptsUrl = (page: number) => `/api/receipts/missing?page=${page}&pageSize=${MISSING_RECEIPTS_PAGE_SIZE}`;

export const useMissingReceipts = (page: number) =>
  useQuery({
    queryKey: [...MISSING_RECEIPTS_QUERY_KEY, page],
    queryFn: ({ signal }) => apiRequest<MissingReceiptsPageDto>(missingReceiptsUrl(page), { signal }),
    placeholderData: (previous) => previous,
  });
