import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { BankItemStatus, type BankAccountSummary, type BankItemSummary } from '@ledgerleaf/contracts';
import { StatusChip, type StatusChipColor } from '../../../components/status-chip';
import { useSetAccountVisibility } from '../api/account-visibility';
import { useDisconnectItem } from '../api/manage-items';
import { useBankLink } from './bank-link-context';
import { DisconnectDialog } from './disconnect-dialog';

const STATUS_LABELS: Record<BankItemStatus, string> = {
  active: 'Connected',
  needs_reconnection: 'Needs reconnection',
  revoked: 'Access revoked',
};
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
  // A status this app does not know shows as Connected.
  const status = item.status in STATUS_LABELS ? item.status : BankItemStatus.ACTIVE;
  const name = item.institutionName ?? 'Bank';

  return (
    <Paper variant="outlined" component="article" aria-label={name} sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {name} <StatusChip status={status} labels={STATUS_LABELS} colors={STATUS_COLORS} sx={{ ml: 1 }} />
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Connected {new Date(item.createdAt).toLocaleDateString('en-CA', { dateStyle: 'medium' })}
            {item.lastSyncedAt
              ? ` · last updated ${new Date(item.lastSyncedAt).toLocaleString('en-CA', { dateStyle: 'medium', timeStyle: 'short' })}`
              : ' · importing...'}
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
              {item.newAccountsAvailable && item.status === BankItemStatus.ACTIVE ? 'Add accounts' : 'Reconnect'}
            </Button>
          )}
          <Button size="small" color="error" variant="outlined" onClick={() => setConfirming(true)}>
            Disconnect
          </Button>
        </Stack>
      </Stack>
      {accounts.length === 0 ? (
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          No accounts shared from this bank.
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
                    slotProps={{ input: { 'aria-label': `Show ${label} in transactions` } }}
                  />
                }
              >
                <ListItemText
                  primary={label}
                  secondary={[
                    account.subtype ?? account.type,
                    `${account.transactionCount} ${account.transactionCount === 1 ? 'transaction' : 'transactions'}`,
                    hidden ? 'Hidden from transactions, exports and reports' : null,
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
