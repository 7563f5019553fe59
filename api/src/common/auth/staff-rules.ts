import { StaffRole } from '@ledgerleaf/contracts';

/**
 * The staff role rules, in one place (issue 29): which roles may call a staff route, and
 * which staff may work on a client. StaffGuard applies them to every staff route; a
 * service whose client is known only from the body (an admin CSV upload) asks canWorkOn.
 */

/** Reads are open to every role; a change is for owners and bookkeepers unless the route says otherwise (@StaffRoles). */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const ALL_STAFF_ROLES: readonly StaffRole[] = [StaffRole.OWNER, StaffRole.BOOKKEEPER, StaffRole.REVIEWER];
export const CHANGING_ROLES: readonly StaffRole[] = [StaffRole.OWNER, StaffRole.BOOKKEEPER];

export function rolesForMethod(method: string): readonly StaffRole[] {
  return READS.has(method.toUpperCase()) ? ALL_STAFF_ROLES : CHANGING_ROLES;
}

export interface StaffMemberLike {
  id: number;
  isAdmin: boolean;
  staffRole: StaffRole | null;
  staffDeactivatedAt: Date | null;
}

/** Staff who may act at all: staff, with a role, not deactivated. */
export function isActiveStaff(user: Partial<StaffMemberLike> | null | undefined): user is StaffMemberLike & { staffRole: StaffRole } {
  return user?.isAdmin === true && !!user.staffRole && !user.staffDeactivatedAt;
}

/** Who works a client: an owner or reviewer any; a bookkeeper their own and any the owners opened to all. */
export interface ClientAssignment {
  accountManagerId: number | null;
  openToAllStaff: boolean;
}

export function canWorkOn(staff: Pick<StaffMemberLike, 'id' | 'staffRole'>, client: ClientAssignment): boolean {
  if (staff.staffRole === StaffRole.OWNER || staff.staffRole === StaffRole.REVIEWER) return true;
  if (staff.staffRole !== StaffRole.BOOKKEEPER) return false;
  return client.openToAllStaff || client.accountManagerId === staff.id;
}

/** The staff role of a user as the access log records it, or null for a client (whatever the column holds). */
export function staffRoleOf(user: Pick<StaffMemberLike, 'isAdmin' | 'staffRole'>): StaffRole | null {
  return user.isAdmin ? (user.staffRole ?? null) : null;
}

/** Owners read the whole access log and manage staff. */
export const isOwner = (user: Pick<StaffMemberLike, 'isAdmin' | 'staffRole'>): boolean => staffRoleOf(user) === StaffRole.OWNER;

/** Whether a route's client scope must be looked up for this staff member (only bookkeepers are limited). */
export const scopeMatters = (staff: Pick<StaffMemberLike, 'staffRole'>): boolean => staff.staffRole === StaffRole.BOOKKEEPER;
