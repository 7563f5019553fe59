import type { CurrentUser } from '@ledgerleaf/contracts';

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 7,
    firstName: 'Amélie',
    lastName: 'Tremblay',
    email: 'amelie@example.ca',
    phone: '4165550100',
    isAdmin: false,
    paymentPlan: 'MONTHLY',
    registrationType: 'PAID',
    taxYearEndDate: null,
    gstPstOwed: '0.00',
    payrollTaxOwed: '0.00',
    corporateIncomeTaxOwed: '0.00',
    hasCompletedQuestionnaire: true,
    createdAt: '2025-01-15T12:00:00.000Z',
    ...overrides,
  };
}
