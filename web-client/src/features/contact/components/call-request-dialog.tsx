import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { DEFAULT_CALL_TIME } from '@ledgerleaf/contracts';
import { FormDialogActions } from '../../../components/form/form-dialog-actions';
import { useToast } from '../../../components/toast/toast-context';
import { useCreateCallRequest } from '../api/create-call-request';
import { formErrorMessage } from '../api/form-error-message';
import { callRequestSchema, firstCallDay, toIsoDate, type CallRequestFormValues } from '../contact-schemas';
import { browserTimeZone } from '../time-zones';
import { CallTimeFields } from './call-time-fields';
import { ContactPersonFields } from './contact-person-fields';
import { HoneypotField } from './honeypot-field';

/** Fresh defaults each time: "today" moves on while the page stays open. */
function defaultValues(): CallRequestFormValues {
  const timezone = browserTimeZone();
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    preferredDate: firstCallDay(timezone),
    preferredTime: DEFAULT_CALL_TIME,
    timezone,
    website: '',
  };
}

interface CallRequestDialogProps {
  open: boolean;
  onClose: () => void;
}

export function CallRequestDialog({ open, onClose }: CallRequestDialogProps) {
  const { toast } = useToast();
  const createCallRequest = useCreateCallRequest();
  const { t } = useTranslation('contact');
  const { control, handleSubmit, register, reset } = useForm<CallRequestFormValues>({
    resolver: zodResolver(callRequestSchema),
    defaultValues: defaultValues(),
  });

  const onSubmit = handleSubmit(({ preferredDate, ...values }) => {
    createCallRequest.mutate(
      // The schema has refused an empty or invalid date by now.
      { ...values, preferredDate: toIsoDate(preferredDate as Date) },
      {
        onSuccess: () => {
          toast({ title: t('successTitle'), description: t('callRequest.sent'), variant: 'success' });
          reset(defaultValues());
          onClose();
        },
        onError: (error) => {
          toast({
            title: t('errorTitle'),
            description: formErrorMessage(error, t('callRequest.failed')),
            variant: 'destructive',
          });
        },
      },
    );
  });

  const close = () => {
    // Closing mid-request would hide the outcome the visitor is waiting for.
    if (!createCallRequest.isPending) onClose();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="call-request-title">
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, overflow: 'hidden' }}>
        <DialogTitle id="call-request-title">{t('callRequest.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('callRequest.intro')}</DialogContentText>
          <Grid container spacing={2}>
            <ContactPersonFields control={control} />
            <CallTimeFields control={control} />
          </Grid>
          <HoneypotField {...register('website')} />
        </DialogContent>
        <FormDialogActions
          pending={createCallRequest.isPending}
          onCancel={close}
          submitLabel={t('callRequest.submit')}
          pendingLabel={t('callRequest.submitting')}
          sx={{ px: 3, pb: 2 }}
        />
      </Box>
    </Dialog>
  );
}
