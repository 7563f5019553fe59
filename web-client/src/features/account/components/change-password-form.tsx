import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { LIMITS, VALIDATION } from '@ledgerleaf/contracts';
import { FormPasswordField } from '../../../components/form/form-password-field';
import { useChangePassword } from '../api/change-password';
import { ProfileSection } from './profile-section';

const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, VALIDATION.currentPasswordRequired),
    newPassword: z.string().min(LIMITS.passwordMin, VALIDATION.newPasswordMin).max(LIMITS.passwordMax, VALIDATION.passwordMax),
    confirmPassword: z.string().min(LIMITS.passwordMin, VALIDATION.confirmPasswordMin),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: VALIDATION.passwordsDontMatch,
    path: ['confirmPassword'],
  });

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const change = useChangePassword();
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit((values) => change.mutate(values, { onSuccess: () => reset(EMPTY) }));

  return (
    <ProfileSection title="Change password" description="You will stay logged in on this device.">
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Change password" sx={{ maxWidth: 480 }}>
        <FormPasswordField control={control} name="currentPassword" label="Current password" autoComplete="current-password" />
        <FormPasswordField control={control} name="newPassword" label="New password" autoComplete="new-password" />
        <FormPasswordField control={control} name="confirmPassword" label="Confirm password" autoComplete="new-password" />
        <Button type="submit" variant="contained" disabled={change.isPending} sx={{ mt: 2 }}>
          {change.isPending ? 'Updating...' : 'Update Password'}
        </Button>
      </Box>
    </ProfileSection>
  );
}
