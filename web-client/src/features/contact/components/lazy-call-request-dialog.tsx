import { lazy, Suspense } from 'react';
import { DialogLoading } from '../../../components/dialog-loading';

// The dialog carries the date picker and date-fns: its own chunk, fetched when a
// visitor shows interest in booking a call rather than with the landing page.
const loadDialog = () => import('./call-request-dialog');
const CallRequestDialog = lazy(() => loadDialog().then((module) => ({ default: module.CallRequestDialog })));

/** Starts fetching the dialog's code, for example when the pointer nears a Book A Call button. */
export function preloadCallRequestDialog(): void {
  // A failed prefetch is harmless: opening the dialog fetches (and reports) again.
  loadDialog().catch(() => undefined);
}

export function LazyCallRequestDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Suspense fallback={open && <DialogLoading />}>
      <CallRequestDialog open={open} onClose={onClose} />
    </Suspense>
  );
}
