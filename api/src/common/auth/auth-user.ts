import type { PaymentPlan, ProvinceCode, RegistrationType } from '@ledgerleaf/contracts';

/**
 * The logged-in user of a request, as every module sees it: the account's record without
 * its secrets. The users module's entity satisfies it; other modules type their
 * parameters with this and ask UsersService for anything more.
 */
export interface AuthUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  isAdmin: boolean;
  paymentPlan: PaymentPlan;
  registrationType: RegistrationType;
  taxYearEndDate: string | null;
  gstPstOwed: string;
  payrollTaxOwed: string;
  corporateIncomeTaxOwed: string;
  hasCompletedQuestionnaire: boolean;
  province: ProvinceCode;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  subscriptionStatus: string | null;
  deletionRequestedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}
