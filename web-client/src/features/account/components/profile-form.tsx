import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { LIMITS, VALIDATION, type CurrentUser } from '@ledgerleaf/contracts';
import { FormTextField } from '../../../components/form/form-text-field';
import { useUpdateProfile } from '../api/update-profile';
import { ProfileSection } from './profile-section';

const profileSchema = z.object({
  firstName: z.string().trim().min(1, VALIDATION.firstNameRequired).max(LIMITS.nameMax, VALIDATION.firstNameMax),
  lastName: z.string().trim().min(1, VALIDATION.lastNameRequired).max(LIMITS.nameMax, VALIDATION.lastNameMax),
  email: z.string().trim().pipe(z.email(VALIDATION.invalidEmail)),
  phone: z.string().trim().min(LIMITS.phoneMin, VALIDATION.phoneMin).max(LIMITS.phoneMax, VALIDATION.phoneMax),
});

export function ProfileForm({ user }: { user: CurrentUser }) {
  const update = useUpdateProfile();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(profileSchema),
    // Follows the current user, so the form shows what the server saved once the user is refreshed.
    values: { firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone },
  });

  const onSubmit = handleSubmit((values) => update.mutate(values));

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
        <Button type="submit" variant="contained" disabled={update.isPending} sx={{ mt: 2 }}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </Box>
    </ProfileSection>
  );
}
