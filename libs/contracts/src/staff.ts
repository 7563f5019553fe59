// Staff roles and staff management (issue 29, point 1).

/** What a staff member may do: `owner` everything incl. staff; `bookkeeper` works their clients; `reviewer` reads, approves and rejects. */
export const StaffRole = { OWNER: 'owner', BOOKKEEPER: 'bookkeeper', REVIEWER: 'reviewer' } as const;
export type StaffRole = (typeof StaffRole)[keyof typeof StaffRole];
export const STAFF_ROLES: readonly StaffRole[] = [StaffRole.OWNER, StaffRole.BOOKKEEPER, StaffRole.REVIEWER];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  bookkeeper: 'Bookkeeper',
  reviewer: 'Reviewer',
};

/** How long the link in a staff invitation stays valid (it sets the first password). */
export const STAFF_INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** A row of GET /api/admin/staff. */
export interface StaffMember {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: StaffRole;
  active: boolean;
  deactivatedAt: string | null;
  createdAt: string;
}

export interface StaffInvitationRequest {
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
}

export interface StaffChangeRequest {
  role?: StaffRole;
  active?: boolean;
}

export const STAFF_MESSAGES = {
  roleRefused: 'Your staff role does not allow this.',
  clientNotYours: 'This client is assigned to another bookkeeper.',
  deactivated: 'This staff account has been deactivated.',
  lastOwner: 'The firm must keep at least one active owner: make another staff member an owner first.',
  notStaff: 'No staff member has this id.',
  emailTaken: 'An account already uses this e-mail.',
  invited: 'Invitation sent.',
  nothingToChange: 'Send a role or an active flag to change.',
  roleChanged: 'Role changed.',
  memberDeactivated: 'Staff member deactivated: their sessions have ended.',
  memberReactivated: 'Staff member reactivated.',
  changeFailed: 'The staff member could not be changed.',
  inviteFailed: 'The invitation could not be sent.',
  noStaff: 'No staff members yet.',
} as const;
