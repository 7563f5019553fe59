import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ACCOUNT_MANAGER_MESSAGES, ACCOUNT_MESSAGES, PAID_PLANS, type ProvinceCode, personName, STAFF_MESSAGES, StaffRole } from '@ledgerleaf/contracts';
import { ClientAssignmentSource } from '../../common/auth/client-scopes';
import type { ClientAssignment } from '../../common/auth/staff-rules';
import { EntityManager, In, IsNull, Not, QueryFailedError, Repository } from 'typeorm';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { type ListPage, type RawListQuery } from '../../common/react-admin/list-query';
import { isRowId } from '../../database/columns';
import { AccountManagerAssignment } from './entities/account-manager-assignment.entity';
import { User } from './entities/user.entity';
import { UsersRepository } from './users.repository';

export type NewUser = Pick<User, 'firstName' | 'lastName' | 'email' | 'phone' | 'passwordHash'> &
  Partial<Pick<User, 'isAdmin' | 'staffRole' | 'paymentPlan' | 'registrationType' | 'locale'>>;

/** Users are looked up by e-mail without regard to case or surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export type ProfileChange = Pick<User, 'firstName' | 'lastName' | 'phone'> & Partial<Pick<User, 'locale'>>;
export type TaxAnswers = Pick<User, 'taxYearEndDate' | 'gstPstOwed' | 'payrollTaxOwed' | 'corporateIncomeTaxOwed'>;
/** The columns a Stripe event may set. */
export type SubscriptionChange = Partial<Pick<User, 'paymentPlan' | 'registrationType' | 'stripeCustomerId' | 'stripeSubscriptionId' | 'subscriptionStatus'>>;

const emailConflict = (message: string) => new DomainException(DomainErrorKind.CONFLICT, message, { fields: { email: [message] } });
/** Registration: the address has an account, which is probably the caller's own. */
const emailTaken = () => emailConflict(ACCOUNT_MESSAGES.emailTaken);
/** Profile: the address belongs to someone else. */
const emailInUse = () => emailConflict(ACCOUNT_MESSAGES.emailInUse);

