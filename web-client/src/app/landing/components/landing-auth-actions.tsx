import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { BookCallButton } from '../../../features/contact';

/** Dashboard for a member; Log In and Book A Call for a visitor. */
export function LandingAuthActions({ isLoggedIn }: { isLoggedIn: boolean }) {
  if (isLoggedIn) {
    return (
      <Button component={RouterLink} to="/dashboard" variant="contained">
        Dashboard
      </Button>
    );
  }
  return (
    <>
      <Button component={RouterLink} to="/auth?mode=login">
        Log In
      </Button>
      <BookCallButton />
    </>
  );
}
