import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { parseFeedbackExamples, REPORT_LIMITS, REPORT_MESSAGES, type MonthlyReportDto } from '@ledgerleaf/contracts';
import { getApiErrorMessage } from '../../../lib/api-client';
import { formatMonth } from '../../../lib/format';
import { useRecategorizeReport } from '../api/recategorize-report';

const PLACEHOLDER = ['"SHOPIFY PAYOUT 8842213" => Sales Revenue', 'ADOBE *CREATIVE CLOUD => Software'].join('\n');

interface RecategorizeDialogProps {
  report: MonthlyReportDto | null;
  onClose: () => void;
}

/**
 * Feedback examples for a report, one per line as `name => category` (quotes stripped).
 * The report is rebuilt with them and goes back to review; errors stay in the dialog.
 */
export function RecategorizeDialog({ report, onClose }: RecategorizeDialogProps) {
  const [text, setText] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const recategorize = useRecategorizeReport();
  const examples = parseFeedbackExamples(text);

  const close = () => {
    if (recategorize.isPending) return;
    setText('');
    setInputError(null);
    recategorize.reset();
    onClose();
  };
  const submit = () => {
    if (!report) return;
    if (!examples.length) return setInputError(REPORT_MESSAGES.noValidFeedback);
    if (examples.length > REPORT_LIMITS.feedbackExamplesMax) {
      return setInputError(`At most ${REPORT_LIMITS.feedbackExamplesMax} examples at a time.`);
    }
    setInputError(null);
    recategorize.mutate({ reportId: report.id, feedbackExamples: examples }, { onSuccess: close });
  };

  return (
    <Dialog open={report !== null} onClose={close} fullWidth maxWidth="sm" aria-labelledby="recategorize-title">
      <DialogTitle id="recategorize-title">Recategorize {report ? formatMonth(report.year, report.month) : ''}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Tell us how some transactions should be categorized, one per line as{' '}
          <strong>Transaction name =&gt; Correct category</strong>, using your revenue and expense categories. The report is
          rebuilt with your examples, later reports learn them too, and your bookkeeper reviews it again.
        </DialogContentText>
        <TextField
          label="Feedback examples"
          multiline
          minRows={4}
          fullWidth
          value={text}
          placeholder={PLACEHOLDER}
          onChange={(event) => {
            setText(event.target.value);
            setInputError(null);
          }}
          error={inputError !== null}
          helperText={inputError ?? `${examples.length} valid example${examples.length === 1 ? '' : 's'}`}
          disabled={recategorize.isPending}
        />
        {recategorize.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            <AlertTitle>{REPORT_MESSAGES.recategorizeFailed}</AlertTitle>
            {getApiErrorMessage(recategorize.error, 'Please try again.')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={recategorize.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={recategorize.isPending}>
          {recategorize.isPending ? 'Recategorizing...' : 'Recategorize'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
