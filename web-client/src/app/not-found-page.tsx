import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { NOT_FOUND } from '@ledgerleaf/contracts';

export function NotFoundPage() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {NOT_FOUND.title}
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>{NOT_FOUND.hint}</Typography>
      <Button component={RouterLink} to="/" variant="contained" sx={{ mt: 4 }}>
        Back to home
      </Button>
    </Container>
  );
}
