import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { BRAND } from '@ledgerleaf/contracts';

/** Shown above the login form when the screen was opened from a password-reset link. */
export function ResetLinkNotice() {
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      You opened a password reset link. If you remember your password, log in below; otherwise write to{' '}
      <Link href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</Link> and we will help you back into your
      account.
    </Alert>
  );
}
