import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Portal from '@mui/material/Portal';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { TIMING } from '@ledgerleaf/contracts';
import { ErrorReference } from '../error-reference';
import type { ToastOptions, ToastVariant } from './toast-context';

const SEVERITY: Record<ToastVariant, AlertColor> = {
  default: 'info',
  success: 'success',
  destructive: 'error',
};

interface ToastViewProps {
  toast: ToastOptions;
  open: boolean;
  onClose: (event: unknown, reason?: SnackbarCloseReason) => void;
}

/** The toast on screen: a snackbar at the bottom right holding a filled alert. */
export function ToastView({ toast, open, onClose }: ToastViewProps) {
  return (
    // A fresh portal at the end of <body> for each toast (the provider keys it): an open
    // dialog hides the app's tree from assistive technology, and a toast shown over the
    // dialog must stay readable.
    <Portal>
      <Snackbar
        open={open}
        autoHideDuration={toast.durationMs ?? TIMING.toastDurationMs}
        onClose={onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        <Alert severity={SEVERITY[toast.variant ?? 'default']} variant="filled" onClose={onClose} sx={{ width: '100%', maxWidth: 420 }}>
          <AlertTitle>{toast.title}</AlertTitle>
          {toast.description}
          <ErrorReference reference={toast.reference} />
        </Alert>
      </Snackbar>
    </Portal>
  );
}
