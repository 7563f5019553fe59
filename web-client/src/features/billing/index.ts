// The public face of the billing feature (plans and Stripe Checkout).
export { ChoosePlanBanner } from './components/choose-plan-banner';
export { LazyPlanChoiceDialog } from './components/lazy-plan-choice-dialog';
export type { PlanChoiceDialogProps } from './components/plan-choice-dialog';
