import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, Stack, TextField, Typography } from '@mui/material';
import { HttpError, useBasename } from 'react-admin';
import { Link } from 'react-router-dom';
import { monthOf, type AdminMonthlyReportDto, type UnreconciledAccount } from '@ledgerleaf/contracts';
import { useAreaTranslate } from '../../i18n';
import { formatDollars } from '../../format-amounts';
import { clientReconciliationPath } from '../../components/client-paths';

/** The accounts a 409 of an approval names (its body's `unreconciled`), or null for another failure. */
export const unreconciledOf = (error: unknown): UnreconciledAccount[] | null => {
  if (!(error instanceof HttpError) || error.status !== 409) return null;
  const list = (error.body as { unreconciled?: unknown } | undefined)?.unreconciled;
  return Array.isArray(list) && list.length > 0 ? (list as UnreconciledAccount[]) : null;
};

/**
 * The approval refused while accounts are unreconciled: the accounts with their differences,
 * the way to the client's reconciliation of the month, or approving anyway with a reason
 * (required; kept with the version and shown to the client).
 */
export const UnreconciledApprovalDialog = ({
  report,
  accounts,
  isPending,
  onApprove,
  onClose,
}: {
  report: AdminMonthlyReportDto;
  accounts: UnreconciledAccount[];
  isPending: boolean;
  onApprove: (reason: string) => void;
  onClose: () => void;
}) => {
  const t = useAreaTranslate('ledgerleaf.reports.unreconciled');
  const basename = useBasename();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const reasonError = touched && !reason.trim() ? t('reasonRequired') : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (reason.trim()) onApprove(reason.trim());
  };
  return (
    <Dialog open onClose={isPending ? undefined : onClose} aria-labelledby={`unreconciled-${report.id}-title`} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`unreconciled-${report.id}-title`}>{t('title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography variant="body2">{t('intro')}</Typography>
            <List dense aria-label={t('list')}>
              {accounts.map((account) => (
                <ListItem key={account.accountId} disableGutters>
                  {account.difference === null
                    ? t('notReconciled', { account: account.accountName })
                    : t('difference', { account: account.accountName, amount: formatDollars(account.difference) })}
                </ListItem>
              ))}
            </List>
            <TextField
              label={t('reasonLabel')}
              value={reason}
              required
              multiline
              minRows={2}
              onChange={(event) => setReason(event.target.value)}
              error={Boolean(reasonError)}
              helperText={reasonError}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button component={Link} to={`${basename}${clientReconciliationPath(report.userId, monthOf(report.year, report.month))}`} disabled={isPending}>
            {t('goToReconciliation')}
          </Button>
          <Button onClick={onClose} disabled={isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" color="success" disabled={isPending}>
            {t('approveWithReason')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
