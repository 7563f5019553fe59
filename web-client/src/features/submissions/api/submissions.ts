import { useTranslation } from 'react-i18next';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdditionalCategoryInput, ManualTransactionInput, SubmissionView } from '@ledgerleaf/contracts';
import { apiRequest, getApiErrorMessage } from '../../../lib/api-client';
import { useToast } from '../../../components/toast/toast-context';

export const SUBMISSIONS_URL = '/api/submissions';

/** GET /api/submissions: the user's own, newest first, edit requests latest first. */
export function fetchSubmissions(): Promise<SubmissionView[]> {
  return apiRequest<SubmissionView[]>(SUBMISSIONS_URL);
}

export const submissionsQuery = () => queryOptions({ queryKey: [SUBMISSIONS_URL], queryFn: fetchSubmissions });

export function useSubmissions() {
  return useQuery(submissionsQuery());
}

export interface NewSubmission {
  summaryName: string;
  documents: File[];
  manualTransactions: ManualTransactionInput[];
  additionalCategories: AdditionalCategoryInput[];
}

/** POST /api/submissions (multipart: summaryName, documents[], manualTransactions and additionalCategories as JSON). */
export function createSubmission(input: NewSubmission): Promise<SubmissionView> {
  const form = new FormData();
  form.append('summaryName', input.summaryName);
  for (const file of input.documents) form.append('documents', file, file.name);
  form.append('manualTransactions', JSON.stringify(input.manualTransactions));
  form.append('additionalCategories', JSON.stringify(input.additionalCategories));
  return apiRequest<SubmissionView>(SUBMISSIONS_URL, { method: 'POST', body: form });
}

/** DELETE /api/submissions/{id} */
export function deleteSubmission(id: number): Promise<void> {
  return apiRequest<void>(`${SUBMISSIONS_URL}/${id}`, { method: 'DELETE' });
}

/** POST /api/submissions/{id}/edit-request (multipart: description, documents[]). */
export function requestEdit({ id, description, documents }: { id: number; description: string; documents: File[] }): Promise<SubmissionView> {
  const form = new FormData();
  form.append('description', description);
  for (const file of documents) form.append('documents', file, file.name);
  return apiRequest<SubmissionView>(`${SUBMISSIONS_URL}/${id}/edit-request`, { method: 'POST', body: form });
}

/** The toasts of the submissions' mutations, in the screens' language (a server's reason is already in it). */
function useSubmissionToasts() {
  const { toast } = useToast();
  const { t } = useTranslation('submissions');
  return {
    succeeded: (description: string) => toast({ title: t('successTitle'), description, variant: 'success' }),
    failed: (error: unknown, fallback: string) => toast({ title: t('errorTitle'), description: getApiErrorMessage(error, fallback), variant: 'destructive' }),
    t,
    toast,
  };
}

export function useCreateSubmission() {
  const queryClient = useQueryClient();
  const { succeeded, failed, t } = useSubmissionToasts();
  return useMutation({
    mutationFn: createSubmission,
    onSuccess: async () => {
      succeeded(t('toasts.submitted'));
      await queryClient.invalidateQueries({ queryKey: [SUBMISSIONS_URL] });
    },
    onError: (error) => failed(error, t('toasts.submitFailed')),
  });
}

export function useDeleteSubmission() {
  const queryClient = useQueryClient();
  const { toast, failed, t } = useSubmissionToasts();
  return useMutation({
    mutationFn: deleteSubmission,
    onSuccess: async () => {
      toast({ title: t('toasts.deleted'), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: [SUBMISSIONS_URL] });
    },
    onError: (error) => failed(error, t('toasts.deleteFailed')),
  });
}

export function useRequestEdit() {
  const queryClient = useQueryClient();
  const { succeeded, failed, t } = useSubmissionToasts();
  return useMutation({
    mutationFn: requestEdit,
    onSuccess: async () => {
      succeeded(t('toasts.editRequested'));
      await queryClient.invalidateQueries({ queryKey: [SUBMISSIONS_URL] });
    },
    onError: (error) => failed(error, t('toasts.editRequestFailed')),
  });
}
