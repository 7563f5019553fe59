import type { AuthUser } from '../auth/auth-user';

export type StaffRole = 'owner' | 'bookkeeper' | 'reviewer';

/**
 * The staff role of a user, or null for a client. The one place that reads it: staff roles
 * (issue 29, point 1) add `staffRole` to AuthUser; until then every staff member is an owner.
 */
export function staffRoleOf(user: Pick<AuthUser, 'isAdmin'>): StaffRole | null {
  if (!user.isAdmin) return null;
  return ((user as { staffRole?: StaffRole | null }).staffRole ?? 'owner') as StaffRole;
}

/** Owners read the whole access log and manage staff. */
export const isOwner = (user: Pick<AuthUser, 'isAdmin'>): boolean => staffRoleOf(user) === 'owner';
