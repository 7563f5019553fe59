import { useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { useNotify, useRecordContext } from 'react-admin';
import { CSV_FILE, type AdminSubmissionView } from '@ledgerleaf/contracts';
import { useAreaTranslate } from '../../i18n';
import { useConsoleAction } from '../../components/use-console-action';

/**
 * The PDF and CSV pickers with "Mark as Complete" (pending) or "Submit Updated Files"
 * (edit requested); both files are required.
 */
export const ResultFilesForm = ({ action }: { action: 'markComplete' | 'submitUpdatedFiles' }) => {
  const t = useAreaTranslate('ledgerleaf.submissions');
  // The queues' toasts read 'Error: <reason>' on one line.
  const asError = (reason: string) => t('error', { reason });
  const record = useRecordContext<AdminSubmissionView>();
  const notify = useNotify();
  const [pdf, setPdf] = useState<File | null>(null);
  const [csv, setCsv] = useState<File | null>(null);
  const { mutate, isPending } = useConsoleAction({
    call: (dataProvider, { id, pdf, csv }: { id: number; pdf: File; csv: File }) => dataProvider[action](id, pdf, csv),
    success: action === 'markComplete' ? t('markedComplete') : t('updatedFilesSubmitted'),
    failure: t('resultFilesRequired'),
    failureNotice: asError,
  });
  if (!record) return null;
  const submit = () => {
    if (!pdf || !csv) {
      notify(asError(t('resultFilesRequired')), { type: 'error' });
      return;
    }
    mutate({ id: record.id, pdf, csv });
  };
  const label = action === 'markComplete' ? t('markComplete') : t('submitUpdatedFiles');
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
      <TextField
        type="file"
        size="small"
        label={t('pdfFile')}
        disabled={isPending}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { accept: '.pdf,application/pdf', 'aria-label': t('pdfFileFor', { name: record.summaryName }) } }}
        onChange={(e) => setPdf((e.target as HTMLInputElement).files?.[0] ?? null)}
      />
      <TextField
        type="file"
        size="small"
        label={t('csvFile')}
        disabled={isPending}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { accept: CSV_FILE.accept, 'aria-label': t('csvFileFor', { name: record.summaryName }) } }}
        onChange={(e) => setCsv((e.target as HTMLInputElement).files?.[0] ?? null)}
      />
      <Button variant="contained" onClick={submit} disabled={isPending}>
        {isPending ? t('processing') : label}
      </Button>
    </Stack>
  );
};
