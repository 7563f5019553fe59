import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorReference } from '../../../components/error-reference';
import { errorReferenceOf } from '../../../lib/api-client';
import { useAccountManager } from '../api/account-manager';

const HEADING_ID = 'dashboard-account-manager';

/**
 * "Your account manager" on the dashboard: name, photo or initials, a way into the Messages
 * tab, and the direct line the API gives annual plans. Until the firm assigns one, it says so.
 */
export function AccountManagerCard({ onMessage }: { onMessage: () => void }) {
  const { data, isPending, isError, error, refetch } = useAccountManager();
  const manager = data?.manager;
  const { t } = useTranslation('account');
  return (
    <Paper component="section" variant="outlined" aria-labelledby={HEADING_ID} aria-busy={isPending} sx={{ mt: 3, p: 2 }}>
      <Typography id={HEADING_ID} component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('accountManager.title')}
      </Typography>
      {isPending ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="progressbar" aria-label={t('accountManager.loading')}>
          <Skeleton variant="circular" width={40} height={40} />
          <Skeleton variant="text" width={160} />
        </Stack>
      ) : isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('accountManager.retry')}
            </Button>
          }
        >
          {t('accountManager.loadFailed')}
          <ErrorReference reference={errorReferenceOf(error)} />
        </Alert>
      ) : !manager ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('accountManager.none')}
          </Typography>
          <Button variant="outlined" onClick={onMessage}>
            {t('accountManager.openMessages')}
          </Button>
        </Stack>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Avatar src={manager.photoUrl ?? undefined} alt={manager.name} sx={{ bgcolor: 'primary.main' }}>
              {manager.initials}
            </Avatar>
            <div>
              <Typography sx={{ fontWeight: 600 }}>{manager.name}</Typography>
              {manager.phone && (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('accountManager.directLine')} <Link href={`tel:${manager.phone.replace(/[^\d+]/g, '')}`}>{manager.phone}</Link>
                </Typography>
              )}
            </div>
          </Stack>
          <Button variant="contained" onClick={onMessage}>
            {t('accountManager.message')}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
