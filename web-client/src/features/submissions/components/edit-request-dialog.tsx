import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ACCOUNT_TEXTS, SUBMISSION_MESSAGES as M, type SubmissionView } from '@ledgerleaf/contracts';
import { useToast } from '../../../components/toast/toast-context';
import { useRequestEdit } from '../api/submissions';
import { DocumentPicker } from './document-picker';

/** Request Edit: a description (required) and optional documents. */
export function EditRequestDialog({ submission, onClose }: { submission: SubmissionView; onClose: () => void }) {
  const { toast } = useToast();
  const requestEdit = useRequestEdit();
  const [description, setDescription] = useState('');
  const [documents, setDocuments] = useState<File[]>([]);
  const busy = requestEdit.isPending;

  const send = () => {
    if (!description.trim()) {
      toast({ title: ACCOUNT_TEXTS.errorTitle, description: M.descriptionToast, variant: 'destructive' });
      return;
    }
    requestEdit.mutate({ id: submission.id, description: description.trim(), documents }, { onSuccess: onClose });
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="edit-request-title">
      <DialogTitle id="edit-request-title">Request an edit: {submission.summaryName}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            label="Description"
            required
            multiline
            minRows={3}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            placeholder="What should we change?"
            disabled={busy}
          />
          <DocumentPicker label="Additional documents" files={documents} onChange={setDocuments} disabled={busy} />
          {busy && <LinearProgress aria-label="Sending edit request" />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={send} disabled={busy}>
          {busy ? 'Sending...' : 'Send Request'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
