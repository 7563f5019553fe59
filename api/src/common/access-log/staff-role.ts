import type { StaffRole } from '@ledgerleaf/contracts';
import type { AuthUser } from '../auth/auth-user';

export type { StaffRole };

/** The staff role of a user as the access log records it (AuthUser.staffRole, issue 29 point 1), or null for a client. */
export function staffRoleOf(user: Pick<AuthUser, 'isAdmin' | 'staffRole'>): StaffRole | null {
  return user.isAdmin ? (user.staffRole ?? null) : null;
}

/** Owners read the whole access log and manage staff. */
export const isOwner = (user: Pick<AuthUser, 'isAdmin' | 'staffRole'>): boolean => staffRoleOf(user) === 'owner';
