import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ERRORS } from '@ledgerleaf/contracts';

/**
 * Shown when a page fails to render, most often because a new release replaced the
 * code chunk this tab was about to load; a reload fetches the current one.
 */
export function RouteErrorPage() {
  return (
    <Container maxWidth="sm" sx={{ py: 12, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        This page could not be displayed
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>{ERRORS.internal}</Typography>
      <Button variant="contained" sx={{ mt: 4 }} onClick={() => window.location.reload()}>
        Reload the page
      </Button>
    </Container>
  );
}
