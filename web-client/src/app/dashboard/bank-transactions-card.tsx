import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';

/**
 * The way into the bank Transactions view, which the spec keeps out of the tab list
 * (docs/decisions/bank.md, issue 8). While the view is open the card names it.
 */
export function BankTransactionsCard({ active, onOpen }: { active: boolean; onOpen: () => void }) {
  const { t } = useTranslation('bank');
  return (
    <Paper variant="outlined" sx={{ mt: 3, p: 2, borderColor: active ? 'primary.main' : 'divider' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <AccountBalanceIcon color="primary" aria-hidden />
          <div>
            <Typography id="dashboard-bank-transactions" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t('card.title')}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('card.hint')}
            </Typography>
          </div>
        </Stack>
        <Button variant={active ? 'outlined' : 'contained'} onClick={onOpen} disabled={active} aria-label={t('card.view')}>
          {active ? t('card.showing') : t('card.view')}
        </Button>
      </Stack>
    </Paper>
  );
}
