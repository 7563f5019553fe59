import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { ACCOUNT_MESSAGES, ACCOUNT_TEXTS } from '@ledgerleaf/contracts';
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
      setProblem(ACCOUNT_MESSAGES.passwordNeededToDelete);
      return;
    }
    setProblem(null);
    deletion.mutate(
      { password },
      // The dialog stays open so the password can be typed again.
      { onError: (error) => setProblem(getFieldError(error, 'password') ?? getApiErrorMessage(error, ACCOUNT_TEXTS.accountDeleteFailed)) },
    );
  };

  return (
    <ProfileSection
      title="Danger zone"
      tone="danger"
      description="Deleting your account removes your profile, documents, reports, uploaded files and bank connections for good."
    >
      <Button variant="outlined" color="error" onClick={open} sx={{ mt: 2 }}>
        Delete Account
      </Button>
      <Dialog open={confirming} onClose={close} aria-labelledby="delete-account-title" aria-describedby="delete-account-text">
        {step === 'offer' ? (
          <>
            <DialogTitle id="delete-account-title">Download all my data first</DialogTitle>
            <DialogContent>
              <DialogContentText id="delete-account-text" sx={{ mb: 2 }}>
                Once your account is deleted, your books, reports and documents cannot be recovered. Take a copy first: we prepare a ZIP of all your data and
                e-mail you a download link. Wait for the e-mail and download it before you delete your account.
              </DialogContentText>
              <StartDataExportButton label="Download all my data first" />
            </DialogContent>
            <DialogActions>
              <Button onClick={close}>Cancel</Button>
              <Button color="error" onClick={() => setStep('confirm')}>
                Continue to delete
              </Button>
            </DialogActions>
          </>
        ) : (
          <form noValidate onSubmit={submit} aria-label="Delete account">
            <DialogTitle id="delete-account-title">Delete your account?</DialogTitle>
            <DialogContent>
              <DialogContentText id="delete-account-text">
                Everything in your account is removed and cannot be recovered, and your plan is cancelled. You will be logged out. Enter your password to
                confirm.
              </DialogContentText>
              <TextField
                label="Password"
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
                Cancel
              </Button>
              <Button type="submit" color="error" variant="contained" disabled={deletion.isPending}>
                {deletion.isPending ? 'Deleting...' : 'Delete my account'}
              </Button>
            </DialogActions>
          </form>
        )}
      </Dialog>
    </ProfileSection>
  );
}
