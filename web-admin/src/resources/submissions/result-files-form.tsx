import { useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { useNotify, useRecordContext } from 'react-admin';
import { CSV_FILE, SUBMISSION_ADMIN_TEXTS as T, SUBMISSION_MESSAGES, type AdminSubmissionView } from '@ledgerleaf/contracts';
import { useConsoleAction } from '../../components/use-console-action';

// The queues' toasts read 'Error: <reason>' on one line.
const asError = (words: string) => `${T.errorTitle}: ${words}`;

/**
 * The PDF and CSV pickers with "Mark as Complete" (pending) or "Submit Updated Files"
 * (edit requested); both files are required.
 */
export const ResultFilesForm = ({ action }: { action: 'markComplete' | 'submitUpdatedFiles' }) => {
  const record = useRecordContext<AdminSubmissionView>();
  const notify = useNotify();
  const [pdf, setPdf] = useState<File | null>(null);
  const [csv, setCsv] = useState<File | null>(null);
  const { mutate, isPending } = useConsoleAction({
    call: (dataProvider, { id, pdf, csv }: { id: number; pdf: File; csv: File }) => dataProvider[action](id, pdf, csv),
    success: action === 'markComplete' ? T.markedComplete : T.updatedFilesSubmitted,
    failure: SUBMISSION_MESSAGES.resultFilesRequired,
    failureNotice: asError,
  });
  if (!record) return null;
  const submit = () => {
    if (!pdf || !csv) {
      notify(asError(SUBMISSION_MESSAGES.resultFilesRequired), { type: 'error' });
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
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { accept: CSV_FILE.accept, 'aria-label': `${T.csvFile} for ${record.summaryName}` } }}
        onChange={(e) => setCsv((e.target as HTMLInputElement).files?.[0] ?? null)}
      />
      <Button variant="contained" onClick={submit} disabled={isPending}>
        {isPending ? T.processing : label}
      </Button>
    </Stack>
  );
};
