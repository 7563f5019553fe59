import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field';
import { useForgotPassword } from '../api/forgot-password';
import { BackToLoginLink } from './back-to-login-link';

const forgotSchema = z.object({
  email: z.string().trim().pipe(z.email('validation:invalidEmail')),
});

export function ForgotPasswordForm() {
  const forgot = useForgotPassword();
  const { t } = useTranslation('auth');
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(forgotSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((values) => forgot.mutate(values));

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('forgotForm')}>
      <FormTextField control={control} name="email" label={t('email')} type="email" autoComplete="email" fullWidth margin="normal" />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={forgot.isPending} sx={{ mt: 2 }}>
        {forgot.isPending ? t('sending') : t('sendLink')}
      </Button>
      <BackToLoginLink />
    </Box>
  );
}
