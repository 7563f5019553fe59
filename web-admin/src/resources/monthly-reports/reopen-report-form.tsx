import { useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import type { AdminMonthlyReportDto } from '@ledgerleaf/contracts';
import { useAreaTranslate } from '../../i18n';
import { useConsoleAction, useShowNotice } from '../../components/use-console-action';
import { reportErrorNotice } from './report-error-notice';

/**
 * Reopen an approved report with a reason (required): it becomes the next version, pending
 * review and rebuilt from the books; the client keeps the approved version until then.
 */
export const ReopenReportForm = ({ report }: { report: AdminMonthlyReportDto }) => {
  const t = useAreaTranslate('ledgerleaf.reports');
  const show = useShowNotice();
  const [reason, setReason] = useState('');
  const { mutate, isPending } = useConsoleAction({
    call: (dataProvider, why: string) => dataProvider.reopenReport(report.id, why),
    success: () => t('reopen.reopened', { version: report.version + 1 }),
    failure: () => t('reopen.failed'),
    failureNotice: reportErrorNotice(t('errorTitle')),
  });
  const reopen = () => {
    if (!reason.trim()) {
      show({ title: t('reopen.failed'), text: t('reopen.reasonRequired'), type: 'error' });
      return;
    }
    mutate(reason.trim(), { onSuccess: () => setReason('') });
  };
  return (
    <Stack spacing={1}>
      <TextField
        label={t('reopen.reasonLabel')}
        placeholder={t('reopen.reasonPlaceholder')}
        multiline
        minRows={2}
        value={reason}
        disabled={isPending}
        onChange={(e) => setReason(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      <Stack direction="row">
        <Button variant="outlined" startIcon={<LockOpenIcon />} disabled={isPending || reason === ''} onClick={reopen}>
          {t('reopen.action', { version: report.version + 1 })}
        </Button>
      </Stack>
    </Stack>
  );
};
