import { useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { REPORT_ADMIN_TEXTS as T, REPORT_LIMITS, REPORT_MESSAGES, type AdminMonthlyReportDto } from '@ledgerleaf/contracts';
import { useConsoleAction, useShowNotice } from '../../components/use-console-action';
import { reportErrorNotice } from './report-error-notice';

type Decision = 'approve' | 'reject';

/**
 * Admin Notes above Approve and Reject (admin-spec tab 1 and section 5): notes are optional
 * to approve and required to reject. Reject is disabled while the box is empty; notes of
 * blanks only get the spec's 'Notes Required' toast, as the server would answer.
 */
export const ReviewForm = ({ report }: { report: AdminMonthlyReportDto }) => {
  const show = useShowNotice();
  const [notes, setNotes] = useState('');
  const { mutate, isPending } = useConsoleAction({
    call: (dataProvider, decision: Decision) =>
      decision === 'approve' ? dataProvider.approveReport(report.id, notes) : dataProvider.rejectReport(report.id, notes.trim()),
    success: (_report, decision) => (decision === 'approve' ? REPORT_MESSAGES.approvedToast : REPORT_MESSAGES.rejectedToast),
    failure: (decision) => (decision === 'approve' ? REPORT_MESSAGES.approveFailed : REPORT_MESSAGES.rejectFailed),
    failureNotice: reportErrorNotice,
  });
  const reject = () => {
    if (!notes.trim()) {
      show({ title: REPORT_MESSAGES.notesRequiredTitle, text: REPORT_MESSAGES.notesRequired, type: 'error' });
      return;
    }
    mutate('reject');
  };
  return (
    <Stack spacing={1}>
      <TextField
        label={T.adminNotes}
        placeholder={T.adminNotesPlaceholder}
        multiline
        minRows={2}
        value={notes}
        disabled={isPending}
        onChange={(e) => setNotes(e.target.value)}
        slotProps={{ htmlInput: { maxLength: REPORT_LIMITS.adminNotesMaxLength } }}
      />
      <Stack direction="row" spacing={1}>
        <Button variant="contained" color="success" startIcon={<CheckIcon />} disabled={isPending} onClick={() => mutate('approve')}>
          {T.approve}
        </Button>
        <Button variant="contained" color="error" startIcon={<CloseIcon />} disabled={isPending || notes === ''} onClick={reject}>
          {T.reject}
        </Button>
      </Stack>
    </Stack>
  );
};
