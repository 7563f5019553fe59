import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { z } from 'zod';
import { LIMITS, VALIDATION } from '@ledgerleaf/contracts';
import { FormTextField } from '../../../components/form/form-text-field';
import { takeReturnUrl } from '../../../lib/return-url';
import { useLogin } from '../api/login';

const loginSchema = z.object({
  email: z.string().trim().pipe(z.email(VALIDATION.invalidEmail)),
  password: z.string().min(LIMITS.passwordMin, VALIDATION.passwordMin),
});

export function LoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((credentials) => {
    // Staff land on the client dashboard too; the console is one link away. A bank-error
    // panel's "Log In Again" brings the user back to where they were.
    login.mutate(credentials, { onSuccess: () => navigate(takeReturnUrl() ?? '/dashboard', { replace: true }) });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Log in">
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" fullWidth margin="normal" />
      <FormTextField
        control={control}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        fullWidth
        margin="normal"
      />
      <Box sx={{ textAlign: 'right' }}>
        <Link component={RouterLink} to="/auth?mode=forgot" variant="body2">
          Forgot your password?
        </Link>
      </Box>
      <Button type="submit" variant="contained" size="large" fullWidth disabled={login.isPending} sx={{ mt: 2 }}>
        {login.isPending ? 'Logging in...' : 'Log In'}
      </Button>
    </Box>
  );
}
