import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';

export function NotFoundPage() {
  const { t } = useTranslation('layout');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t('notFound.title')}
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>{t('notFound.hint')}</Typography>
      <Button component={RouterLink} to="/" variant="contained" sx={{ mt: 4 }}>
        {t('notFound.backHome')}
      </Button>
    </Container>
  );
}
