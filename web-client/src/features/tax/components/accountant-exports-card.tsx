import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { EXPORT_FORMAT_LABELS, EXPORT_FORMATS, type ExportFormat } from '@ledgerleaf/contracts';
import { getApiErrorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { downloadAccountantExport, EXPORT_PERIOD_KINDS, exportPeriodOptions, type ExportPeriodKind } from '../api/accountant-exports';

const KIND_LABEL: Record<ExportPeriodKind, string> = { month: 'Month', quarter: 'Quarter', year: 'Year' };

type Outcome = { kind: 'error'; message: string } | { kind: 'empty' } | { kind: 'done'; count: number; format: ExportFormat } | null;

const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** "Exports for your accountant": a month, quarter or year of categorized transactions as QuickBooks Online, Xero or general-ledger CSV, or the trial balance at its last day. */
export function AccountantExportsCard({ today = localToday() }: { today?: string }) {
  const [kind, setKind] = useState<ExportPeriodKind>('month');
  const options = useMemo(() => exportPeriodOptions(kind, today), [kind, today]);
  // The last period that has ended is what an accountant usually asks for.
  const [selected, setSelected] = useState(1);
  const [running, setRunning] = useState<ExportFormat | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const period = options[Math.min(selected, options.length - 1)];

  const download = async (format: ExportFormat) => {
    setRunning(format);
    setOutcome(null);
    try {
      const count = await downloadAccountantExport(format, period);
      setOutcome(count === 0 ? { kind: 'empty' } : { kind: 'done', count, format });
    } catch (error) {
      setOutcome({ kind: 'error', message: getApiErrorMessage(error, 'The export could not be prepared. Please try again.') });
    } finally {
      setRunning(null);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="accountant-exports" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="accountant-exports" variant="h6" component="h2">
        Exports for your accountant
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        Your categorized bank transactions for a period, ready to import into QuickBooks Online or Xero, or as a general ledger.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={kind}
          aria-label="Period length"
          onChange={(_, value: ExportPeriodKind | null) => {
            if (!value) return;
            setKind(value);
            setSelected(1);
            setOutcome(null);
          }}
        >
          {EXPORT_PERIOD_KINDS.map((k) => (
            <ToggleButton key={k} value={k}>
              {KIND_LABEL[k]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField
          select
          size="small"
          label="Period"
          value={String(selected)}
          onChange={(e) => {
            setSelected(Number(e.target.value));
            setOutcome(null);
          }}
          sx={{ minWidth: 240 }}
        >
          {options.map((o, i) => (
            <MenuItem key={o.from} value={String(i)}>
              {i === 0 ? `${o.label} (so far)` : o.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} role="group" aria-label="Accountant exports">
        {EXPORT_FORMATS.map((format) => (
          <Button key={format} variant="outlined" startIcon={<DownloadIcon />} disabled={running !== null} onClick={() => void download(format)}>
            {running === format ? 'Preparing...' : EXPORT_FORMAT_LABELS[format]}
          </Button>
        ))}
      </Stack>
      {outcome?.kind === 'error' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {outcome.message}
        </Alert>
      )}
      {outcome?.kind === 'empty' && (
        <Alert severity="info" sx={{ mt: 2 }}>
          No transactions in {period.label}: the file has its header row only.
        </Alert>
      )}
      {outcome?.kind === 'done' && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {outcome.format === 'trial-balance'
            ? `Downloaded the trial balance at ${formatDate(period.to)}: ${outcome.count} ${outcome.count === 1 ? 'account' : 'accounts'}.`
            : outcome.format === 'xero-chart'
              ? `Downloaded your chart of accounts for Xero: ${outcome.count} ${outcome.count === 1 ? 'account' : 'accounts'}. Import it before the manual journals.`
              : `Downloaded ${outcome.count} ${outcome.count === 1 ? 'transaction' : 'transactions'} for ${period.label}.`}
        </Alert>
      )}
    </Paper>
  );
}
