import { lazy, Suspense } from 'react';
import { DialogLoading } from '../../../components/dialog-loading';
import type { PlanChoiceDialogProps } from './plan-choice-dialog';

const PlanChoiceDialog = lazy(() => import('./plan-choice-dialog').then((m) => ({ default: m.PlanChoiceDialog })));

/** The plan dialog, downloaded only when someone needs it. */
export function LazyPlanChoiceDialog(props: PlanChoiceDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={<DialogLoading spinnerColor="inherit" />}>
      <PlanChoiceDialog {...props} />
    </Suspense>
  );
}
