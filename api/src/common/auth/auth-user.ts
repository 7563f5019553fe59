import type { CurrentUser, ProvinceCode } from '@ledgerleaf/contracts';

/**
 * The logged-in user of a request, as every module sees it: the account's record without
 * its secrets (the fields GET /api/user shows, with dates as dates, and the billing and
 * deletion state). The users module's entity satisfies it; other modules type their
 * parameters with this and ask UsersService for anything more.
 */
export interface AuthUser extends Omit<CurrentUser, 'createdAt' | 'mfaEnrolmentRequired'> {
  province: ProvinceCode;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  subscriptionStatus: string | null;
  deletionRequestedAt: Date | null;
  /** Staff only: set when an owner deactivated the account (no session outlives it). */
  staffDeactivatedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}
