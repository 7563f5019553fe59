import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageSpinner } from '../../../components/page-spinner';
import { useAccountVisibility } from '../api/account-visibility';
import { useBankAccounts, useBankItems } from '../api/get-bank-items';
import { useRefreshAccounts } from '../api/manage-items';
import { BankErrorPanel } from './bank-error-panel';
import { BankItemCard } from './bank-item-card';
import { useBankLink } from './bank-link-context';
import { BankLinkProvider } from './bank-link-provider';
import { ConnectionHealthAlert } from './connection-health-alert';
import { ImportProgress } from './import-progress';

function ConnectedAccountsBody() {
  const items = useBankItems();
  const accounts = useBankAccounts();
  const visibility = useAccountVisibility();
  const refresh = useRefreshAccounts();
  const { connect, busy } = useBankLink();
  const { t } = useTranslation('bank');

  const failed = items.error ?? accounts.error;
  const actions = (
    <Stack direction="row" spacing={1}>
      <Button variant="contained" size="small" disabled={busy} onClick={connect}>
        {busy ? t('connected.connecting') : t('connected.connect')}
      </Button>
      {(items.data?.items.length ?? 0) > 0 && (
        <Button variant="outlined" size="small" disabled={refresh.isPending} onClick={() => refresh.mutate()}>
          {refresh.isPending ? t('connected.refreshing') : t('connected.refresh')}
        </Button>
      )}
    </Stack>
  );

  if (failed) return <BankErrorPanel error={failed} />;
  if (!items.data || !accounts.data) return <PageSpinner minHeight={120} />;
  const itemList = items.data.items;
  const accountList = accounts.data.accounts;

  const hidden = new Set(visibility.data?.hiddenAccountIds ?? accountList.filter((a) => a.isHidden).map((a) => a.accountId));
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      {actions}
      <ConnectionHealthAlert />
      <ImportProgress />
      {itemList.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('connected.none')}</Typography>
      ) : (
        itemList.map((item) => (
          <BankItemCard key={item.id} item={item} accounts={accountList.filter((account) => account.itemId === item.id)} hiddenAccountIds={hidden} />
        ))
      )}
    </Stack>
  );
}

/** The Profile's connected bank accounts (client-spec 2): list, visibility, refresh, disconnect, reconnect, connect. */
export function ConnectedAccountsSection() {
  const { t } = useTranslation('bank');
  return (
    <Paper component="section" aria-labelledby="connected-accounts-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="connected-accounts-title" variant="h6" component="h2">
        {t('connected.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{t('connected.intro')}</Typography>
      <BankLinkProvider>
        <ConnectedAccountsBody />
      </BankLinkProvider>
    </Paper>
  );
}
