import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { BRAND, THANK_YOU } from '@ledgerleaf/contracts';
import { useUser } from '../../../lib/auth';
import { reportPurchase } from '../../../lib/conversions';

const NEXT_STEPS = ['Connect your bank accounts securely', 'Upload your monthly documents', 'View your financial reports', 'Manage your subscription'];

/**
 * Stripe sends a paying customer here with `?session_id=`; the purchase of that checkout
 * is reported once per visit (the server checks it was paid, sets the value, and sends it
 * to Meta once whatever the visits).
 */
function useReportPurchase() {
  const { data: user } = useUser();
  const [params] = useSearchParams();
  const checkoutSessionId = params.get('session_id');
  const reported = useRef(false);
  useEffect(() => {
    if (!user || !checkoutSessionId || reported.current) return;
    reported.current = true;
    void reportPurchase({ checkoutSessionId });
  }, [user, checkoutSessionId]);
}

export function ThankYouPage() {
  useReportPurchase();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <CheckCircleIcon aria-hidden sx={{ fontSize: 64, color: 'success.main' }} />
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mt: 2 }}>
          {THANK_YOU.title}
        </Typography>
        <Typography sx={{ mt: 2, color: 'text.secondary' }}>{THANK_YOU.activated}</Typography>
        <Typography variant="h6" component="h2" sx={{ mt: 4, textAlign: 'left' }}>
          From your dashboard you can:
        </Typography>
        <List>
          {NEXT_STEPS.map((step) => (
            <ListItem key={step} disableGutters>
              <ListItemIcon sx={{ minWidth: 36, color: 'primary.main' }}>
                <CheckCircleIcon fontSize="small" aria-hidden />
              </ListItemIcon>
              <ListItemText primary={step} />
            </ListItem>
          ))}
        </List>
        <Button component={RouterLink} to="/dashboard" variant="contained" size="large" sx={{ mt: 2 }}>
          {THANK_YOU.dashboardButton}
        </Button>
        <Typography variant="body2" sx={{ mt: 4, color: 'text.secondary' }}>
          Questions about your subscription? Write to us at <Link href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</Link>.
        </Typography>
      </Paper>
    </Container>
  );
}
