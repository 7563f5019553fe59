import { useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { REPORT_VERSION_MESSAGES, type AdminMonthlyReportDto } from '@ledgerleaf/contracts';
import { useConsoleAction, useShowNotice } from '../../components/use-console-action';
import { reportErrorNotice } from './report-error-notice';

/**
 * Reopen an approved report with a reason (required): it becomes the next version, pending
 * review and rebuilt from the books; the client keeps the approved version until then.
 */
export const ReopenReportForm = ({ report }: { report: AdminMonthlyReportDto }) => {
  const show = useShowNotice();
  const [reason, setReason] = useState('');
  const { mutate, isPending } = useConsoleAction({
    call: (dataProvider, why: string) => dataProvider.reopenReport(report.id, why),
    success: () => `Reopened as version ${report.version + 1}: it is pending review.`,
    failure: () => REPORT_VERSION_MESSAGES.reopenFailed,
    failureNotice: reportErrorNotice,
  });
  const reopen = () => {
    if (!reason.trim()) {
      show({ title: REPORT_VERSION_MESSAGES.reopenFailed, text: REPORT_VERSION_MESSAGES.reasonRequired, type: 'error' });
      return;
    }
    mutate(reason.trim(), { onSuccess: () => setReason('') });
  };
  return (
    <Stack spacing={1}>
      <TextField
        label="Reason to reopen"
        placeholder="What is wrong in the approved report"
        multiline
        minRows={2}
        value={reason}
        disabled={isPending}
        onChange={(e) => setReason(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      <Stack direction="row">
        <Button variant="outlined" startIcon={<LockOpenIcon />} disabled={isPending || reason === ''} onClick={reopen}>
          Reopen as version {report.version + 1}
        </Button>
      </Stack>
    </Stack>
  );
};
