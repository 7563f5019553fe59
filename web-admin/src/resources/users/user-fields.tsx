import { DateField, SelectField, type DateFieldProps, type FieldProps } from 'react-admin';
import { PLANS, type PaymentPlan, type RegistrationType } from '@ledgerleaf/contracts';

const PLAN_LABELS: Record<PaymentPlan, string> = {
  MONTHLY: PLANS.MONTHLY.name,
  ANNUAL: PLANS.ANNUAL.name,
  NONE: 'No plan',
};

const REGISTRATION_LABELS: Record<RegistrationType, string> = {
  PAID: 'Paid',
  COUPON: 'Coupon',
};

const toChoices = (labels: Record<string, string>) => Object.entries(labels).map(([id, name]) => ({ id, name }));

const planChoices = toChoices(PLAN_LABELS);
const registrationChoices = toChoices(REGISTRATION_LABELS);

// Each field takes its own source, so only display props pass through (label for show layouts).
type UserFieldProps = Pick<FieldProps, 'label'>;

export const PlanField = (props: UserFieldProps) => (
  <SelectField source="paymentPlan" choices={planChoices} translateChoice={false} {...props} />
);

export const RegistrationTypeField = (props: UserFieldProps) => (
  <SelectField source="registrationType" choices={registrationChoices} translateChoice={false} {...props} />
);

export const CreatedAtField = (props: UserFieldProps & Pick<DateFieldProps, 'showTime'>) => (
  <DateField source="createdAt" locales="en-CA" {...props} />
);
