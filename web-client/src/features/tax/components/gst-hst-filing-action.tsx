import { useTranslation } from 'react-i18next';
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

/**
 * Under a past period's worksheet: whether its return is recorded as filed (who, when, figures frozen), with Mark as filed / Undo filed after a
 * confirmation. Its words are the `tax` namespace's `filing` keys.
 */
export function GstHstFilingAction({ periodStart, periodLabel, filed }: { periodStart: string; periodLabel: string; filed: GstHstFiled | undefined }) {
  const { t } = useTranslation('tax');
  const [confirming, setConfirming] = useState(false);
  const { mutate, isPending, error, reset } = useSetGstHstReturnFiled(periodStart);
  const marking = !filed;
  const confirm = () =>
    mutate(marking, {
      onSettled: () => setConfirming(false),
    });
  const filedText = (f: GstHstFiled) =>
    f.filedBy ? t('filing.filedBy', { date: formatDate(f.filedAt), name: f.filedBy }) : t('filing.filed', { date: formatDate(f.filedAt) });
  const actionLabel = marking ? t('filing.markFiled') : t('filing.undoFiled');
  const pendingLabel = marking ? t('filing.marking') : t('filing.undoing');
  return (
    <Stack spacing={1} role="group" aria-label={t('filing.group')}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: filed ? 600 : undefined, color: filed ? 'success.main' : 'text.secondary' }}>
          {filed ? filedText(filed) : t('filing.notFiled')}
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
          {isPending ? pendingLabel : actionLabel}
        </Button>
      </Stack>
      {error && <Alert severity="error">{getErrorMessage(error, t('filing.failed'))}</Alert>}
      <ConfirmDialog
        open={confirming}
        title={marking ? t('filing.markTitle') : t('filing.undoTitle')}
        confirmLabel={actionLabel}
        pendingLabel={pendingLabel}
        pending={isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
      >
        {marking ? t('filing.markBody', { period: periodLabel }) : t('filing.undoBody', { period: periodLabel })}
      </ConfirmDialog>
    </Stack>
  );
}
