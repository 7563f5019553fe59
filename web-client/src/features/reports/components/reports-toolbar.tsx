import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { REPORT_MESSAGES } from '@ledgerleaf/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast/toast-context';
import { failureToast } from '../../../lib/api-client';
import { useClearReports } from '../api/clear-reports';
import { useGenerateReport } from '../api/generate-report';
import { GenerateMonthDialog } from './generate-month-dialog';

/** Generate (last month, or a chosen month) and Clear All, with its confirmation. */
export function ReportsToolbar({ hasReports }: { hasReports: boolean }) {
  const { toast } = useToast();
  const generate = useGenerateReport();
  const clear = useClearReports();
  const [choosingMonth, setChoosingMonth] = useState(false);
  const [confirmingClear, setConfirmingClear] = useState(false);

  const generateLastMonth = () => generate.mutate(null, { onError: (error) => toast(failureToast(error, REPORT_MESSAGES.generateFailed)) });

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={generateLastMonth} disabled={generate.isPending}>
          {generate.isPending ? 'Generating...' : 'Generate Last Month'}
        </Button>
        <Button variant="outlined" onClick={() => setChoosingMonth(true)}>
          Choose Month
        </Button>
        <Button variant="outlined" color="error" onClick={() => setConfirmingClear(true)} disabled={!hasReports || clear.isPending}>
          Clear All
        </Button>
      </Stack>
      <GenerateMonthDialog open={choosingMonth} onClose={() => setChoosingMonth(false)} />
      <ConfirmDialog
        open={confirmingClear}
        title="Clear all reports?"
        confirmLabel="Clear All"
        pendingLabel="Clearing..."
        pending={clear.isPending}
        onCancel={() => setConfirmingClear(false)}
        onConfirm={() => clear.mutate(undefined, { onSettled: () => setConfirmingClear(false) })}
      >
        Every monthly report and its files will be deleted, approved ones included. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
