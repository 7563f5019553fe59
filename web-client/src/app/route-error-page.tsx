import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * Shown when a page fails to render, most often because a new release replaced the
 * code chunk this tab was about to load; a reload fetches the current one.
 */
export function RouteErrorPage() {
  const { t } = useTranslation('layout');
  return (
    <Container maxWidth="sm" sx={{ py: 12, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t('routeError.title')}
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>{t('routeError.message')}</Typography>
      <Button variant="contained" sx={{ mt: 4 }} onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </Button>
    </Container>
  );
}
