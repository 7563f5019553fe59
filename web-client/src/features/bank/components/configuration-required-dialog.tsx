import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { ConfigurationRequiredBody } from '@ledgerleaf/contracts';

/** The setup steps the API gives when it sends none, in the catalogue's order. */
const SETUP_STEPS = ['account', 'keys', 'redirect', 'restart'] as const;

/** "Configuration Required": the server has no Plaid keys yet; the steps and the redirect URI to register. */
export function ConfigurationRequiredDialog({ body, onClose }: { body: ConfigurationRequiredBody | null; onClose: () => void }) {
  const { t } = useTranslation('bank');
  const steps = body?.setup_steps?.length ? body.setup_steps : SETUP_STEPS.map((step) => t(`configuration.steps.${step}`));
  return (
    <Dialog open={body !== null} onClose={onClose} aria-labelledby="bank-config-title" maxWidth="sm" fullWidth>
      <DialogTitle id="bank-config-title">{t('texts.configurationRequiredTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{body?.message}</DialogContentText>
        <Typography component="ol" sx={{ pl: 3, my: 2 }}>
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </Typography>
        <Typography variant="subtitle2">{t('configuration.redirectUri')}</Typography>
        <Typography component="code" sx={{ display: 'block', p: 1, bgcolor: 'action.hover', borderRadius: 1, wordBreak: 'break-all' }}>
          {body?.redirect_uri}
        </Typography>
        {body?.missing?.length ? (
          <Typography sx={{ mt: 2 }} color="text.secondary">
            {t('configuration.missingSettings', { names: body.missing.join(', ') })}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('configuration.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
