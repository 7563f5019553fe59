import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field';
import { useLogout } from '../../../lib/auth';
import { useSubmitTaxQuestionnaire } from '../api/submit-tax-questionnaire';

// Amounts stay text as typed: the server turns anything non-numeric into 0 (client-spec 5).
const questionnaireSchema = z.object({
  taxYearEndDate: z.string().min(1, 'account:questionnaire.taxYearEndRequired'),
  gstPstOwed: z.string(),
  payrollTaxOwed: z.string(),
  corporateIncomeTaxOwed: z.string(),
});

// Each amount's label is its catalogue key (account:questionnaire.<name>).
const AMOUNTS = ['gstPstOwed', 'payrollTaxOwed', 'corporateIncomeTaxOwed'] as const;

/**
 * Required before anything else: no close button, Escape and the backdrop do nothing.
 * Logout stays available, because the modal hides the top bar from the user.
 */
export function TaxQuestionnaireDialog() {
  const submit = useSubmitTaxQuestionnaire();
  const logout = useLogout();
  const { t } = useTranslation('account');
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(questionnaireSchema),
    defaultValues: { taxYearEndDate: '', gstPstOwed: '0', payrollTaxOwed: '0', corporateIncomeTaxOwed: '0' },
  });

  const onSubmit = handleSubmit((values) => submit.mutate(values));

  return (
    <Dialog open maxWidth="sm" fullWidth aria-labelledby="tax-questionnaire-title">
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('questionnaire.title')}>
        <DialogTitle id="tax-questionnaire-title">{t('questionnaire.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('questionnaire.intro')}</DialogContentText>
          <FormTextField
            control={control}
            name="taxYearEndDate"
            label={t('questionnaire.taxYearEnd')}
            type="date"
            fullWidth
            margin="normal"
            slotProps={{ htmlInput: { 'aria-required': true }, inputLabel: { shrink: true } }}
          />
          {AMOUNTS.map((name) => (
            <FormTextField
              key={name}
              control={control}
              name={name}
              label={t(`questionnaire.${name}`)}
              type="number"
              placeholder="0.00"
              fullWidth
              margin="normal"
              slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' }, inputLabel: { shrink: true } }}
            />
          ))}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, justifyContent: 'space-between' }}>
          <Button onClick={() => logout.mutate()} disabled={logout.isPending || submit.isPending}>
            {t('questionnaire.logout')}
          </Button>
          <Button type="submit" variant="contained" disabled={submit.isPending}>
            {submit.isPending ? t('questionnaire.submitting') : t('questionnaire.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
