import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { CurrentUser, PaidPlan } from '@ledgerleaf/contracts';
import { LazyPlanChoiceDialog } from './lazy-plan-choice-dialog';

interface ChoosePlanBannerProps {
  user: CurrentUser;
  /** A plan chosen on the landing page's pricing section: the dialog opens at once with it preselected. */
  requestedPlan?: PaidPlan | null;
  onDialogClosed?: () => void;
}

/** For an account without a plan (registered, not paid yet): the way back to checkout. */
export function ChoosePlanBanner({ user, requestedPlan = null, onDialogClosed }: ChoosePlanBannerProps) {
  const [open, setOpen] = useState(requestedPlan !== null);
  const { t } = useTranslation('billing');
  const { firstName, lastName, email, phone } = user;
  const close = () => {
    setOpen(false);
    onDialogClosed?.();
  };

  return (
    <>
      <Alert
        severity="warning"
        sx={{ mt: 3 }}
        action={
          <Button color="inherit" size="small" variant="outlined" onClick={() => setOpen(true)}>
            {t('banner.choose')}
          </Button>
        }
      >
        <AlertTitle>{t('banner.title')}</AlertTitle>
        {t('banner.body')}
      </Alert>
      <LazyPlanChoiceDialog open={open} onClose={close} userData={{ firstName, lastName, email, phone }} preselectedPlan={requestedPlan} />
    </>
  );
}
