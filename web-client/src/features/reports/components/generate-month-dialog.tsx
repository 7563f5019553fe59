import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDialogActions } from '../../../components/form/form-dialog-actions';
import { FormTextField } from '../../../components/form/form-text-field';
import { getApiErrorMessage } from '../../../lib/api-client';
import { useGenerateReport } from '../api/generate-report';

/** "2026-10" → {year: 2026, month: 10}; null for anything else. */
export function parseMonthInput(value: string): { year: number; month: number } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { year: Number(match[1]), month } : null;
}

// The month field's "YYYY-MM" is read into the {year, month} the API takes; the message is a catalogue key.
const generateMonthSchema = z.object({
  month: z.string().transform((value, ctx) => {
    const month = parseMonthInput(value);
    if (!month) ctx.addIssue({ code: 'custom', message: 'reports:generate.chooseMonth' });
    return month ?? z.NEVER;
  }),
});

/**
 * Generates the report of a chosen month. The server decides what may be built (a month
 * that has not ended, an approved month): its refusal is shown here and the dialog stays open.
 */
export function GenerateMonthDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('reports');
  const generate = useGenerateReport();
  const { control, handleSubmit, reset } = useForm({ resolver: zodResolver(generateMonthSchema), defaultValues: { month: '' } });

  const close = () => {
    if (generate.isPending) return;
    reset();
    generate.reset();
    onClose();
  };
  const onSubmit = handleSubmit(({ month }) => generate.mutate(month, { onSuccess: close }));

  return (
    <Dialog open={open} onClose={close} aria-labelledby="generate-month-title">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id="generate-month-title">{t('generate.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('generate.body')}</DialogContentText>
          <FormTextField
            control={control}
            name="month"
            label={t('generate.month')}
            type="month"
            helperText=" "
            disabled={generate.isPending}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
          {generate.isError && (
            <Alert severity="error">
              <AlertTitle>{t('toolbar.generateFailed')}</AlertTitle>
              {getApiErrorMessage(generate.error, t('tryAgain'))}
            </Alert>
          )}
        </DialogContent>
        <FormDialogActions pending={generate.isPending} onCancel={close} submitLabel={t('generate.submit')} pendingLabel={t('generate.pending')} />
      </Box>
    </Dialog>
  );
}
