import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { LIMITS } from '@ledgerleaf/contracts';
import { useToast } from '../../../components/toast/toast-context';
import { formErrorMessage } from '../api/form-error-message';
import { useSendMessage } from '../api/send-message';
import { contactMessageSchema, type ContactMessageFormValues } from '../contact-schemas';
import { FormTextField } from '../../../components/form/form-text-field';
import { ContactPersonFields } from './contact-person-fields';
import { HoneypotField } from './honeypot-field';

const EMPTY: ContactMessageFormValues = { firstName: '', lastName: '', email: '', phone: '', question: '', website: '' };

export function ContactForm() {
  const { toast } = useToast();
  const sendMessage = useSendMessage();
  const { t } = useTranslation('contact');
  const { control, handleSubmit, register, reset } = useForm<ContactMessageFormValues>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit((values) => {
    sendMessage.mutate(values, {
      onSuccess: () => {
        toast({ title: t('form.sent'), variant: 'success' });
        reset(EMPTY);
      },
      onError: (error) => {
        toast({ title: t('errorTitle'), description: formErrorMessage(error, t('form.failed')), variant: 'destructive' });
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('form.label')} style={{ position: 'relative' }}>
      <Grid container spacing={2}>
        <ContactPersonFields control={control} />
        <Grid size={12}>
          <FormTextField
            control={control}
            name="question"
            label={t('fields.question')}
            multiline
            minRows={4}
            fullWidth
            required
            slotProps={{ htmlInput: { maxLength: LIMITS.questionMax } }}
          />
        </Grid>
        <Grid size={12}>
          <Button type="submit" variant="contained" size="large" disabled={sendMessage.isPending}>
            {sendMessage.isPending ? t('form.sending') : t('form.send')}
          </Button>
        </Grid>
      </Grid>
      <HoneypotField {...register('website')} />
    </form>
  );
}
