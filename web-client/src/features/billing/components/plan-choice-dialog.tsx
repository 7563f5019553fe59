import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { PAID_PLANS, type CheckoutRequest, type PaidPlan } from '@ledgerleaf/contracts';
import { useCreateCheckoutSession } from '../api/create-checkout-session';
import { PlanCard } from './plan-card';

export interface PlanChoiceDialogProps {
  open: boolean;
  onClose: () => void;
  /** Sent along with the checkout request (never the password). */
  userData: CheckoutRequest['userData'];
  /** A plan the visitor already picked on the landing page. */
  preselectedPlan?: PaidPlan | null;
}

/** Monthly or Annual: choosing one starts Stripe Checkout and leaves the site. */
export function PlanChoiceDialog({ open, onClose, userData, preselectedPlan = null }: PlanChoiceDialogProps) {
  const checkout = useCreateCheckoutSession();
  const { t } = useTranslation('billing');
  // Stays set after success too: the page is on its way to Stripe.
  const [inProcess, setInProcess] = useState<PaidPlan | null>(null);
  const busy = inProcess !== null;

  const choose = (plan: PaidPlan) => {
    setInProcess(plan);
    checkout.mutate({ plan, userData }, { onError: () => setInProcess(null) });
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="plan-choice-title"
      aria-describedby="plan-choice-description"
    >
      <DialogTitle id="plan-choice-title">{t('dialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="plan-choice-description">{t('dialog.intro')}</DialogContentText>
        {checkout.isError && !busy && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {checkout.error.message}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, mt: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {PAID_PLANS.map((plan) => (
            <PlanCard
              key={plan}
              plan={plan}
              highlighted={plan === (inProcess ?? preselectedPlan)}
              inProcess={plan === inProcess}
              disabled={busy}
              onChoose={choose}
            />
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('dialog.notNow')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
