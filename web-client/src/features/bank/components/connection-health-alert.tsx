import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { BANK_TEXTS, BankItemStatus } from '@ledgerleaf/contracts';
import { useConnectionHealth } from '../api/connection-health';
import { useBankLink } from './bank-link-context';

/**
 * Client-spec 2 and 4: a connection that needs reconnection raises a warning with a
 * Reconnect action (update mode); Plaid's new accounts raise an offer to share them.
 * Health is refetched every 5 minutes; a failed check stays quiet (the list shows errors).
 */
export function ConnectionHealthAlert() {
  const { data } = useConnectionHealth();
  const { reconnect, busy } = useBankLink();
  if (!data) return null;
  const broken = data.items.filter((item) => item.status === BankItemStatus.NEEDS_RECONNECTION);
  const revoked = data.items.filter((item) => item.status === BankItemStatus.REVOKED);
  const newAccounts = data.items.filter((item) => item.status === BankItemStatus.ACTIVE && item.newAccountsAvailable);
  if (!broken.length && !revoked.length && !newAccounts.length) return null;
  const name = (institutionName: string | null) => institutionName ?? 'Your bank';

  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {broken.length > 0 && (
        <Alert severity="warning">
          <AlertTitle>{BANK_TEXTS.healthAlertTitle}</AlertTitle>
          {data.needsReconnection === 1 ? '1 bank connection needs' : `${data.needsReconnection} bank connections need`} you to log in again before new
          transactions can be imported.
          <Stack spacing={1} sx={{ mt: 1 }}>
            {broken.map((item) => (
              <Stack key={item.itemId} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <span>{name(item.institutionName)}</span>
                <Button size="small" variant="contained" color="warning" disabled={busy} onClick={() => reconnect(item.itemId)}>
                  Reconnect
                </Button>
              </Stack>
            ))}
          </Stack>
        </Alert>
      )}
      {newAccounts.map((item) => (
        <Alert
          key={item.itemId}
          severity="info"
          action={
            <Button color="inherit" size="small" disabled={busy} onClick={() => reconnect(item.itemId)}>
              Add accounts
            </Button>
          }
        >
          {name(item.institutionName)} has new accounts you can share with Ledgerleaf.
        </Alert>
      ))}
      {revoked.map((item) => (
        <Alert key={item.itemId} severity="error">
          {name(item.institutionName)} access was revoked at your bank. Disconnect it in your Profile and connect it again to resume importing.
        </Alert>
      ))}
    </Stack>
  );
}
