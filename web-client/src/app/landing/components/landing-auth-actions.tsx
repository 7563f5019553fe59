import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { BookCallButton } from '../../../features/contact';

/** Dashboard for a member; Log In and Book A Call for a visitor. */
export function LandingAuthActions({ isLoggedIn }: { isLoggedIn: boolean }) {
  const { t } = useTranslation('landing');
  if (isLoggedIn) {
    return (
      <Button component={RouterLink} to="/dashboard" variant="contained">
        {t('dashboard')}
      </Button>
    );
  }
  return (
    <>
      <Button component={RouterLink} to="/auth?mode=login">
        {t('logIn')}
      </Button>
      <BookCallButton />
    </>
  );
}