/** A unique violation on the e-mail index (a concurrent request won the race) becomes the same 409. */
function emailConflictOr(error: unknown, conflict: () => DomainException): unknown {
  const driverError = error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string; detail?: string }) : null;
  if (driverError?.code === '23505' && /email/i.test(`${driverError.constraint ?? ''} ${driverError.detail ?? ''}`)) return conflict();
  return error;
}

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly repository: UsersRepository,
  ) {}

  /** Accounts being deleted are not found: nobody logs in, resumes a session or resets their password. */
  findById(id: number): Promise<User | null> {
    return this.users.findOneBy({ id, deletionRequestedAt: IsNull() });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: normalizeEmail(email), deletionRequestedAt: IsNull() });
  }

  async getById(id: number): Promise<User> {
    const user = isRowId(id) ? await this.findById(id) : null;
    if (!user) throw new DomainException(DomainErrorKind.NOT_FOUND, { key: 'errors:userNotFound', params: { id: id } });
    return user;
  }

  /** A user for the console's client page, with their account manager (for the name). */
  async getForConsole(id: number): Promise<User> {
    const user = isRowId(id) ? await this.users.findOne({ where: { id, deletionRequestedAt: IsNull() }, relations: { accountManager: true } }) : null;
    if (!user) throw new DomainException(DomainErrorKind.NOT_FOUND, { key: 'errors:userNotFound', params: { id: id } });
    return user;
  }

  /**
   * Creates the user; an e-mail already in use (any case) answers 409. A client gets the
   * least busy active bookkeeper as account manager in the same transaction (none when the
   * firm has no active bookkeeper yet).
   */
  async create(data: NewUser): Promise<User> {
    try {
      // Staff created without a role (tests, older callers) are owners, as every staff member was before roles.
      const staffRole = data.isAdmin ? (data.staffRole ?? StaffRole.OWNER) : null;
      return await this.users.manager.transaction(async (manager) => {
        const repository = manager.getRepository(User);
        const user = await repository.save(repository.create({ ...data, staffRole, email: normalizeEmail(data.email) }));
        if (!user.isAdmin) user.accountManagerId = await this.repository.assignLeastBusyBookkeeper(manager, user.id);
        return user;
      });
    } catch (error) {
      throw emailConflictOr(error, emailTaken);
    }
  }

  /**
   * Makes an active bookkeeper the client's account manager (an owner's act, `byUserId`) and
   * keeps the change in the client's history. Unknown client: 404; anyone but an active
   * bookkeeper: 400. The same manager again changes nothing and adds no history row.
   */
  async assignAccountManager(clientId: number, staffId: number, byUserId: number): Promise<User> {
    if (!isRowId(clientId)) throw new DomainException(DomainErrorKind.NOT_FOUND, { key: 'errors:userNotFound', params: { id: clientId } });
    return this.users.manager.transaction(async (manager) => {
      const repository = manager.getRepository(User);
      const client = await repository
        .createQueryBuilder('u')
        .setLock('pessimistic_write')
        .where('u.id = :clientId AND NOT u.isAdmin AND u.deletionRequestedAt IS NULL', { clientId })
        .getOne();
      if (!client) throw new DomainException(DomainErrorKind.NOT_FOUND, { key: 'errors:userNotFound', params: { id: clientId } });
      const staff = isRowId(staffId)
        ? await repository.findOneBy({
            id: staffId,
            isAdmin: true,
            staffRole: StaffRole.BOOKKEEPER,
            staffDeactivatedAt: IsNull(),
            deletionRequestedAt: IsNull(),
          })
        : null;
      if (!staff) {
        throw new DomainException(DomainErrorKind.INVALID, ACCOUNT_MANAGER_MESSAGES.notBookkeeper, {
          fields: { staffId: [ACCOUNT_MANAGER_MESSAGES.notBookkeeper] },
        });
      }
      if (client.accountManagerId === staff.id) return Object.assign(client, { accountManager: staff });
      await repository.update({ id: clientId }, { accountManagerId: staff.id });
      await manager
        .getRepository(AccountManagerAssignment)
        .insert({ clientUserId: clientId, fromStaffId: client.accountManagerId, toStaffId: staff.id, assignedByUserId: byUserId });
      return Object.assign(client, { accountManagerId: staff.id, accountManager: staff });
    });
  }

  /** The client's account manager while they are active staff; null when none is assigned (or theirs was deactivated). */
  async accountManagerOf(clientId: number): Promise<User | null> {
    const client = await this.users.findOne({ where: { id: clientId, isAdmin: false }, relations: { accountManager: true } });
    const manager = client?.accountManager;
    return manager && manager.isAdmin && !manager.staffDeactivatedAt && !manager.deletionRequestedAt ? manager : null;
  }

  /** Every change of the client's account manager, newest first. */
  accountManagerHistory(clientId: number): Promise<AccountManagerAssignment[]> {
    return this.repository.assignmentHistory(clientId);
  }

  /** Whom a client's data is open to among bookkeepers (StaffGuard's scope check); null when there is no such client. */
  @ClientAssignmentSource()
  async clientAssignment(clientId: number): Promise<ClientAssignment | null> {
    if (!isRowId(clientId)) return null;
    return this.users.findOne({ where: { id: clientId, isAdmin: false }, select: { id: true, accountManagerId: true, openToAllStaff: true } });
  }

  /** Every staff member, active or not, oldest first (the console's Staff page). */
  staffMembers(): Promise<User[]> {
    return this.users.find({ where: { isAdmin: true, deletionRequestedAt: IsNull() }, order: { id: 'ASC' } });
  }

  /**
   * Changes a staff member's role and/or active state, refusing (409) to leave the firm
   * without an active owner. The active owners are locked first, so two owners demoting
   * each other at once cannot both succeed.
   */
  async changeStaff(id: number, change: { role?: StaffRole; active?: boolean; phone?: string }, now = new Date()): Promise<User> {
    if (!isRowId(id)) throw new DomainException(DomainErrorKind.NOT_FOUND, STAFF_MESSAGES.notStaff);
    return this.users.manager.transaction(async (manager) => {
      const owners = await manager
        .getRepository(User)
        .createQueryBuilder('u')
        .setLock('pessimistic_write')
        .select(['u.id'])
        .where('u.isAdmin = true AND u.staffRole = :owner AND u.staffDeactivatedAt IS NULL AND u.deletionRequestedAt IS NULL', { owner: StaffRole.OWNER })
        .getMany();
      const member = await manager.getRepository(User).findOneBy({ id, isAdmin: true, deletionRequestedAt: IsNull() });
      if (!member) throw new DomainException(DomainErrorKind.NOT_FOUND, STAFF_MESSAGES.notStaff);
      const role = change.role ?? member.staffRole;
      const active = change.active ?? !member.staffDeactivatedAt;
      const wasActiveOwner = owners.some((o) => o.id === id);
      if (wasActiveOwner && (role !== StaffRole.OWNER || !active) && owners.length <= 1) {
        throw new DomainException(DomainErrorKind.CONFLICT, STAFF_MESSAGES.lastOwner);
      }
      const staffDeactivatedAt = active ? null : (member.staffDeactivatedAt ?? now);
      const phone = change.phone?.trim() ?? member.phone;
      await manager.getRepository(User).update({ id }, { staffRole: role, staffDeactivatedAt, phone });
      return Object.assign(member, { staffRole: role, staffDeactivatedAt, phone });
    });
  }

  /** Name and phone, as the profile form edits them (the e-mail goes through changeEmail). */
  async updateProfile(id: number, profile: ProfileChange): Promise<void> {
    await this.users.update(
      { id },
      {
        firstName: profile.firstName.trim(),
        lastName: profile.lastName.trim(),
        phone: profile.phone.trim(),
        ...(profile.locale ? { locale: profile.locale } : {}),
      },
    );
  }

  /** The province the client's sales-tax estimates and returns use (the tax profile sets it). */
  async setProvince(id: number, province: ProvinceCode): Promise<void> {
    await this.users.update({ id }, { province });
  }

  /**
   * Moves the account to another address (the caller has seen it differ from the current
   * one). The address must be free (409, in any case); an outstanding reset link was sent
   * to the old address, so it stops working.
   */
  async changeEmail(id: number, email: string): Promise<void> {
    const next = normalizeEmail(email);
    const other = await this.findByEmail(next);
    if (other && other.id !== id) throw emailInUse();
    try {
      await this.users.update({ id }, { email: next, resetTokenHash: null, resetTokenExpiry: null });
    } catch (error) {
      throw emailConflictOr(error, emailInUse);
    }
  }

  /** The stored password hash, for checking a password the user typed: it is not part of AuthUser, the user other modules are given. */
  async passwordHashOf(id: number): Promise<string> {
    const row = await this.users.findOne({ where: { id }, select: { id: true, passwordHash: true } });
    return row?.passwordHash ?? '';
  }

  /** Stores a new password hash; any outstanding reset link stops working. */
  async setPassword(id: number, passwordHash: string): Promise<void> {
    await this.users.update({ id }, { passwordHash, resetTokenHash: null, resetTokenExpiry: null });
  }

  /** Remembers a new reset token (its hash) and when it expires; the previous one stops working. */
  async issueResetToken(id: number, resetTokenHash: string, resetTokenExpiry: Date): Promise<void> {
    await this.users.update({ id }, { resetTokenHash, resetTokenExpiry });
  }

  /** The answers of the Tax Information Required dialog, already validated; marks it completed. */
  async completeTaxQuestionnaire(id: number, answers: TaxAnswers): Promise<void> {
    await this.users.update({ id }, { ...answers, hasCompletedQuestionnaire: true });
  }

  /**
   * What Stripe says of the user's subscription (checkout completed, subscription changed).
   * `manager` applies it inside the webhook's transaction, beside the event-id record.
   */
  async applySubscription(id: number, change: SubscriptionChange, manager?: EntityManager): Promise<void> {
    const repository = manager ? manager.getRepository(User) : this.users;
    await repository.update({ id }, change);
  }

  /**
   * The first, synchronous step of deleting an account: from now on the user is gone for
   * every lookup (login, sessions, reset links), while the deletion job still finds the
   * row (findForDeletion) to cancel Stripe and remove bank items. Idempotent.
   */
  async markForDeletion(id: number): Promise<void> {
    await this.repository.markForDeletion(id);
  }

  /** Undoes markForDeletion when the deletion could not be queued. */
  async cancelDeletionRequest(id: number): Promise<void> {
    await this.users.update({ id }, { deletionRequestedAt: null });
  }

  /** The row of an account being deleted (null once the deletion job has removed it). */
  findForDeletion(id: number): Promise<User | null> {
    return this.users.findOneBy({ id, deletionRequestedAt: Not(IsNull()) });
  }

  /** Accounts whose deletion was asked for and has not finished (their rows are still here). */
  async idsAwaitingDeletion(): Promise<number[]> {
    const rows = await this.users.find({ where: { deletionRequestedAt: Not(IsNull()) }, select: { id: true }, order: { id: 'ASC' } });
    return rows.map((user) => user.id);
  }

  findOneBy(
    where: { id?: number; stripeCustomerId?: string; stripeSubscriptionId?: string; resetTokenHash?: string },
    manager?: EntityManager,
  ): Promise<User | null> {
    const repository = manager ? manager.getRepository(User) : this.users;
    return repository.findOneBy(where);
  }

  /**
   * Sets a new password if `resetTokenHash` is still the user's unexpired token, and
   * spends the token in the same statement: two concurrent resets cannot both succeed.
   */
  async consumeResetToken(id: number, resetTokenHash: string, passwordHash: string): Promise<boolean> {
    return this.repository.resetPasswordWithToken(id, resetTokenHash, passwordHash);
  }

  /**
   * Records the user's Stripe customer unless one is already recorded (a user has one
   * customer, ever); answers the customer id the row holds afterwards.
   */
  async attachStripeCustomer(id: number, stripeCustomerId: string, manager?: EntityManager): Promise<string | null> {
    await this.repository.setStripeCustomerIfNone(id, stripeCustomerId, manager);
    const repository = manager ? manager.getRepository(User) : this.users;
    return (await repository.findOne({ where: { id }, select: { id: true, stripeCustomerId: true } }))?.stripeCustomerId ?? null;
  }

  /** Deletes the row; the database cascades to everything the user owns. */
  /** Deletes the user row (the database cascades to what the user owns), on the caller's transaction when given. */
  async delete(id: number, manager?: EntityManager): Promise<void> {
    await (manager ? manager.getRepository(User) : this.users).delete({ id });
  }

  /** Where staff notifications go: every active staff account's e-mail (not the deactivated). */
  async staffEmails(): Promise<string[]> {
    const staff = await this.users.find({
      where: { isAdmin: true, staffDeactivatedAt: IsNull(), deletionRequestedAt: IsNull() },
      select: { email: true },
      order: { id: 'ASC' },
    });
    return staff.map((user) => user.email);
  }

  /** Every active owner's e-mail (the fallback of a client's staff mail when the client has no account manager). */
  async ownerEmails(): Promise<string[]> {
    return (await this.activeOwners()).map((user) => user.email);
  }

  /** The active owners' addresses and languages (a mail to each in their own, issue 31). */
  activeOwners(): Promise<Pick<User, 'email' | 'locale'>[]> {
    return this.users.find({
      where: { isAdmin: true, staffRole: StaffRole.OWNER, staffDeactivatedAt: IsNull(), deletionRequestedAt: IsNull() },
      select: { email: true, locale: true },
      order: { id: 'ASC' },
    });
  }

  /** Clients with a plan (monthly, annual or by coupon): the ones who get a report each month. */
  async activeClientIds(): Promise<number[]> {
    const rows = await this.users.find({
      where: { isAdmin: false, paymentPlan: In([...PAID_PLANS]), deletionRequestedAt: IsNull() },
      select: { id: true },
      order: { id: 'ASC' },
    });
    return rows.map((user) => user.id);
  }

  /** "First Last" of each user id given that exists, in one query (the console names staff who acted on a record). */
  async namesOf(ids: readonly number[]): Promise<Map<number, string>> {
    const wanted = [...new Set(ids)].filter(isRowId);
    if (!wanted.length) return new Map();
    const rows = await this.users.find({ where: { id: In(wanted) }, select: { id: true, firstName: true, lastName: true } });
    return new Map(rows.map((user) => [user.id, personName(user)]));
  }

  count(): Promise<number> {
    return this.users.count();
  }

  /** The staff console list: `q` searches names and e-mail; `isAdmin` filters staff. */
  listForAdmin(raw: RawListQuery): Promise<ListPage<User>> {
    return this.repository.adminPage(raw);
  }
}
