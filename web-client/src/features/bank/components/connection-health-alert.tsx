import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { BankItemStatus } from '@ledgerleaf/contracts';
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
  const { t } = useTranslation('bank');
  if (!data) return null;
  const broken = data.items.filter((item) => item.status === BankItemStatus.NEEDS_RECONNECTION);
  const revoked = data.items.filter((item) => item.status === BankItemStatus.REVOKED);
  const newAccounts = data.items.filter((item) => item.status === BankItemStatus.ACTIVE && item.newAccountsAvailable);
  if (!broken.length && !revoked.length && !newAccounts.length) return null;
  const name = (institutionName: string | null) => institutionName ?? t('health.yourBank');

  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {broken.length > 0 && (
        <Alert severity="warning">
          <AlertTitle>{t('texts.healthAlertTitle')}</AlertTitle>
          {t('health.needsLogin', { count: data.needsReconnection })}
          <Stack spacing={1} sx={{ mt: 1 }}>
            {broken.map((item) => (
              <Stack key={item.itemId} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <span>{name(item.institutionName)}</span>
                <Button size="small" variant="contained" color="warning" disabled={busy} onClick={() => reconnect(item.itemId)}>
                  {t('health.reconnect')}
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
              {t('health.addAccounts')}
            </Button>
          }
        >
          {t('health.newAccounts', { name: name(item.institutionName) })}
        </Alert>
      ))}
      {revoked.map((item) => (
        <Alert key={item.itemId} severity="error">
          {t('health.revoked', { name: name(item.institutionName) })}
        </Alert>
      ))}
    </Stack>
  );
}
