import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { STAFF_MESSAGES, STAFF_ROLE_LABELS, STAFF_ROLES, type StaffInvitationRequest, type StaffRole } from '@ledgerleaf/contracts';
import { useConsoleAction } from '../../components/use-console-action';

const EMPTY: StaffInvitationRequest = { email: '', firstName: '', lastName: '', role: 'bookkeeper' };

/** Invites a staff member: the API mails them a one-time link to set their password. */
export const InviteStaffButton = () => {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<StaffInvitationRequest>(EMPTY);
  const { mutate, isPending } = useConsoleAction({
    call: (dataProvider, invitation: StaffInvitationRequest) => dataProvider.inviteStaff(invitation),
    success: STAFF_MESSAGES.invited,
    failure: STAFF_MESSAGES.inviteFailed,
    onSuccess: () => {
      setOpen(false);
      setForm(EMPTY);
    },
  });
  const field = (name: 'email' | 'firstName' | 'lastName', label: string, type = 'text') => (
    <TextField label={label} type={type} required value={form[name]} onChange={(event) => setForm({ ...form, [name]: event.target.value })} />
  );
  const complete = form.email.trim() && form.firstName.trim() && form.lastName.trim();
  return (
    <>
      <Button size="small" startIcon={<PersonAddIcon />} onClick={() => setOpen(true)}>
        Invite
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="invite-staff-title">
        <DialogTitle id="invite-staff-title">Invite a staff member</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1, minWidth: 320 }}>
            {field('email', 'E-mail', 'email')}
            {field('firstName', 'First name')}
            {field('lastName', 'Last name')}
            <TextField select label="Role" value={form.role} onChange={(event) => setForm({ ...form, role: event.target.value as StaffRole })}>
              {STAFF_ROLES.map((role) => (
                <MenuItem key={role} value={role}>
                  {STAFF_ROLE_LABELS[role]}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" disabled={!complete || isPending} onClick={() => mutate({ ...form, email: form.email.trim() })}>
            Send invitation
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
