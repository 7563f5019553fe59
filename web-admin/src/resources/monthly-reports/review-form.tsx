import { useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { REPORT_LIMITS, type AdminMonthlyReportDto, type UnreconciledAccount } from '@ledgerleaf/contracts';
import { useAreaTranslate } from '../../i18n';
import { useConsoleAction, useShowNotice } from '../../components/use-console-action';
import { reportErrorNotice } from './report-error-notice';
import { UnreconciledApprovalDialog, unreconciledOf } from './unreconciled-approval-dialog';

type Decision = 'approve' | 'reject' | { reason: string };

/**
 * Admin Notes above Approve and Reject (admin-spec tab 1 and section 5): notes are optional
 * to approve and required to reject. Reject is disabled while the box is empty; notes of
 * blanks only get the spec's 'Notes Required' toast, as the server would answer.
 */
export const ReviewForm = ({ report }: { report: AdminMonthlyReportDto }) => {
  const t = useAreaTranslate('ledgerleaf.reports');
  const show = useShowNotice();
  const [notes, setNotes] = useState('');
  // The accounts a refused approval named (409): the dialog to reconcile them or approve with a reason.
  const [unreconciled, setUnreconciled] = useState<UnreconciledAccount[] | null>(null);
  const { mutate, isPending } = useConsoleAction({
    call: (dataProvider, decision: Decision) =>
      decision === 'reject'
        ? dataProvider.rejectReport(report.id, notes.trim())
        : typeof decision === 'object'
          ? dataProvider.approveReport(report.id, notes, decision.reason)
          : dataProvider.approveReport(report.id, notes),
    success: (_report, decision) => (decision === 'reject' ? t('notices.rejectedToast') : t('notices.approvedToast')),
    failure: (decision) => (decision === 'reject' ? t('notices.rejectFailed') : t('notices.approveFailed')),
    failureNotice: reportErrorNotice(t('errorTitle')),
    onSuccess: () => setUnreconciled(null),
    onError: (error, decision) => {
      if (decision !== 'reject') setUnreconciled(unreconciledOf(error) ?? (typeof decision === 'object' ? unreconciled : null));
    },
  });
  const reject = () => {
    if (!notes.trim()) {
      show({ title: t('notices.notesRequiredTitle'), text: t('notices.notesRequired'), type: 'error' });
      return;
    }
    mutate('reject');
  };
  return (
    <Stack spacing={1}>
      <TextField
        label={t('adminNotes')}
        placeholder={t('adminNotesPlaceholder')}
        multiline
        minRows={2}
        value={notes}
        disabled={isPending}
        onChange={(e) => setNotes(e.target.value)}
        slotProps={{ htmlInput: { maxLength: REPORT_LIMITS.adminNotesMaxLength } }}
      />
      <Stack direction="row" spacing={1}>
        <Button variant="contained" color="success" startIcon={<CheckIcon />} disabled={isPending} onClick={() => mutate('approve')}>
          {t('approve')}
        </Button>
        <Button variant="contained" color="error" startIcon={<CloseIcon />} disabled={isPending || notes === ''} onClick={reject}>
          {t('reject')}
        </Button>
      </Stack>
      {unreconciled && (
        <UnreconciledApprovalDialog
          report={report}
          accounts={unreconciled}
          isPending={isPending}
          onApprove={(reason) => mutate({ reason })}
          onClose={() => setUnreconciled(null)}
        />
      )}
    </Stack>
  );
};
