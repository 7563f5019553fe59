import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useController, type Control } from 'react-hook-form';
import { isValidCoupon } from '@ledgerleaf/contracts';
import type { RegisterFormValues } from './register-schema';

/** The optional coupon, checked as the user types: valid, invalid, or nothing while empty. */
export function CouponCodeField({ control }: { control: Control<RegisterFormValues> }) {
  const { field } = useController({ control, name: 'couponCode' });
  const { t } = useTranslation('auth');
  const entered = (field.value ?? '').trim();
  const valid = isValidCoupon(entered);
  const invalid = entered !== '' && !valid;

  return (
    <TextField
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={t('couponLabel')}
      autoComplete="off"
      fullWidth
      margin="normal"
      error={invalid}
      color={valid ? 'success' : undefined}
      focused={valid || undefined}
      helperText={
        <Box component="span" aria-live="polite" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          {valid && (
            <>
              <CheckCircleIcon aria-hidden fontSize="inherit" sx={{ color: 'success.main' }} />
              <Box component="span" sx={{ color: 'success.main' }}>
                {t('couponValid')}
              </Box>
            </>
          )}
          {invalid && t('validation:invalidCoupon')}
        </Box>
      }
    />
  );
}
