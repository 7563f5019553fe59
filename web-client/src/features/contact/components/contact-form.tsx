import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { CONTACT_TOASTS, LIMITS } from '@ledgerleaf/contracts';
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
  const { control, handleSubmit, register, reset } = useForm<ContactMessageFormValues>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit((values) => {
    sendMessage.mutate(values, {
      onSuccess: () => {
        toast({ title: CONTACT_TOASTS.messageSent, variant: 'success' });
        reset(EMPTY);
      },
      onError: (error) => {
        toast({ title: 'Error', description: formErrorMessage(error, CONTACT_TOASTS.messageFailed), variant: 'destructive' });
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Contact us" style={{ position: 'relative' }}>
      <Grid container spacing={2}>
        <ContactPersonFields control={control} />
        <Grid size={12}>
          <FormTextField
            control={control}
            name="question"
            label="Your question"
            multiline
            minRows={4}
            fullWidth
            required
            slotProps={{ htmlInput: { maxLength: LIMITS.questionMax } }}
          />
        </Grid>
        <Grid size={12}>
          <Button type="submit" variant="contained" size="large" disabled={sendMessage.isPending}>
            {sendMessage.isPending ? 'Sending...' : 'Send Message'}
          </Button>
        </Grid>
      </Grid>
      <HoneypotField {...register('website')} />
    </form>
  );
}
