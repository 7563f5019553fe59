import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useDeleteAccount } from '../api/delete-account';
import { ProfileSection } from './profile-section';

/** The danger zone: deleting the account, behind a confirmation. */
export function DeleteAccountSection() {
  const [confirming, setConfirming] = useState(false);
  const deletion = useDeleteAccount();
  const close = () => {
    if (!deletion.isPending) setConfirming(false);
  };

  return (
    <ProfileSection
      title="Danger zone"
      tone="danger"
      description="Deleting your account removes your profile, documents, reports, uploaded files and bank connections for good."
    >
      <Button variant="outlined" color="error" onClick={() => setConfirming(true)} sx={{ mt: 2 }}>
        Delete Account
      </Button>
      <Dialog open={confirming} onClose={close} aria-labelledby="delete-account-title" aria-describedby="delete-account-text">
        <DialogTitle id="delete-account-title">Delete your account?</DialogTitle>
        <DialogContent>
          <DialogContentText id="delete-account-text">
            Everything in your account is removed and cannot be recovered, and your plan stops renewing. You will be
            logged out.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={deletion.isPending}>
            Cancel
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={deletion.isPending}
            onClick={() => deletion.mutate(undefined, { onError: () => setConfirming(false) })}
          >
            {deletion.isPending ? 'Deleting...' : 'Delete my account'}
          </Button>
        </DialogActions>
      </Dialog>
    </ProfileSection>
  );
}
