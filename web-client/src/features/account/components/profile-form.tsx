import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { LIMITS, type CurrentUser, type UpdateProfileRequest } from '@ledgerleaf/contracts';
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
      firstName: z.string().trim().min(1, 'validation:firstNameRequired').max(LIMITS.nameMax, 'validation:firstNameMax'),
      lastName: z.string().trim().min(1, 'validation:lastNameRequired').max(LIMITS.nameMax, 'validation:lastNameMax'),
      email: z.string().trim().pipe(z.email('validation:invalidEmail')),
      phone: z.string().trim().min(LIMITS.phoneMin, 'validation:phoneMin').max(LIMITS.phoneMax, 'validation:phoneMax'),
      currentPassword: z.string().max(LIMITS.passwordMax, 'validation:passwordMax'),
    })
    .refine((values) => sameEmail(values.email, currentEmail) || values.currentPassword.length > 0, {
      message: 'validation:passwordNeededForEmail',
      path: ['currentPassword'],
    });
}

export function ProfileForm({ user }: { user: CurrentUser }) {
  const update = useUpdateProfile();
  const { t } = useTranslation('account');
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
    <ProfileSection title={t('profile.title')} description={t('profile.description')}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('profile.form')}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
          <FormTextField control={control} name="firstName" label={t('profile.firstName')} autoComplete="given-name" fullWidth margin="normal" />
          <FormTextField control={control} name="lastName" label={t('profile.lastName')} autoComplete="family-name" fullWidth margin="normal" />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
          <FormTextField control={control} name="email" label={t('profile.email')} type="email" autoComplete="email" fullWidth margin="normal" />
          <FormTextField control={control} name="phone" label={t('profile.phone')} type="tel" autoComplete="tel" fullWidth margin="normal" />
        </Stack>
        {emailChanges && (
          <Box sx={{ maxWidth: { sm: '50%' } }}>
            <FormPasswordField
              control={control}
              name="currentPassword"
              label={t('profile.currentPassword')}
              autoComplete="current-password"
              helperText={t('profile.currentPasswordHelp')}
            />
          </Box>
        )}
        <Button type="submit" variant="contained" disabled={update.isPending} sx={{ mt: 2 }}>
          {update.isPending ? t('profile.saving') : t('profile.save')}
        </Button>
      </Box>
    </ProfileSection>
  );
}
