import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm } from 'react-hook-form';
import { ACCOUNT_TEXTS, SUBMISSION_MESSAGES as M, type SubmissionView } from '@ledgerleaf/contracts';
import { FormDialogActions } from '../../../components/form/form-dialog-actions';
import { FormTextField } from '../../../components/form/form-text-field';
import { useToast } from '../../../components/toast/toast-context';
import { useRequestEdit } from '../api/submissions';
import { editRequestSchema } from '../submission-schemas';
import { DocumentPicker } from './document-picker';

/** Request Edit: a description (required) and optional documents. */
export function EditRequestDialog({ submission, onClose }: { submission: SubmissionView; onClose: () => void }) {
  const { toast } = useToast();
  const requestEdit = useRequestEdit();
  const { control, handleSubmit } = useForm({ resolver: zodResolver(editRequestSchema), defaultValues: { description: '', documents: [] } });
  const documents = useController({ control, name: 'documents' });
  const busy = requestEdit.isPending;

  const onSubmit = handleSubmit(
    (request) => requestEdit.mutate({ id: submission.id, ...request }, { onSuccess: onClose }),
    () => toast({ title: ACCOUNT_TEXTS.errorTitle, description: M.descriptionToast, variant: 'destructive' }),
  );

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="edit-request-title">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id="edit-request-title">Request an edit: {submission.summaryName}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <FormTextField
              control={control}
              name="description"
              label="Description"
              required
              multiline
              minRows={3}
              placeholder="What should we change?"
              disabled={busy}
            />
            <DocumentPicker label="Additional documents" files={documents.field.value} onChange={documents.field.onChange} disabled={busy} />
            {busy && <LinearProgress aria-label="Sending edit request" />}
          </Stack>
        </DialogContent>
        <FormDialogActions pending={busy} onCancel={onClose} submitLabel="Send Request" pendingLabel="Sending..." />
      </Box>
    </Dialog>
  );
}
