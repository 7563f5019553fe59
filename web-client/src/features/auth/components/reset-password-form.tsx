import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { LIMITS } from '@ledgerleaf/contracts';
import { FormPasswordField } from '../../../components/form/form-password-field';
import { useResetPassword } from '../api/reset-password';
import { BackToLoginLink } from './back-to-login-link';

const resetSchema = z
  .object({
    password: z.string().min(LIMITS.passwordMin, 'validation:passwordMin').max(LIMITS.passwordMax, 'validation:passwordMax'),
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'validation:passwordsDoNotMatch',
    path: ['confirmPassword'],
  });

export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const { t } = useTranslation('auth');
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(resetSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ password }) => {
    reset.mutate({ token, password }, { onSuccess: () => navigate('/auth?mode=login', { replace: true }) });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('resetForm')}>
      <FormPasswordField control={control} name="password" label={t('newPassword')} autoComplete="new-password" />
      <FormPasswordField control={control} name="confirmPassword" label={t('confirmPassword')} autoComplete="new-password" />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={reset.isPending} sx={{ mt: 2 }}>
        {reset.isPending ? t('resetting') : t('resetPassword')}
      </Button>
      <BackToLoginLink />
    </Box>
  );
}
