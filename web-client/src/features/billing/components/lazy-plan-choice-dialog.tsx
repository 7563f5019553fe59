import { lazy, Suspense } from 'react';
import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import type { PlanChoiceDialogProps } from './plan-choice-dialog';

const PlanChoiceDialog = lazy(() => import('./plan-choice-dialog').then((m) => ({ default: m.PlanChoiceDialog })));

/** The plan dialog, downloaded only when someone needs it. */
export function LazyPlanChoiceDialog(props: PlanChoiceDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense
      fallback={
        <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal }}>
          <CircularProgress aria-label="Loading" color="inherit" />
        </Backdrop>
      }
    >
      <PlanChoiceDialog {...props} />
    </Suspense>
  );
}
