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
import { parseFeedbackExamples, REPORT_LIMITS, REPORT_MESSAGES, type FeedbackExample, type MonthlyReportDto } from '@ledgerleaf/contracts';
import { FormDialogActions } from '../../../components/form/form-dialog-actions';
import { FormTextField } from '../../../components/form/form-text-field';
import { getApiErrorMessage } from '../../../lib/api-client';
import { formatMonth } from '../../../lib/format';
import { useRecategorizeReport } from '../api/recategorize-report';

const PLACEHOLDER = ['"SHOPIFY PAYOUT 8842213" => Sales Revenue', 'ADOBE *CREATIVE CLOUD => Software'].join('\n');

// The text is read into examples; what is sent is the examples.
const recategorizeSchema = z.object({
  feedback: z
    .string()
    .transform(parseFeedbackExamples)
    .pipe(
      z
        .array(z.custom<FeedbackExample>())
        .min(1, REPORT_MESSAGES.noValidFeedback)
        .max(REPORT_LIMITS.feedbackExamplesMax, `At most ${REPORT_LIMITS.feedbackExamplesMax} examples at a time.`),
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
  const recategorize = useRecategorizeReport();
  const { control, handleSubmit, reset } = useForm({ resolver: zodResolver(recategorizeSchema), defaultValues: { feedback: '' } });
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
        <DialogTitle id="recategorize-title">Recategorize {report ? formatMonth(report.year, report.month) : ''}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Tell us how some transactions should be categorized, one per line as <strong>Transaction name =&gt; Correct category</strong>, using your revenue
            and expense categories. The report is rebuilt with your examples, later reports learn them too, and your bookkeeper reviews it again.
          </DialogContentText>
          <FormTextField
            control={control}
            name="feedback"
            label="Feedback examples"
            multiline
            minRows={4}
            fullWidth
            placeholder={PLACEHOLDER}
            helperText={`${examples.length} valid example${examples.length === 1 ? '' : 's'}`}
            disabled={recategorize.isPending}
          />
          {recategorize.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              <AlertTitle>{REPORT_MESSAGES.recategorizeFailed}</AlertTitle>
              {getApiErrorMessage(recategorize.error, 'Please try again.')}
            </Alert>
          )}
        </DialogContent>
        <FormDialogActions pending={recategorize.isPending} onCancel={close} submitLabel="Recategorize" pendingLabel="Recategorizing..." />
      </Box>
    </Dialog>
  );
}
