import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Portal from '@mui/material/Portal';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { TIMING } from '@ledgerleaf/contracts';
import { ToastContext, type ToastApi, type ToastOptions, type ToastVariant } from './toast-context';

const SEVERITY: Record<ToastVariant, AlertColor> = {
  default: 'info',
  success: 'success',
  destructive: 'error',
};

interface ActiveToast extends ToastOptions {
  id: number;
}

/** Shows one toast at a time: a new toast replaces the one on screen. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [active, setActive] = useState<ActiveToast | null>(null);
  const [open, setOpen] = useState(false);
  const nextId = useRef(0);

  const toast = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    setActive({ ...options, id: nextId.current });
    setOpen(true);
  }, []);
  const api = useMemo<ToastApi>(() => ({ toast }), [toast]);

  const handleClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page should not hide an error the user has not read.
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  return (
    <ToastContext.Provider value={api}>
      {children}
      {active && (
        // A new key restarts the display time for each toast, and gives it a fresh portal
        // at the end of <body>: an open dialog hides the app's tree from assistive
        // technology, and a toast shown over the dialog must stay readable.
        <Portal key={active.id}>
          <Snackbar
            open={open}
            autoHideDuration={active.durationMs ?? TIMING.toastDurationMs}
            onClose={handleClose}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          >
            <Alert
              severity={SEVERITY[active.variant ?? 'default']}
              variant="filled"
              onClose={handleClose}
              sx={{ width: '100%', maxWidth: 420 }}
            >
              <AlertTitle>{active.title}</AlertTitle>
              {active.description}
            </Alert>
          </Snackbar>
        </Portal>
      )}
    </ToastContext.Provider>
  );
}
