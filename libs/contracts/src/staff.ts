// Staff roles and staff management (issue 29, point 1).
import { staff } from './i18n/catalogues/staff.js';
import { renderEnglishTexts } from './i18n/render.js';

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
  /** The direct line annual-plan clients see on their account manager card ('' when none). */
  phone: string;
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
  /** The staff member's direct line ('' removes it). */
  phone?: string;
}

/** Staff profile photos: one multipart field, under the submissions' document rules, stored as a square JPEG of `side` pixels. */
export const STAFF_PHOTO = { field: 'photo', side: 256 } as const;

export const STAFF_MESSAGES = renderEnglishTexts(staff['en-CA'], { field: STAFF_PHOTO.field });

/**
 * The `code` of the 403s that keep staff in the console (a role or a client not theirs): the
 * console checks these, since the message is in the staff member's language (issue 31).
 */
export const STAFF_REFUSAL_CODES: readonly string[] = ['staff.roleRefused', 'staff.clientNotYours'];

/** The console's "Your photo" card (Security page). */
export const STAFF_PHOTO_TEXTS = {
  title: 'Your photo',
  hint: 'Your clients see it on their dashboard next to your name (JPEG, PNG or WebP; cropped square). Without one they see your initials.',
  choose: 'Upload a photo',
  uploading: 'Uploading…',
  remove: 'Remove photo',
  alt: 'Your photo',
} as const;

// Account managers (issue 29, point 2).

/** PUT /api/admin/users/:id/account-manager (owners only). */
export interface AccountManagerAssignmentRequest {
  /** An active bookkeeper's user id. */
  staffId: number;
}

/** One change of a client's account manager; `assignedBy` null means automatic (at registration). */
export interface AccountManagerAssignmentRow {
  id: number;
  fromStaffId: number | null;
  fromName: string | null;
  toStaffId: number | null;
  toName: string | null;
  assignedById: number | null;
  assignedByName: string | null;
  at: string;
}

/** GET /api/admin/users/:id/account-manager: the manager now and every change, newest first. */
export interface ClientAccountManagerResponse {
  accountManagerId: number | null;
  accountManagerName: string | null;
  history: AccountManagerAssignmentRow[];
}

/** What a client sees of their account manager on the dashboard. */
export interface AccountManagerCard {
  name: string;
  /** Two letters for the avatar when there is no photo. */
  initials: string;
  photoUrl: string | null;
  /** A direct line: annual plans only, and only when the manager has one. */
  phone: string | null;
}

/** GET /api/user/account-manager: null until the firm assigns one. */
export interface AccountManagerResponse {
  manager: AccountManagerCard | null;
}

/** "AR" for Avery Ross: the first letter of the first and of the last name. */
export function initialsOf(person: { firstName: string; lastName: string }): string {
  return `${person.firstName.trim().charAt(0)}${person.lastName.trim().charAt(0)}`.toUpperCase();
}

export const ACCOUNT_MANAGER_MESSAGES = renderEnglishTexts(staff['en-CA'].accountManager);

export const ACCOUNT_MANAGER_TEXTS = {
  title: 'Your account manager',
  message: 'Message your account manager',
  directLine: 'Direct line',
  none: 'Your firm will assign you an account manager shortly. Meanwhile you can write to the firm in Messages.',
  loadFailed: 'Your account manager could not be loaded.',
  myClients: 'My clients',
  automatic: 'automatically',
} as const;
