import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GstHstFiled } from '@ledgerleaf/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { getErrorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useSetGstHstReturnFiled } from '../api/gst-hst-returns';

// The words of this action, together for the translation work.
export const FILING_TEXTS = {
  markFiled: 'Mark as filed',
  undoFiled: 'Undo filed',
  marking: 'Marking as filed...',
  undoing: 'Undoing...',
  markTitle: 'Mark this return as filed?',
  markBody: (period: string) =>
    `Record the return for ${period} as filed with the CRA. Its figures are then frozen as they are now: later changes to your books will not move them.`,
  undoTitle: 'Undo the filing of this return?',
  undoBody: (period: string) => `The worksheet for ${period} will read your books again, as they are now, and may change.`,
  notFiled: 'Not recorded as filed yet.',
  filedShort: 'Filed',
  filed: (filed: GstHstFiled) => `Filed on ${formatDate(filed.filedAt)}${filed.filedBy ? ` by ${filed.filedBy}` : ''} · figures frozen`,
  failed: 'The filing could not be recorded',
} as const;

/** Under a past period's worksheet: whether its return is recorded as filed (who, when, figures frozen), with Mark as filed / Undo filed after a confirmation. */
export function GstHstFilingAction({ periodStart, periodLabel, filed }: { periodStart: string; periodLabel: string; filed: GstHstFiled | undefined }) {
  const [confirming, setConfirming] = useState(false);
  const { mutate, isPending, error, reset } = useSetGstHstReturnFiled(periodStart);
  const marking = !filed;
  const confirm = () =>
    mutate(marking, {
      onSettled: () => setConfirming(false),
    });
  return (
    <Stack spacing={1} role="group" aria-label="Filing">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: filed ? 600 : undefined, color: filed ? 'success.main' : 'text.secondary' }}>
          {filed ? FILING_TEXTS.filed(filed) : FILING_TEXTS.notFiled}
        </Typography>
        <Button
          size="small"
          variant={marking ? 'contained' : 'outlined'}
          disabled={isPending}
          onClick={() => {
            reset();
            setConfirming(true);
          }}
        >
          {isPending ? (marking ? FILING_TEXTS.marking : FILING_TEXTS.undoing) : marking ? FILING_TEXTS.markFiled : FILING_TEXTS.undoFiled}
        </Button>
      </Stack>
      {error && <Alert severity="error">{getErrorMessage(error, FILING_TEXTS.failed)}</Alert>}
      <ConfirmDialog
        open={confirming}
        title={marking ? FILING_TEXTS.markTitle : FILING_TEXTS.undoTitle}
        confirmLabel={marking ? FILING_TEXTS.markFiled : FILING_TEXTS.undoFiled}
        pendingLabel={marking ? FILING_TEXTS.marking : FILING_TEXTS.undoing}
        pending={isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
      >
        {marking ? FILING_TEXTS.markBody(periodLabel) : FILING_TEXTS.undoBody(periodLabel)}
      </ConfirmDialog>
    </Stack>
  );
}
