import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { z } from 'zod';
import { LIMITS, STAFF_MFA, type CurrentUser } from '@ledgerleaf/contracts';
import { FormTextField } from '../../../components/form/form-text-field';
import { takeReturnUrl } from '../../../lib/return-url';
import { needsMfaCode, useCompleteMfaLogin, useLogin } from '../api/login';

const loginSchema = z.object({
  email: z.string().trim().pipe(z.email('validation:invalidEmail')),
  password: z.string().min(LIMITS.passwordMin, 'validation:passwordMin'),
});

const codeSchema = z.object({
  code: z.string().trim().min(1, 'validation:codeRequired'),
});

/** Where a logged-in user goes: staff held at the two-factor setup go to the console's Security page. */
function useAfterLogin() {
  const navigate = useNavigate();
  return (user: CurrentUser) => {
    if (user.mfaEnrolmentRequired) {
      window.location.assign(STAFF_MFA.setupPath);
      return;
    }
    // Staff land on the client dashboard too; the console is one link away. A bank-error
    // panel's "Log In Again" brings the user back to where they were.
    navigate(takeReturnUrl() ?? '/dashboard', { replace: true });
  };
}

export function LoginForm() {
  const login = useLogin();
  const afterLogin = useAfterLogin();
  const [codeStep, setCodeStep] = useState(false);
  const { t } = useTranslation('auth');
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((credentials) => {
    login.mutate(credentials, { onSuccess: (response) => (needsMfaCode(response) ? setCodeStep(true) : afterLogin(response)) });
  });

  if (codeStep) return <MfaCodeForm onDone={afterLogin} onStartOver={() => setCodeStep(false)} />;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('loginForm')}>
      <FormTextField control={control} name="email" label={t('email')} type="email" autoComplete="email" fullWidth margin="normal" />
      <FormTextField control={control} name="password" label={t('password')} type="password" autoComplete="current-password" fullWidth margin="normal" />
      <Box sx={{ textAlign: 'right' }}>
        <Link component={RouterLink} to="/auth?mode=forgot" variant="body2">
          {t('forgotLink')}
        </Link>
      </Box>
      <Button type="submit" variant="contained" size="large" fullWidth disabled={login.isPending} sx={{ mt: 2 }}>
        {login.isPending ? t('loggingIn') : t('logIn')}
      </Button>
    </Box>
  );
}

/** The second step for staff with two-factor login: the app's 6-digit code or a recovery code. */
function MfaCodeForm({ onDone, onStartOver }: { onDone: (user: CurrentUser) => void; onStartOver: () => void }) {
  const complete = useCompleteMfaLogin();
  const { t } = useTranslation('auth');
  const { control, handleSubmit } = useForm({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });
  const onSubmit = handleSubmit(({ code }) => {
    complete.mutate({ code }, { onSuccess: (user) => !needsMfaCode(user) && onDone(user) });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('mfa.title')}>
      <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
        {t('mfa.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('mfa.help')}
      </Typography>
      <FormTextField
        control={control}
        name="code"
        label={t('mfa.label')}
        autoComplete="one-time-code"
        autoFocus
        fullWidth
        margin="normal"
        slotProps={{ htmlInput: { inputMode: 'text', spellCheck: false, maxLength: 64 } }}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={complete.isPending} sx={{ mt: 2 }}>
        {complete.isPending ? t('mfa.verifying') : t('mfa.verify')}
      </Button>
      <Button type="button" fullWidth onClick={onStartOver} sx={{ mt: 1 }}>
        {t('mfa.startOver')}
      </Button>
    </Box>
  );
}
