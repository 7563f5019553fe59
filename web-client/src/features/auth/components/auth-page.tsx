import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { BRAND } from '@ledgerleaf/contracts';
import { PageSpinner } from '../../../components/page-spinner';
import { useUser } from '../api/get-user';
import { AuthMarketingPanel } from './auth-marketing-panel';
import { resolveAuthScreen } from './auth-mode';
import { LoginForm } from './login-form';
import { ResetLinkNotice } from './reset-link-notice';

export function AuthPage() {
  const { token } = useParams();
  const [searchParams] = useSearchParams();
  const { data: user, isPending } = useUser();
  const { mode } = resolveAuthScreen(searchParams, token);

  if (isPending) return <PageSpinner />;
  if (user) return <Navigate to="/dashboard" replace />;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            Log in to {BRAND.name}
          </Typography>
          <Typography sx={{ mt: 1, mb: 2, color: 'text.secondary' }}>
            See your transactions, documents and monthly reports.
          </Typography>
          {mode === 'reset' && <ResetLinkNotice />}
          <LoginForm />
        </Paper>
        <AuthMarketingPanel />
      </Box>
    </Container>
  );
}
