import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type ToastApi, type ToastOptions } from './toast-context';

// Snackbar, Alert and their transitions are fetched with the first toast, not with every
// page: the landing page never shows one unless a visitor sends a form.
const loadToastView = () => import('./toast-view');
const ToastView = lazy(() => loadToastView().then((module) => ({ default: module.ToastView })));

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

  const handleClose = (_event: unknown, reason?: string) => {
    // A click elsewhere on the page should not hide an error the user has not read.
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  return (
    <ToastContext.Provider value={api}>
      {children}
      {active && (
        <Suspense fallback={null}>
          {/* A new key restarts the display time for each toast. */}
          <ToastView key={active.id} toast={active} open={open} onClose={handleClose} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
