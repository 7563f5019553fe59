import { useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useRefresh } from 'react-admin';
import { REPORT_ADMIN_TEXTS as T, REPORT_LIMITS, REPORT_MESSAGES, type AdminMonthlyReportDto } from '@ledgerleaf/contracts';
import type { AdminDataProvider } from '../../data-provider';
import { useReportToasts } from './use-report-toasts';

type Decision = 'approve' | 'reject';

/**
 * Admin Notes above Approve and Reject (admin-spec tab 1 and section 5): notes are optional
 * to approve and required to reject. Reject is disabled while the box is empty; notes of
 * blanks only get the spec's 'Notes Required' toast, as the server would answer.
 */
export const ReviewForm = ({ report }: { report: AdminMonthlyReportDto }) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const refresh = useRefresh();
  const toasts = useReportToasts();
  const [notes, setNotes] = useState('');
  const { mutate, isPending } = useMutation({
    mutationFn: (decision: Decision) =>
      decision === 'approve' ? dataProvider.approveReport(report.id, notes) : dataProvider.rejectReport(report.id, notes.trim()),
    onSuccess: (_data, decision) => {
      toasts.success(decision === 'approve' ? REPORT_MESSAGES.approvedToast : REPORT_MESSAGES.rejectedToast);
      refresh();
    },
    onError: (error, decision) => toasts.failure(error, decision === 'approve' ? REPORT_MESSAGES.approveFailed : REPORT_MESSAGES.rejectFailed),
  });
  const reject = () => {
    if (!notes.trim()) {
      toasts.titled(REPORT_MESSAGES.notesRequiredTitle, REPORT_MESSAGES.notesRequired, 'error');
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
