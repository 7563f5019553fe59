import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

export function BackToLoginLink() {
  return (
    <Button component={RouterLink} to="/auth?mode=login" fullWidth sx={{ mt: 1 }}>
      Back to Login
    </Button>
  );
}
