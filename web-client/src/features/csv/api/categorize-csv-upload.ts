import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, failureToast } from '../../../lib/api-client';
import { useToast } from '../../../components/toast/toast-context';
import { CSV_UPLOADS_QUERY_KEY } from './get-csv-uploads';
import { CSV_MESSAGES, csvCategorizedMessage, type CsvCategorizeResponse } from '@ledgerleaf/contracts';

/**
 * POST /api/csv/categorize/{id}. A small file is done within the request and answers
 * `processedCount`; a large one answers 202 and the list's progress bar takes over.
 */
export function categorizeCsvUpload(id: number): Promise<CsvCategorizeResponse> {
  return apiRequest<CsvCategorizeResponse>(`/api/csv/categorize/${id}`, { method: 'POST', body: {} });
}

export function useCategorizeCsvUpload() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: categorizeCsvUpload,
    onSuccess: async (answer) => {
      if (answer.status === 'completed') {
        toast({ title: csvCategorizedMessage(answer.processedCount), variant: 'success' });
      } else {
        toast({ title: CSV_MESSAGES.categorizeStarted });
      }
      await queryClient.invalidateQueries({ queryKey: CSV_UPLOADS_QUERY_KEY });
    },
    onError: async (error) => {
      toast(failureToast(error, CSV_MESSAGES.categorizeFailed));
      // A refusal may mean the upload moved on meanwhile (another tab started it): show where it is.
      await queryClient.invalidateQueries({ queryKey: CSV_UPLOADS_QUERY_KEY });
    },
  });
}
