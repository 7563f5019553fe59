import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useTranslate } from 'react-admin';
import { STAFF_ROLES, type StaffInvitationRequest, type StaffRole } from '@ledgerleaf/contracts';
import { useAreaTranslate } from '../../i18n';
import { useConsoleAction } from '../../components/use-console-action';

const EMPTY: StaffInvitationRequest = { email: '', firstName: '', lastName: '', role: 'bookkeeper' };

/** Invites a staff member: the API mails them a one-time link to set their password. */
export const InviteStaffButton = () => {
  const translate = useTranslate();
  const t = useAreaTranslate('ledgerleaf.staff');
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<StaffInvitationRequest>(EMPTY);
  const { mutate, isPending } = useConsoleAction({
    call: (dataProvider, invitation: StaffInvitationRequest) => dataProvider.inviteStaff(invitation),
    success: t('notices.invited'),
    failure: t('notices.inviteFailed'),
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
        {t('invite')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="invite-staff-title">
        <DialogTitle id="invite-staff-title">{t('inviteTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1, minWidth: 320 }}>
            {field('email', t('email'), 'email')}
            {field('firstName', translate('resources.staff.fields.firstName'))}
            {field('lastName', translate('resources.staff.fields.lastName'))}
            <TextField
              select
              label={translate('resources.staff.fields.role')}
              value={form.role}
              onChange={(event) => setForm({ ...form, role: event.target.value as StaffRole })}
            >
              {STAFF_ROLES.map((role) => (
                <MenuItem key={role} value={role}>
                  {t(`role.${role}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('cancel')}</Button>
          <Button variant="contained" disabled={!complete || isPending} onClick={() => mutate({ ...form, email: form.email.trim() })}>
            {t('sendInvitation')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
