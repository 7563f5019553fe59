import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { parseFeedbackExamples, REPORT_LIMITS, type FeedbackExample, type MonthlyReportDto } from '@ledgerleaf/contracts';
import { FormDialogActions } from '../../../components/form/form-dialog-actions';
import { FormTextField } from '../../../components/form/form-text-field';
import { getApiErrorMessage } from '../../../lib/api-client';
import { formatMonth } from '../../../lib/format';
import { useRecategorizeReport } from '../api/recategorize-report';

// The text is read into examples; what is sent is the examples. Its messages in the screen's language.
const recategorizeSchema = (t: TFunction<'reports'>) =>
  z.object({
    feedback: z
      .string()
      .transform(parseFeedbackExamples)
      .pipe(
        z
          .array(z.custom<FeedbackExample>())
          .min(1, t('recategorize.noValidFeedback'))
          .max(REPORT_LIMITS.feedbackExamplesMax, t('recategorize.tooMany', { max: REPORT_LIMITS.feedbackExamplesMax })),
      ),
  });

interface RecategorizeDialogProps {
  report: MonthlyReportDto | null;
  onClose: () => void;
}

/**
 * Feedback examples for a report, one per line as `name => category` (quotes stripped).
 * The report is rebuilt with them and goes back to review; errors stay in the dialog.
 */
export function RecategorizeDialog({ report, onClose }: RecategorizeDialogProps) {
  const { t } = useTranslation('reports');
  const recategorize = useRecategorizeReport();
  const { control, handleSubmit, reset } = useForm({ resolver: zodResolver(recategorizeSchema(t)), defaultValues: { feedback: '' } });
  const examples = parseFeedbackExamples(useWatch({ control, name: 'feedback' }));

  const close = () => {
    if (recategorize.isPending) return;
    reset();
    recategorize.reset();
    onClose();
  };
  const onSubmit = handleSubmit(({ feedback }) => {
    if (report) recategorize.mutate({ reportId: report.id, feedbackExamples: feedback }, { onSuccess: close });
  });

  return (
    <Dialog open={report !== null} onClose={close} fullWidth maxWidth="sm" aria-labelledby="recategorize-title">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id="recategorize-title">{t('recategorize.title', { month: report ? formatMonth(report.year, report.month) : '' })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('recategorize.introStart')}
            <strong>{t('recategorize.format')}</strong>
            {t('recategorize.introEnd')}
          </DialogContentText>
          <FormTextField
            control={control}
            name="feedback"
            label={t('recategorize.label')}
            multiline
            minRows={4}
            fullWidth
            placeholder={t('recategorize.placeholder')}
            helperText={t('recategorize.valid', { count: examples.length })}
            disabled={recategorize.isPending}
          />
          {recategorize.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              <AlertTitle>{t('recategorize.failed')}</AlertTitle>
              {getApiErrorMessage(recategorize.error, t('tryAgain'))}
            </Alert>
          )}
        </DialogContent>
        <FormDialogActions pending={recategorize.isPending} onCancel={close} submitLabel={t('recategorize.submit')} pendingLabel={t('recategorize.pending')} />
      </Box>
    </Dialog>
  );
}
