import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useUser } from '../../auth';

/** The client dashboard. It is only routed behind ProtectedRoute, so the user is known. */
export function DashboardPage() {
  const { data: user } = useUser();
  if (!user) return null;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        Welcome back, {user.firstName}!
      </Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>
        Your transactions, documents and monthly reports, all in one place.
      </Typography>
    </Container>
  );
}
