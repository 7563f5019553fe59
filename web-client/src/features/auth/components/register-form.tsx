import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { PLANS, TIMING, isValidCoupon, type CurrentUser, type Locale, type PaidPlan, type RegisterRequest } from '@ledgerleaf/contracts';
import { FormTextField } from '../../../components/form/form-text-field';
import { useToast } from '../../../components/toast/toast-context';
import { reportPurchase } from '../../../lib/conversions';
import { currentLocale } from '../../../i18n/i18n';
import { LEGAL_PATHS } from '../../../i18n/legal-paths';
import { useRegister } from '../api/register';
import { CouponCodeField } from './coupon-code-field';
import { registerSchema, type RegisterFormValues } from './register-schema';

interface RegisterFormProps {
  /** The plan picked on the landing page, if any. */
  plan: PaidPlan | null;
  /** A new account without a valid coupon has no plan yet: the screen opens the plan dialog. */
  onNeedsPlan: (user: CurrentUser) => void;
}

/** The account's language is the one the visitor registers in (the browser's, unless they switched). */
function toRequest(values: RegisterFormValues): RegisterRequest & { locale: Locale } {
  const couponCode = values.couponCode.trim();
  const withCoupon = isValidCoupon(couponCode);
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    password: values.password,
    // A wrong code is not sent: it changes nothing and the plan dialog follows.
    ...(withCoupon ? { couponCode } : {}),
    paymentPlan: withCoupon ? 'ANNUAL' : 'NONE',
    registrationType: withCoupon ? 'COUPON' : 'PAID',
    locale: currentLocale(),
  };
}

export function RegisterForm({ plan, onNeedsPlan }: RegisterFormProps) {
  const { toast } = useToast();
  const { t } = useTranslation('auth');
  const registration = useRegister({
    onRegistered: (user, request) => {
      if (request.registrationType !== 'COUPON') {
        onNeedsPlan(user);
        return;
      }
      toast({
        title: t('couponRegisteredTitle'),
        description: t('couponRegistered'),
        variant: 'success',
        durationMs: TIMING.couponToastMs,
      });
      // The server reports the coupon registration it recorded (value set there, once).
      void reportPurchase();
    },
  });
  const { control, handleSubmit } = useForm<RegisterFormValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', password: '', couponCode: '' },
  });

  const onSubmit = handleSubmit((values) => registration.mutate(toRequest(values)));

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('registerForm')}>
      {plan && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('pickedPlan', { plan: PLANS[plan].name, label: PLANS[plan].label })}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <FormTextField control={control} name="firstName" label={t('firstName')} autoComplete="given-name" fullWidth margin="normal" />
        <FormTextField control={control} name="lastName" label={t('lastName')} autoComplete="family-name" fullWidth margin="normal" />
      </Stack>
      <FormTextField control={control} name="email" label={t('email')} type="email" autoComplete="email" fullWidth margin="normal" />
      <FormTextField control={control} name="phone" label={t('phone')} type="tel" autoComplete="tel" fullWidth margin="normal" />
      <FormTextField control={control} name="password" label={t('password')} type="password" autoComplete="new-password" fullWidth margin="normal" />
      <CouponCodeField control={control} />
      {/* The contract's consent: the terms and the privacy policy in the language the visitor registers in (issue 31). */}
      <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
        <Trans
          i18nKey="legal:consent"
          components={{
            terms: <Link component={RouterLink} to={LEGAL_PATHS.terms[currentLocale()]} target="_blank" />,
            privacy: <Link component={RouterLink} to={LEGAL_PATHS.privacy[currentLocale()]} target="_blank" />,
          }}
        />
      </Typography>
      <Button type="submit" variant="contained" size="large" fullWidth disabled={registration.isPending} sx={{ mt: 2 }}>
        {registration.isPending ? t('creatingAccount') : t('createAccount')}
      </Button>
    </Box>
  );
}
