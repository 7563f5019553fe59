import { useState } from 'react';
import { Alert, Button, LinearProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, type FieldProps } from 'react-admin';
import { type AdminUserRow, type BookAccountRow, type BookOpeningBalance } from '@ledgerleaf/contracts';
import { OpeningBalanceDialog } from '@ledgerleaf/ui';
import type { AdminDataProvider } from '../../data-provider';
import { formatDollars } from '../../format-amounts';
import { useAreaTranslate } from '../../i18n';
import { errorReferenceOf, httpErrorMessage } from '../../http-error-message';
import { useOpeningBalanceTexts } from '../../i18n/ui-texts';

/** The accounts that hold the client's money: linked banks, CSV accounts of the books, the manual Cash account. */
const MONEY_SOURCES = new Set(['bank', 'csv', 'manual']);
const bold = { fontWeight: 700 } as const;

const statusOf = (opening: BookOpeningBalance | null | undefined, t: ReturnType<typeof useAreaTranslate>): string => {
  if (!opening || opening.status === 'none') return t('notSet');
  if (opening.status === 'set') return opening.setAt ? t('setOn', { date: opening.setAt.slice(0, 10) }) : t('set');
  return t('proposedFrom', { source: t(`source.${opening.proposed!.from}`) });
};

/**
 * The client's accounts of money with their opening balances (set, proposed from the bank or a
 * file, or none), and an "Opening balance" action per account to set one from the client's statement.
 */
export const ClientOpeningBalancesSection = (_props: Pick<FieldProps, 'label'>) => {
  const record = useRecordContext<AdminUserRow>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [editing, setEditing] = useState<BookAccountRow | null>(null);
  const t = useAreaTranslate('ledgerleaf.users.openingBalances');
  const { data, isPending, isError, error } = useQuery({
    queryKey: ['users', record?.id, 'books', 'accounts'],
    queryFn: () => dataProvider.getClientBookAccounts(record!.id),
    retry: false,
    enabled: record !== undefined,
  });
  if (!record) return null;
  if (isPending) return <LinearProgress aria-label={t('label')} sx={{ maxWidth: 320 }} />;
  if (isError) {
    const reference = errorReferenceOf(error);
    return (
      <Alert severity="error">
        {httpErrorMessage(error, t('loadFailed'))}
        {reference && (
          <Typography variant="body2" component="div" sx={{ fontFamily: 'monospace', userSelect: 'all' }}>
            {reference}
          </Typography>
        )}
      </Alert>
    );
  }
  const accounts = data.accounts.filter((a) => MONEY_SOURCES.has(a.source));
  if (!accounts.length) return <Typography variant="body2">{t('noAccounts')}</Typography>;
  return (
    <Stack spacing={1} sx={{ maxWidth: 900 }}>
      <Table size="small" aria-label={t('label')}>
        <TableHead>
          <TableRow>
            <TableCell sx={bold}>{t('account')}</TableCell>
            <TableCell sx={bold}>{t('type')}</TableCell>
            <TableCell align="right" sx={bold}>
              {t('openingBalance')}
            </TableCell>
            <TableCell sx={bold}>{t('on')}</TableCell>
            <TableCell sx={bold}>{t('from')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {accounts.map((account) => (
            <TableRow key={account.id}>
              <TableCell>{account.name}</TableCell>
              <TableCell>{t(`accountType.${account.type}`)}</TableCell>
              <TableCell align="right">{account.openingBalance?.amount ? formatDollars(account.openingBalance.amount) : ''}</TableCell>
              <TableCell>{account.openingBalance?.date ?? ''}</TableCell>
              <TableCell>{statusOf(account.openingBalance, t)}</TableCell>
              <TableCell align="right">
                <Button size="small" onClick={() => setEditing(account)} aria-label={t('openingBalanceOf', { name: account.name })}>
                  {t('openingBalance')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {editing && <OpeningBalanceEditor clientId={record.id} account={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
};

/** The shared dialog, saving through the staff route. */
const OpeningBalanceEditor = ({ clientId, account, onClose }: { clientId: AdminUserRow['id']; account: BookAccountRow; onClose: () => void }) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const t = useAreaTranslate('ledgerleaf.users.openingBalances');
  const texts = useOpeningBalanceTexts();
  const save = useMutation({
    mutationFn: (body: { date: string; amount: string }) => dataProvider.setClientOpeningBalance(clientId, account.id, body),
    onSuccess: async () => {
      notify('ledgerleaf.users.openingBalances.saved', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['users', clientId, 'books'] });
      onClose();
    },
  });
  return (
    <OpeningBalanceDialog
      account={account}
      audience="staff"
      formatAmount={formatDollars}
      formatDate={(day) => day}
      onSave={(body) => save.mutate(body)}
      saving={save.isPending}
      error={save.isError ? httpErrorMessage(save.error, t('saveFailed')) : null}
      onClose={onClose}
      texts={texts}
    />
  );
};
