import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { getApiErrorMessage, getFieldError } from '../../../lib/api-client';
import { useDeleteAccount } from '../api/delete-account';
import { StartDataExportButton } from './data-export-section';
import { ProfileSection } from './profile-section';

/** The danger zone: deleting the account, after an offer to download all the data first, confirmed with the account's password. */
export function DeleteAccountSection() {
  const [confirming, setConfirming] = useState(false);
  const [step, setStep] = useState<'offer' | 'confirm'>('offer');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const deletion = useDeleteAccount();
  const { t } = useTranslation('account');
  const open = () => {
    setPassword('');
    setProblem(null);
    setStep('offer');
    setConfirming(true);
  };
  const close = () => {
    if (!deletion.isPending) setConfirming(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setProblem(t('deleteAccount.passwordNeeded'));
      return;
    }
    setProblem(null);
    deletion.mutate(
      { password },
      // The dialog stays open so the password can be typed again.
      { onError: (error) => setProblem(getFieldError(error, 'password') ?? getApiErrorMessage(error, t('deleteAccount.failed'))) },
    );
  };

  return (
    <ProfileSection title={t('deleteAccount.title')} tone="danger" description={t('deleteAccount.description')}>
      <Button variant="outlined" color="error" onClick={open} sx={{ mt: 2 }}>
        {t('deleteAccount.button')}
      </Button>
      <Dialog open={confirming} onClose={close} aria-labelledby="delete-account-title" aria-describedby="delete-account-text">
        {step === 'offer' ? (
          <>
            <DialogTitle id="delete-account-title">{t('deleteAccount.offerTitle')}</DialogTitle>
            <DialogContent>
              <DialogContentText id="delete-account-text" sx={{ mb: 2 }}>
                {t('deleteAccount.offerText')}
              </DialogContentText>
              <StartDataExportButton label={t('dataExport.startFirst')} />
            </DialogContent>
            <DialogActions>
              <Button onClick={close}>{t('deleteAccount.cancel')}</Button>
              <Button color="error" onClick={() => setStep('confirm')}>
                {t('deleteAccount.continue')}
              </Button>
            </DialogActions>
          </>
        ) : (
          <form noValidate onSubmit={submit} aria-label={t('deleteAccount.form')}>
            <DialogTitle id="delete-account-title">{t('deleteAccount.confirmTitle')}</DialogTitle>
            <DialogContent>
              <DialogContentText id="delete-account-text">{t('deleteAccount.confirmText')}</DialogContentText>
              <TextField
                label={t('deleteAccount.password')}
                type="password"
                name="password"
                autoComplete="current-password"
                autoFocus
                fullWidth
                margin="normal"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                disabled={deletion.isPending}
                error={Boolean(problem)}
                helperText={problem ?? ' '}
              />
            </DialogContent>
            <DialogActions>
              <Button onClick={close} disabled={deletion.isPending}>
                {t('deleteAccount.cancel')}
              </Button>
              <Button type="submit" color="error" variant="contained" disabled={deletion.isPending}>
                {deletion.isPending ? t('deleteAccount.deleting') : t('deleteAccount.submit')}
              </Button>
            </DialogActions>
          </form>
        )}
      </Dialog>
    </ProfileSection>
  );
}
