import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { VALIDATION } from '@ledgerleaf/contracts';
import { FormTextField } from '../../../components/form/form-text-field';
import { useForgotPassword } from '../api/forgot-password';
import { BackToLoginLink } from './back-to-login-link';

const forgotSchema = z.object({
  email: z.string().trim().pipe(z.email(VALIDATION.invalidEmail)),
});

export function ForgotPasswordForm() {
  const forgot = useForgotPassword();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(forgotSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((values) => forgot.mutate(values));

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Forgot password">
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" fullWidth margin="normal" />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={forgot.isPending} sx={{ mt: 2 }}>
        {forgot.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
      <BackToLoginLink />
    </Box>
  );
}
