import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  BUSINESS_STRUCTURES,
  FILING_FREQUENCIES,
  GST_HST_NUMBER_FORMAT,
  normalizeGstHstNumber,
  PROVINCE_CODES,
  PROVINCES,
  TAX_METHODS,
  type TaxProfile,
} from '@ledgerleaf/contracts';
import { ErrorState } from '../../../components/error-state';
import { FormTextField } from '../../../components/form/form-text-field';
import { PageSpinner } from '../../../components/page-spinner';
import { getErrorMessage, getFieldError } from '../../../lib/api-client';
import { useSaveTaxProfile, useTaxProfile } from '../api/tax-profile';

const LABELS = {
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  annual: 'Annual',
  regular: 'Regular method',
  quick: 'Quick Method',
  sole_proprietor: 'Sole proprietor',
  corporation: 'Corporation',
} as const;

/** The three choices the profile asks for, each a select of its values. */
const CHOICE_FIELDS = [
  { name: 'filingFrequency', label: 'Filing frequency', values: FILING_FREQUENCIES },
  { name: 'method', label: 'Method', values: TAX_METHODS },
  { name: 'businessStructure', label: 'Business structure', values: BUSINESS_STRUCTURES },
] as const;

const schema = z.object({
  province: z.enum(PROVINCE_CODES as [TaxProfile['province'], ...TaxProfile['province'][]]),
  gstHstNumber: z
    .string()
    .trim()
    .refine((value) => value === '' || normalizeGstHstNumber(value) !== null, GST_HST_NUMBER_FORMAT),
  filingFrequency: z.enum(FILING_FREQUENCIES),
  method: z.enum(TAX_METHODS),
  businessStructure: z.enum(BUSINESS_STRUCTURES),
});

/** The Profile tab's tax section: how the client files GST/HST, which the Sales tax view follows. */
export function TaxProfileSection() {
  const { data, isPending, isError, error, refetch } = useTaxProfile();
  return (
    <Paper component="section" aria-labelledby="profile-section-tax" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="profile-section-tax" variant="h6" component="h2">
        Tax profile
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>How you file GST/HST. Your fiscal year end comes from the tax questionnaire.</Typography>
      {isPending ? (
        <PageSpinner minHeight={120} />
      ) : isError ? (
        <ErrorState title="We could not load your tax profile" message={getErrorMessage(error)} error={error} onRetry={() => void refetch()} />
      ) : (
        <TaxProfileForm profile={data} />
      )}
    </Paper>
  );
}

function TaxProfileForm({ profile }: { profile: TaxProfile }) {
  const save = useSaveTaxProfile();
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(schema),
    values: { ...profile, gstHstNumber: profile.gstHstNumber ?? '' },
  });
  const onSubmit = handleSubmit((values) => {
    save.mutate(
      { ...values, gstHstNumber: values.gstHstNumber ? values.gstHstNumber : null },
      {
        onError: (err) => {
          const message = getFieldError(err, 'gstHstNumber');
          if (message) setError('gstHstNumber', { message }, { shouldFocus: true });
        },
      },
    );
  });
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Tax profile">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <FormTextField control={control} name="province" label="Province" select fullWidth margin="normal">
          {PROVINCES.map((p) => (
            <MenuItem key={p.code} value={p.code}>
              {p.name}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          control={control}
          name="gstHstNumber"
          label="GST/HST number"
          placeholder="123456789RT0001"
          fullWidth
          margin="normal"
          helperText="Optional: your business number with its RT account"
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        {CHOICE_FIELDS.map(({ name, label, values }) => (
          <FormTextField key={name} control={control} name={name} label={label} select fullWidth margin="normal">
            {values.map((v) => (
              <MenuItem key={v} value={v}>
                {LABELS[v]}
              </MenuItem>
            ))}
          </FormTextField>
        ))}
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        Fiscal year end: {profile.taxYearEnd}
      </Typography>
      <Button type="submit" variant="contained" disabled={save.isPending} sx={{ mt: 2 }}>
        {save.isPending ? 'Saving...' : 'Save tax profile'}
      </Button>
    </Box>
  );
}
