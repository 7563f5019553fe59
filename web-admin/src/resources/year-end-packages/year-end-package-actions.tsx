import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import { useRecordContext } from 'react-admin';
import { YEAR_END_FILE_KINDS, yearEndFileName, type YearEndPackageRow } from '@ledgerleaf/contracts';
import { useAreaTranslate } from '../../i18n';
import { useConsoleAction } from '../../components/use-console-action';
import { saveFile } from '../../save-file';

/** The package's files (to review them) and, while pending, Approve and Reject (with required notes). */
export const YearEndPackageActions = () => {
  const t = useAreaTranslate('ledgerleaf.yearEnd');
  const record = useRecordContext<YearEndPackageRow>();
  const [rejecting, setRejecting] = useState(false);
  const [notes, setNotes] = useState('');
  const download = useConsoleAction({
    call: async (dataProvider, kind: 'pdf' | 'csv') =>
      saveFile(await dataProvider.downloadYearEndPackageFile(record!.id, kind), yearEndFileName(record!.fiscalYearEnd, kind)),
    failure: t('downloadFailed'),
    refresh: 'never',
  });
  const review = useConsoleAction({
    call: (dataProvider, v: { status: 'approved' | 'rejected'; notes?: string }) => dataProvider.reviewYearEndPackage(record!.id, v.status, v.notes),
    success: (_, v) => (v.status === 'approved' ? t('approved') : t('rejected')),
    failure: t('reviewFailed'),
    onSuccess: () => setRejecting(false),
  });
  if (!record) return null;
  const rendered = record.status !== 'generating' && record.status !== 'failed';
  return (
    <Stack direction="row" spacing={1} onClick={(e) => e.stopPropagation()}>
      {rendered &&
        YEAR_END_FILE_KINDS.map((kind) => (
          <Button key={kind} size="small" variant="outlined" startIcon={<DownloadIcon />} disabled={download.isPending} onClick={() => download.mutate(kind)}>
            {kind.toUpperCase()}
          </Button>
        ))}
      {record.status === 'pending' && (
        <>
          <Button
            size="small"
            variant="contained"
            color="success"
            startIcon={<CheckIcon />}
            disabled={review.isPending}
            onClick={() => review.mutate({ status: 'approved' })}
          >
            {t('approve')}
          </Button>
          <Button size="small" variant="outlined" color="error" startIcon={<CloseIcon />} disabled={review.isPending} onClick={() => setRejecting(true)}>
            {t('reject')}
          </Button>
        </>
      )}
      <Dialog open={rejecting} onClose={() => setRejecting(false)} aria-labelledby="reject-year-end-title">
        <DialogTitle id="reject-year-end-title">{t('rejectTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            label={t('notes')}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            helperText={notes.trim() ? ' ' : t('notesRequired')}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRejecting(false)}>{t('cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={!notes.trim() || review.isPending}
            onClick={() => review.mutate({ status: 'rejected', notes: notes.trim() })}
          >
            {t('reject')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
};
