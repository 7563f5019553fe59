import { useTranslation } from 'react-i18next';
import { useState } from 'react';
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
import { EXPORT_FORMATS, type ExportFormat } from '@ledgerleaf/contracts';
import { getApiErrorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { downloadAccountantExport, EXPORT_PERIOD_KINDS, exportPeriodOptions, type ExportPeriodKind } from '../api/accountant-exports';

type Outcome = { kind: 'error'; message: string } | { kind: 'empty' } | { kind: 'done'; count: number; format: ExportFormat } | null;

const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** "Exports for your accountant": a month, quarter or year of categorized transactions as QuickBooks Online, Xero or general-ledger CSV, or the trial balance at its last day. */
export function AccountantExportsCard({ today = localToday() }: { today?: string }) {
  const { t } = useTranslation('tax');
  const [kind, setKind] = useState<ExportPeriodKind>('month');
  // A few dozen labels in the screens' language, made again on each render (a language switch re-renders).
  const options = exportPeriodOptions(kind, today);
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
      setOutcome({ kind: 'error', message: getApiErrorMessage(error, t('exports.failed')) });
    } finally {
      setRunning(null);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="accountant-exports" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="accountant-exports" variant="h6" component="h2">
        {t('exports.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('exports.intro')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={kind}
          aria-label={t('exports.periodLength')}
          onChange={(_, value: ExportPeriodKind | null) => {
            if (!value) return;
            setKind(value);
            setSelected(1);
            setOutcome(null);
          }}
        >
          {EXPORT_PERIOD_KINDS.map((k) => (
            <ToggleButton key={k} value={k}>
              {t(`exports.kinds.${k}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField
          select
          size="small"
          label={t('exports.period')}
          value={String(selected)}
          onChange={(e) => {
            setSelected(Number(e.target.value));
            setOutcome(null);
          }}
          sx={{ minWidth: 240 }}
        >
          {options.map((o, i) => (
            <MenuItem key={o.from} value={String(i)}>
              {i === 0 ? t('exports.soFar', { period: o.label }) : o.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} role="group" aria-label={t('exports.group')}>
        {EXPORT_FORMATS.map((format) => (
          <Button key={format} variant="outlined" startIcon={<DownloadIcon />} disabled={running !== null} onClick={() => void download(format)}>
            {running === format ? t('exports.preparing') : t(`exports.formats.${format}`)}
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
          {t('exports.empty', { period: period.label })}
        </Alert>
      )}
      {outcome?.kind === 'done' && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {outcome.format === 'trial-balance'
            ? t('exports.trialBalance', { date: formatDate(period.to), count: outcome.count })
            : outcome.format === 'xero-chart'
              ? t('exports.xeroChart', { count: outcome.count })
              : t('exports.transactions', { count: outcome.count, period: period.label })}
        </Alert>
      )}
    </Paper>
  );
}
