import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

export function BackToLoginLink() {
  const { t } = useTranslation('auth');
  return (
    <Button component={RouterLink} to="/auth?mode=login" fullWidth sx={{ mt: 1 }}>
      {t('backToLogin')}
    </Button>
  );
}
