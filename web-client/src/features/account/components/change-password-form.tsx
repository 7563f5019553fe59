import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { LIMITS } from '@ledgerleaf/contracts';
import { FormPasswordField } from '../../../components/form/form-password-field';
import { useChangePassword } from '../api/change-password';
import { ProfileSection } from './profile-section';

const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'validation:currentPasswordRequired'),
    newPassword: z.string().min(LIMITS.passwordMin, 'validation:newPasswordMin').max(LIMITS.passwordMax, 'validation:passwordMax'),
    confirmPassword: z.string().min(LIMITS.passwordMin, 'validation:confirmPasswordMin'),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: 'validation:passwordsDontMatch',
    path: ['confirmPassword'],
  });

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const change = useChangePassword();
  const { t } = useTranslation('account');
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit((values) => change.mutate(values, { onSuccess: () => reset(EMPTY) }));

  return (
    <ProfileSection title={t('password.title')} description={t('password.description')}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('password.form')} sx={{ maxWidth: 480 }}>
        <FormPasswordField control={control} name="currentPassword" label={t('password.current')} autoComplete="current-password" />
        <FormPasswordField control={control} name="newPassword" label={t('password.new')} autoComplete="new-password" />
        <FormPasswordField control={control} name="confirmPassword" label={t('password.confirm')} autoComplete="new-password" />
        <Button type="submit" variant="contained" disabled={change.isPending} sx={{ mt: 2 }}>
          {change.isPending ? t('password.submitting') : t('password.submit')}
        </Button>
      </Box>
    </ProfileSection>
  );
}
