import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast/toast-context';
import { failureToast } from '../../../lib/api-client';
import { useClearReports } from '../api/clear-reports';
import { useGenerateReport } from '../api/generate-report';
import { GenerateMonthDialog } from './generate-month-dialog';

/** Generate (last month, or a chosen month) and Clear All, with its confirmation. */
export function ReportsToolbar({ hasReports }: { hasReports: boolean }) {
  const { t } = useTranslation('reports');
  const { toast } = useToast();
  const generate = useGenerateReport();
  const clear = useClearReports();
  const [choosingMonth, setChoosingMonth] = useState(false);
  const [confirmingClear, setConfirmingClear] = useState(false);

  const generateLastMonth = () => generate.mutate(null, { onError: (error) => toast(failureToast(error, t('toolbar.generateFailed'))) });

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={generateLastMonth} disabled={generate.isPending}>
          {generate.isPending ? t('toolbar.generating') : t('toolbar.generateLastMonth')}
        </Button>
        <Button variant="outlined" onClick={() => setChoosingMonth(true)}>
          {t('toolbar.chooseMonth')}
        </Button>
        <Button variant="outlined" color="error" onClick={() => setConfirmingClear(true)} disabled={!hasReports || clear.isPending}>
          {t('toolbar.clearAll')}
        </Button>
      </Stack>
      <GenerateMonthDialog open={choosingMonth} onClose={() => setChoosingMonth(false)} />
      <ConfirmDialog
        open={confirmingClear}
        title={t('toolbar.clearTitle')}
        confirmLabel={t('toolbar.clearAll')}
        pendingLabel={t('toolbar.clearing')}
        pending={clear.isPending}
        onCancel={() => setConfirmingClear(false)}
        onConfirm={() => clear.mutate(undefined, { onSettled: () => setConfirmingClear(false) })}
      >
        {t('toolbar.clearBody')}
      </ConfirmDialog>
    </>
  );
}
