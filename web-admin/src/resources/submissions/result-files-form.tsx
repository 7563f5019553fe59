import { useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { SUBMISSION_ADMIN_TEXTS as T, SUBMISSION_MESSAGES, type AdminSubmissionView } from '@ledgerleaf/contracts';
import type { AdminDataProvider } from '../../data-provider';
import { httpErrorMessage } from '../../http-error-message';

/**
 * The PDF and CSV pickers with "Mark as Complete" (pending) or "Submit Updated Files"
 * (edit requested); both files are required.
 */
export const ResultFilesForm = ({ action }: { action: 'markComplete' | 'submitUpdatedFiles' }) => {
  const record = useRecordContext<AdminSubmissionView>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pdf, setPdf] = useState<File | null>(null);
  const [csv, setCsv] = useState<File | null>(null);
  const { mutate, isPending } = useMutation({
    mutationFn: ({ id, pdf, csv }: { id: number; pdf: File; csv: File }) => dataProvider[action](id, pdf, csv),
    onSuccess: () => {
      notify(action === 'markComplete' ? T.markedComplete : T.updatedFilesSubmitted, { type: 'success' });
      refresh();
    },
    onError: (error) => notify(`${T.errorTitle}: ${httpErrorMessage(error, SUBMISSION_MESSAGES.resultFilesRequired)}`, { type: 'error' }),
  });
  if (!record) return null;
  const submit = () => {
    if (!pdf || !csv) {
      notify(`${T.errorTitle}: ${SUBMISSION_MESSAGES.resultFilesRequired}`, { type: 'error' });
      return;
    }
    mutate({ id: record.id, pdf, csv });
  };
  const label = action === 'markComplete' ? T.markComplete : T.submitUpdatedFiles;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
      <TextField
        type="file"
        size="small"
        label={T.pdfFile}
        disabled={isPending}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { accept: '.pdf,application/pdf', 'aria-label': `${T.pdfFile} for ${record.summaryName}` } }}
        onChange={(e) => setPdf((e.target as HTMLInputElement).files?.[0] ?? null)}
      />
      <TextField
        type="file"
        size="small"
        label={T.csvFile}
        disabled={isPending}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { accept: '.csv,text/csv', 'aria-label': `${T.csvFile} for ${record.summaryName}` } }}
        onChange={(e) => setCsv((e.target as HTMLInputElement).files?.[0] ?? null)}
      />
      <Button variant="contained" onClick={submit} disabled={isPending}>
        {isPending ? T.processing : label}
      </Button>
    </Stack>
  );
};
