import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm } from 'react-hook-form';
import type { SubmissionView } from '@ledgerleaf/contracts';
import { FormDialogActions } from '../../../components/form/form-dialog-actions';
import { FormTextField } from '../../../components/form/form-text-field';
import { useToast } from '../../../components/toast/toast-context';
import { useRequestEdit } from '../api/submissions';
import { editRequestSchema } from '../submission-schemas';
import { DocumentPicker } from './document-picker';

/** Request Edit: a description (required) and optional documents. */
export function EditRequestDialog({ submission, onClose }: { submission: SubmissionView; onClose: () => void }) {
  const { t } = useTranslation('submissions');
  const { toast } = useToast();
  const requestEdit = useRequestEdit();
  const { control, handleSubmit } = useForm({ resolver: zodResolver(editRequestSchema), defaultValues: { description: '', documents: [] } });
  const documents = useController({ control, name: 'documents' });
  const busy = requestEdit.isPending;

  const onSubmit = handleSubmit(
    (request) => requestEdit.mutate({ id: submission.id, ...request }, { onSuccess: onClose }),
    () => toast({ title: t('errorTitle'), description: t('toasts.descriptionMissing'), variant: 'destructive' }),
  );

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="edit-request-title">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id="edit-request-title">{t('editRequest.title', { name: submission.summaryName })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <FormTextField
              control={control}
              name="description"
              label={t('editRequest.description')}
              required
              multiline
              minRows={3}
              placeholder={t('editRequest.placeholder')}
              disabled={busy}
            />
            <DocumentPicker label={t('editRequest.documents')} files={documents.field.value} onChange={documents.field.onChange} disabled={busy} />
            {busy && <LinearProgress aria-label={t('editRequest.sending')} />}
          </Stack>
        </DialogContent>
        <FormDialogActions pending={busy} onCancel={onClose} submitLabel={t('editRequest.send')} pendingLabel={t('editRequest.pending')} />
      </Box>
    </Dialog>
  );
}
