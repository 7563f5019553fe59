import { useTranslation } from 'react-i18next';
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
import { BRAND } from '@ledgerleaf/contracts';
import { useUser } from '../../../lib/auth';
import { reportPurchase } from '../../../lib/conversions';

/** What the dashboard offers, in the order shown (billing:thankYou.steps). */
const NEXT_STEPS = ['bank', 'documents', 'reports', 'subscription'] as const;

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
  const { t } = useTranslation('billing');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <CheckCircleIcon aria-hidden sx={{ fontSize: 64, color: 'success.main' }} />
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mt: 2 }}>
          {t('thankYou.title')}
        </Typography>
        <Typography sx={{ mt: 2, color: 'text.secondary' }}>{t('thankYou.activated')}</Typography>
        <Typography variant="h6" component="h2" sx={{ mt: 4, textAlign: 'left' }}>
          {t('thankYou.youCan')}
        </Typography>
        <List>
          {NEXT_STEPS.map((step) => (
            <ListItem key={step} disableGutters>
              <ListItemIcon sx={{ minWidth: 36, color: 'primary.main' }}>
                <CheckCircleIcon fontSize="small" aria-hidden />
              </ListItemIcon>
              <ListItemText primary={t(`thankYou.steps.${step}`)} />
            </ListItem>
          ))}
        </List>
        <Button component={RouterLink} to="/dashboard" variant="contained" size="large" sx={{ mt: 2 }}>
          {t('thankYou.dashboard')}
        </Button>
        <Typography variant="body2" sx={{ mt: 4, color: 'text.secondary' }}>
          {t('thankYou.questions')} <Link href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</Link>.
        </Typography>
      </Paper>
    </Container>
  );
}
