import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ACCOUNT_MESSAGES, LIMITS, VALIDATION, type CurrentUser, type UpdateProfileRequest } from '@ledgerleaf/contracts';
import { FormPasswordField } from '../../../components/form/form-password-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { getFieldError } from '../../../lib/api-client';
import { useUpdateProfile } from '../api/update-profile';
import { ProfileSection } from './profile-section';

/** The server compares addresses without case or surrounding spaces. */
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function profileSchema(currentEmail: string) {
  return z
    .object({
      firstName: z.string().trim().min(1, VALIDATION.firstNameRequired).max(LIMITS.nameMax, VALIDATION.firstNameMax),
      lastName: z.string().trim().min(1, VALIDATION.lastNameRequired).max(LIMITS.nameMax, VALIDATION.lastNameMax),
      email: z.string().trim().pipe(z.email(VALIDATION.invalidEmail)),
      phone: z.string().trim().min(LIMITS.phoneMin, VALIDATION.phoneMin).max(LIMITS.phoneMax, VALIDATION.phoneMax),
      currentPassword: z.string().max(LIMITS.passwordMax, VALIDATION.passwordMax),
    })
    .refine((values) => sameEmail(values.email, currentEmail) || values.currentPassword.length > 0, {
      message: ACCOUNT_MESSAGES.passwordNeededForEmail,
      path: ['currentPassword'],
    });
}

export function ProfileForm({ user }: { user: CurrentUser }) {
  const update = useUpdateProfile();
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(profileSchema(user.email)),
    // Follows the current user, so the form shows what the server saved once the user is refreshed.
    values: { firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone, currentPassword: '' },
  });
  const email = useWatch({ control, name: 'email' });
  const emailChanges = !sameEmail(email ?? '', user.email);

  const onSubmit = handleSubmit(({ currentPassword, ...profile }) => {
    // The password goes only with a new address, which is the one change that needs it.
    const request: UpdateProfileRequest = emailChanges ? { ...profile, currentPassword } : profile;
    update.mutate(request, {
      onError: (error) => {
        const message = getFieldError(error, 'currentPassword');
        if (message) setError('currentPassword', { message }, { shouldFocus: true });
      },
    });
  });

  return (
    <ProfileSection title="Personal information" description="Your name and how we reach you.">
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Profile">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
          <FormTextField control={control} name="firstName" label="First name" autoComplete="given-name" fullWidth margin="normal" />
          <FormTextField control={control} name="lastName" label="Last name" autoComplete="family-name" fullWidth margin="normal" />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
          <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" fullWidth margin="normal" />
          <FormTextField control={control} name="phone" label="Phone" type="tel" autoComplete="tel" fullWidth margin="normal" />
        </Stack>
        {emailChanges && (
          <Box sx={{ maxWidth: { sm: '50%' } }}>
            <FormPasswordField
              control={control}
              name="currentPassword"
              label="Current password"
              autoComplete="current-password"
              helperText="Needed to change your email. We will tell your current address about the change."
            />
          </Box>
        )}
        <Button type="submit" variant="contained" disabled={update.isPending} sx={{ mt: 2 }}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </Box>
    </ProfileSection>
  );
}
