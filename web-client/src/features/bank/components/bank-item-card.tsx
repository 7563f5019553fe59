import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { BankItemStatus, formatDate, formatDateTime, type BankAccountSummary, type BankItemSummary } from '@ledgerleaf/contracts';
import { currentLocale } from '../../../i18n/i18n';
import { StatusChip, type StatusChipColor } from '../../../components/status-chip';
import { useSetAccountVisibility } from '../api/account-visibility';
import { useDisconnectItem } from '../api/manage-items';
import { useBankLink } from './bank-link-context';
import { DisconnectDialog } from './disconnect-dialog';

const STATUSES: readonly BankItemStatus[] = [BankItemStatus.ACTIVE, BankItemStatus.NEEDS_RECONNECTION, BankItemStatus.REVOKED];
const STATUS_COLORS: Record<BankItemStatus, StatusChipColor> = {
  active: 'success',
  needs_reconnection: 'warning',
  revoked: 'error',
};

interface BankItemCardProps {
  item: BankItemSummary;
  accounts: BankAccountSummary[];
  hiddenAccountIds: ReadonlySet<string>;
}

/** One connected bank: its accounts with a visibility switch each, Reconnect and Disconnect. */
export function BankItemCard({ item, accounts, hiddenAccountIds }: BankItemCardProps) {
  const [confirming, setConfirming] = useState(false);
  const visibility = useSetAccountVisibility();
  const disconnect = useDisconnectItem();
  const { reconnect, busy } = useBankLink();
  const { t } = useTranslation('bank');
  const locale = currentLocale();
  const statusLabels = Object.fromEntries(STATUSES.map((s) => [s, t(`item.status.${s}`)])) as Record<BankItemStatus, string>;
  // A status this app does not know shows as Connected.
  const status = STATUSES.includes(item.status) ? item.status : BankItemStatus.ACTIVE;
  const name = item.institutionName ?? t('item.bankFallback');

  return (
    <Paper variant="outlined" component="article" aria-label={name} sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {name} <StatusChip status={status} labels={statusLabels} colors={STATUS_COLORS} sx={{ ml: 1 }} />
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('item.connectedOn', { date: formatDate(item.createdAt, locale, 'short') })}
            {item.lastSyncedAt ? t('item.lastUpdated', { when: formatDateTime(item.lastSyncedAt, locale) }) : t('item.importing')}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1}>
          {item.status !== BankItemStatus.REVOKED && (
            <Button
              size="small"
              variant={item.status === BankItemStatus.NEEDS_RECONNECTION ? 'contained' : 'outlined'}
              color={item.status === BankItemStatus.NEEDS_RECONNECTION ? 'warning' : 'primary'}
              disabled={busy}
              onClick={() => reconnect(item.id)}
            >
              {item.newAccountsAvailable && item.status === BankItemStatus.ACTIVE ? t('item.addAccounts') : t('item.reconnect')}
            </Button>
          )}
          <Button size="small" color="error" variant="outlined" onClick={() => setConfirming(true)}>
            {t('item.disconnect')}
          </Button>
        </Stack>
      </Stack>
      {accounts.length === 0 ? (
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          {t('item.noAccounts')}
        </Typography>
      ) : (
        <List dense disablePadding sx={{ mt: 1 }}>
          {accounts.map((account) => {
            const hidden = hiddenAccountIds.has(account.accountId);
            const label = `${account.name}${account.mask ? ` ••${account.mask}` : ''}`;
            return (
              <ListItem
                key={account.accountId}
                disableGutters
                secondaryAction={
                  <Switch
                    edge="end"
                    checked={!hidden}
                    disabled={visibility.isPending}
                    onChange={() => visibility.mutate({ accountId: account.accountId, isHidden: !hidden })}
                    slotProps={{ input: { 'aria-label': t('item.showInTransactions', { label }) } }}
                  />
                }
              >
                <ListItemText
                  primary={label}
                  secondary={[
                    account.subtype ?? account.type,
                    t('item.transactionCount', { count: account.transactionCount }),
                    hidden ? t('item.hidden') : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            );
          })}
        </List>
      )}
      <DisconnectDialog
        institutionName={item.institutionName}
        open={confirming}
        pending={disconnect.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => disconnect.mutate(item.id, { onSettled: () => setConfirming(false) })}
      />
    </Paper>
  );
}
