import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  BUSINESS_STRUCTURES,
  FILING_FREQUENCIES,
  normalizeGstHstNumber,
  normalizeQstNumber,
  PROVINCE_CODES,
  TAX_METHODS,
  type TaxProfile,
  type TaxProfileRequest,
} from '@ledgerleaf/contracts';
import { ErrorState } from '../../../components/error-state';
import { FormTextField } from '../../../components/form/form-text-field';
import { PageSpinner } from '../../../components/page-spinner';
import { provinceLabel } from '../../../i18n/province-name';
import { getErrorMessage, getFieldError } from '../../../lib/api-client';
import { useSaveTaxProfile, useTaxProfile } from '../api/tax-profile';

/** The three choices the profile asks for, each a select of its values. */
const CHOICE_FIELDS = [
  { name: 'filingFrequency', values: FILING_FREQUENCIES },
  { name: 'method', values: TAX_METHODS },
  { name: 'businessStructure', values: BUSINESS_STRUCTURES },
] as const;

// Messages are keys of the taxProfile namespace: FormTextField shows them in the screens' language.
const schema = z.object({
  province: z.enum(PROVINCE_CODES as [TaxProfile['province'], ...TaxProfile['province'][]]),
  gstHstNumber: z
    .string()
    .trim()
    .refine((value) => value === '' || normalizeGstHstNumber(value) !== null, 'taxProfile:gstHstNumberFormat'),
  qstNumber: z
    .string()
    .trim()
    .refine((value) => value === '' || normalizeQstNumber(value) !== null, 'taxProfile:qstNumberFormat'),
  filingFrequency: z.enum(FILING_FREQUENCIES),
  method: z.enum(TAX_METHODS),
  businessStructure: z.enum(BUSINESS_STRUCTURES),
});

/** The Profile tab's tax section: how the client files GST/HST (and QST in Québec), which the Sales tax view follows. */
export function TaxProfileSection() {
  const { t } = useTranslation('taxProfile');
  const { data, isPending, isError, error, refetch } = useTaxProfile();
  return (
    <Paper component="section" aria-labelledby="profile-section-tax" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="profile-section-tax" variant="h6" component="h2">
        {t('title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{t('intro')}</Typography>
      {isPending ? (
        <PageSpinner minHeight={120} />
      ) : isError ? (
        <ErrorState title={t('loadFailed')} message={getErrorMessage(error)} error={error} onRetry={() => void refetch()} />
      ) : (
        <TaxProfileForm profile={data} />
      )}
    </Paper>
  );
}

function TaxProfileForm({ profile }: { profile: TaxProfile }) {
  const { t } = useTranslation('taxProfile');
  const save = useSaveTaxProfile();
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(schema),
    values: { ...profile, gstHstNumber: profile.gstHstNumber ?? '', qstNumber: profile.qstNumber ?? '' },
  });
  // The QST number is Revenu Québec's: asked of a Québec business only.
  const inQuebec = useWatch({ control, name: 'province' }) === 'QC';
  const onSubmit = handleSubmit(({ qstNumber, ...values }) => {
    const request: TaxProfileRequest = { ...values, gstHstNumber: values.gstHstNumber ? values.gstHstNumber : null };
    // Outside Québec a stored QST number is cleared; otherwise it is not sent at all.
    if (values.province === 'QC') request.qstNumber = qstNumber ? qstNumber : null;
    else if (profile.qstNumber) request.qstNumber = null;
    save.mutate(request, {
      onError: (err) => {
        for (const field of ['gstHstNumber', 'qstNumber'] as const) {
          const message = getFieldError(err, field);
          if (message) setError(field, { message }, { shouldFocus: true });
        }
      },
    });
  });
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('form')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <FormTextField control={control} name="province" label={t('province')} select fullWidth margin="normal">
          {PROVINCE_CODES.map((code) => (
            <MenuItem key={code} value={code}>
              {provinceLabel(code)}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          control={control}
          name="gstHstNumber"
          label={t('gstHstNumber')}
          placeholder="123456789RT0001"
          fullWidth
          margin="normal"
          helperText={t('gstHstHelp')}
        />
        {inQuebec && (
          <FormTextField
            control={control}
            name="qstNumber"
            label={t('qstNumber')}
            placeholder="1234567890TQ0001"
            fullWidth
            margin="normal"
            helperText={t('qstHelp')}
          />
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        {CHOICE_FIELDS.map(({ name, values }) => (
          <FormTextField key={name} control={control} name={name} label={t(name)} select fullWidth margin="normal">
            {values.map((v) => (
              <MenuItem key={v} value={v}>
                {t(`values.${v}`)}
              </MenuItem>
            ))}
          </FormTextField>
        ))}
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        {t('fiscalYearEnd', { date: profile.taxYearEnd })}
      </Typography>
      <Button type="submit" variant="contained" disabled={save.isPending} sx={{ mt: 2 }}>
        {save.isPending ? t('saving') : t('save')}
      </Button>
    </Box>
  );
}
