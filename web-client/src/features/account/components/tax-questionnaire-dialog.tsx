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
import { ACCOUNT_TEXTS, VALIDATION } from '@ledgerleaf/contracts';
import { FormTextField } from '../../../components/form/form-text-field';
import { useLogout } from '../../../lib/auth';
import { useSubmitTaxQuestionnaire } from '../api/submit-tax-questionnaire';

// Amounts stay text as typed: the server turns anything non-numeric into 0 (client-spec 5).
const questionnaireSchema = z.object({
  taxYearEndDate: z.string().min(1, VALIDATION.taxYearEndRequired),
  gstPstOwed: z.string(),
  payrollTaxOwed: z.string(),
  corporateIncomeTaxOwed: z.string(),
});

const AMOUNTS = [
  { name: 'gstPstOwed', label: 'GST/PST owed ($ Amount)' },
  { name: 'payrollTaxOwed', label: 'Payroll tax owed ($ Amount)' },
  { name: 'corporateIncomeTaxOwed', label: 'Corporate income tax owed ($ Amount)' },
] as const;

/**
 * Required before anything else: no close button, Escape and the backdrop do nothing.
 * Logout stays available, because the modal hides the top bar from the user.
 */
export function TaxQuestionnaireDialog() {
  const submit = useSubmitTaxQuestionnaire();
  const logout = useLogout();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(questionnaireSchema),
    defaultValues: { taxYearEndDate: '', gstPstOwed: '0', payrollTaxOwed: '0', corporateIncomeTaxOwed: '0' },
  });

  const onSubmit = handleSubmit((values) => submit.mutate(values));

  return (
    <Dialog open maxWidth="sm" fullWidth aria-labelledby="tax-questionnaire-title">
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={ACCOUNT_TEXTS.questionnaireTitle}>
        <DialogTitle id="tax-questionnaire-title">{ACCOUNT_TEXTS.questionnaireTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Before we start on your books, tell us where your business stands with its taxes. Enter 0 for anything you do not owe.
          </DialogContentText>
          <FormTextField
            control={control}
            name="taxYearEndDate"
            label="What is your tax year end date?"
            type="date"
            fullWidth
            margin="normal"
            slotProps={{ htmlInput: { 'aria-required': true }, inputLabel: { shrink: true } }}
          />
          {AMOUNTS.map(({ name, label }) => (
            <FormTextField
              key={name}
              control={control}
              name={name}
              label={label}
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
            Logout
          </Button>
          <Button type="submit" variant="contained" disabled={submit.isPending}>
            {submit.isPending ? 'Submitting...' : 'Submit'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
