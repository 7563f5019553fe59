import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ACCOUNT_TEXTS, PLANS, TIMING, isValidCoupon, type CurrentUser, type PaidPlan, type RegisterRequest } from '@ledgerleaf/contracts';
import { FormTextField } from '../../../components/form/form-text-field';
import { useToast } from '../../../components/toast/toast-context';
import { reportPurchase } from '../../../lib/conversions';
import { useRegister } from '../api/register';
import { CouponCodeField } from './coupon-code-field';
import { registerSchema, type RegisterFormValues } from './register-schema';

interface RegisterFormProps {
  /** The plan picked on the landing page, if any. */
  plan: PaidPlan | null;
  /** A new account without a valid coupon has no plan yet: the screen opens the plan dialog. */
  onNeedsPlan: (user: CurrentUser) => void;
}

function toRequest(values: RegisterFormValues): RegisterRequest {
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
  };
}

export function RegisterForm({ plan, onNeedsPlan }: RegisterFormProps) {
  const { toast } = useToast();
  const registration = useRegister({
    onRegistered: (user, request) => {
      if (request.registrationType !== 'COUPON') {
        onNeedsPlan(user);
        return;
      }
      toast({
        title: ACCOUNT_TEXTS.couponRegisteredTitle,
        description: ACCOUNT_TEXTS.couponRegistered,
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
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Register">
      {plan && (
        <Alert severity="info" sx={{ mb: 1 }}>
          You picked the {PLANS[plan].name} plan ({PLANS[plan].label}). Create your account, then confirm the plan and pay securely with Stripe.
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <FormTextField control={control} name="firstName" label="First name" autoComplete="given-name" fullWidth margin="normal" />
        <FormTextField control={control} name="lastName" label="Last name" autoComplete="family-name" fullWidth margin="normal" />
      </Stack>
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" fullWidth margin="normal" />
      <FormTextField control={control} name="phone" label="Phone" type="tel" autoComplete="tel" fullWidth margin="normal" />
      <FormTextField control={control} name="password" label="Password" type="password" autoComplete="new-password" fullWidth margin="normal" />
      <CouponCodeField control={control} />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={registration.isPending} sx={{ mt: 2 }}>
        {registration.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </Box>
  );
}
