import { DateField, SelectField, useLocale, type DateFieldProps, type FieldProps } from 'react-admin';
import { PAID_PLANS, PaymentPlan, PLANS, type PaidPlan, type RegistrationType } from '@ledgerleaf/contracts';

// Each paid plan by its name, in the order they are offered, then no plan.
const PLAN_LABELS: Record<PaymentPlan, string> = {
  ...(Object.fromEntries(PAID_PLANS.map((plan) => [plan, PLANS[plan].name])) as Record<PaidPlan, string>),
  [PaymentPlan.NONE]: 'ledgerleaf.users.noPlan',
};

const REGISTRATION_LABELS: Record<RegistrationType, string> = {
  PAID: 'ledgerleaf.users.registration.PAID',
  COUPON: 'ledgerleaf.users.registration.COUPON',
};

const toChoices = (labels: Record<string, string>) => Object.entries(labels).map(([id, name]) => ({ id, name }));

const planChoices = toChoices(PLAN_LABELS);
const registrationChoices = toChoices(REGISTRATION_LABELS);

// Each field takes its own source, so only display props pass through (label for show layouts).
type UserFieldProps = Pick<FieldProps, 'label'>;

// Plan names are the product's names (Essentials, Growth…); "No plan" is a catalogue key, translated.
export const PlanField = (props: UserFieldProps) => <SelectField source="paymentPlan" choices={planChoices} {...props} />;

export const RegistrationTypeField = (props: UserFieldProps) => <SelectField source="registrationType" choices={registrationChoices} {...props} />;

export const CreatedAtField = (props: UserFieldProps & Pick<DateFieldProps, 'showTime'>) => <DateField source="createdAt" locales={useLocale()} {...props} />;
