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
import { REPORT_MESSAGES } from '@ledgerleaf/contracts';
import { getApiErrorMessage } from '../../../lib/api-client';
import { useGenerateReport } from '../api/generate-report';

/** "2026-10" → {year: 2026, month: 10}; null for anything else. */
export function parseMonthInput(value: string): { year: number; month: number } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { year: Number(match[1]), month } : null;
}

/**
 * Generates the report of a chosen month. The server decides what may be built (a month
 * that has not ended, an approved month): its refusal is shown here and the dialog stays open.
 */
export function GenerateMonthDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [value, setValue] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const generate = useGenerateReport();

  const close = () => {
    if (generate.isPending) return;
    setValue('');
    setInputError(null);
    generate.reset();
    onClose();
  };
  const submit = () => {
    const month = parseMonthInput(value);
    if (!month) return setInputError('Choose a month.');
    setInputError(null);
    generate.mutate(month, { onSuccess: close });
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="generate-month-title">
      <DialogTitle id="generate-month-title">Generate a report for a month</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          The report covers the posted transactions of your visible bank accounts in that month. A pending or rejected report
          of the month is rebuilt; an approved one stays as it is.
        </DialogContentText>
        <TextField
          label="Month"
          type="month"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setInputError(null);
          }}
          error={inputError !== null}
          helperText={inputError ?? ' '}
          disabled={generate.isPending}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
        {generate.isError && (
          <Alert severity="error">
            <AlertTitle>{REPORT_MESSAGES.generateFailed}</AlertTitle>
            {getApiErrorMessage(generate.error, 'Please try again.')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={generate.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={generate.isPending}>
          {generate.isPending ? 'Generating...' : 'Generate'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
