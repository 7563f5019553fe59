import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { BookAccountRow, BookOpeningBalance } from '@ledgerleaf/contracts';
import { OpeningBalanceDialog, type OpeningBalanceDialogTexts } from '@ledgerleaf/ui';
import type { TFunction } from 'i18next';
import { getErrorMessage } from '../../../lib/api-client';
import { formatAmount, formatDate } from '../../../lib/format';
import { useSetOpeningBalance } from '../api/statements';

/** Where the books' opening came from, in words. */
export function openingStatus(opening: BookOpeningBalance | null | undefined, t: TFunction<'books'>): string {
  if (!opening || opening.status === 'none') return t('opening.notSet');
  if (opening.status === 'set') return t('opening.setByPerson');
  return t('opening.proposedFrom', { source: t(`opening.sources.${opening.proposed!.from}`) });
}

/** The shared dialog's words in the screens' language. */
export function openingDialogTexts(t: TFunction<'books'>): OpeningBalanceDialogTexts {
  return {
    title: (name) => t('dialog.title', { name }),
    intro: (kind) => t(kind === 'asset' ? 'dialog.introAsset' : 'dialog.introOwed'),
    proposed: ({ source, amount, date }) => t('dialog.proposed', { source: t(`opening.sources.${source}`), amount, date }),
    useIt: t('dialog.useIt'),
    nothingProposed: t('dialog.nothingProposed'),
    date: t('dialog.date'),
    dateHelp: t('dialog.dateHelp'),
    enterDate: t('dialog.enterDate'),
    enterAmount: t('dialog.enterAmount'),
    amountAsset: t('dialog.amountAsset'),
    amountOwed: t('dialog.amountOwed'),
    cancel: t('dialog.cancel'),
    save: t('dialog.save'),
    saving: t('dialog.saving'),
  };
}

/**
 * The opening balance of each account of money (the balance at the start of its first day in
 * the books), with where it came from, and an "Opening balance" action per account.
 */
export function OpeningBalancesPanel({ accounts }: { accounts: BookAccountRow[] }) {
  const [editing, setEditing] = useState<BookAccountRow | null>(null);
  const { t } = useTranslation('books');
  return (
    <Paper variant="outlined" component="section" aria-labelledby="opening-balances-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="opening-balances-title" variant="h6" component="h2">
        {t('opening.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {t('opening.intro')}
      </Typography>
      {accounts.length === 0 ? (
        <Typography sx={{ mt: 2, color: 'text.secondary' }}>{t('opening.none')}</Typography>
      ) : (
        <Table size="small" aria-label={t('opening.title')} sx={{ mt: 1 }}>
          <TableHead>
            <TableRow>
              <TableCell component="th">{t('opening.account')}</TableCell>
              <TableCell component="th" align="right">
                {t('opening.balance')}
              </TableCell>
              <TableCell component="th">{t('opening.on')}</TableCell>
              <TableCell component="th">{t('opening.from')}</TableCell>
              <TableCell component="th" />
            </TableRow>
          </TableHead>
          <TableBody>
            {accounts.map((account) => {
              const opening = account.openingBalance;
              return (
                <TableRow key={account.id}>
                  <TableCell>{account.name}</TableCell>
                  <TableCell align="right">{opening?.amount ? formatAmount(opening.amount) : '—'}</TableCell>
                  <TableCell>{opening?.date ? formatDate(opening.date) : '—'}</TableCell>
                  <TableCell>{openingStatus(opening, t)}</TableCell>
                  <TableCell align="right">
                    <Button size="small" onClick={() => setEditing(account)} aria-label={t('opening.editLabel', { name: account.name })}>
                      {t('opening.edit')}
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      {editing && <OpeningBalanceEditor account={editing} onClose={() => setEditing(null)} />}
    </Paper>
  );
}

/** The shared dialog, saving through the client's own route. */
function OpeningBalanceEditor({ account, onClose }: { account: BookAccountRow; onClose: () => void }) {
  const save = useSetOpeningBalance(account.id);
  const { t } = useTranslation('books');
  return (
    <OpeningBalanceDialog
      account={account}
      audience="client"
      formatAmount={formatAmount}
      formatDate={formatDate}
      onSave={(body) => save.mutate(body, { onSuccess: onClose })}
      saving={save.isPending}
      error={save.isError ? getErrorMessage(save.error) : null}
      onClose={onClose}
      texts={openingDialogTexts(t)}
    />
  );
}
