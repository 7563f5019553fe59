import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { myClientsReference } from '../../common/react-admin/my-clients';
import { defineList, type ListPage, type RawListQuery } from '../../common/react-admin/list-query';
import { AccountManagerAssignment } from './entities/account-manager-assignment.entity';
import { User } from './entities/user.entity';

/** The console's user list: `q` searches names and e-mail, `isAdmin` filters staff. */
export const ADMIN_USER_LIST = defineList({
  resource: 'users',
  alias: 'u',
  sort: {
    id: 'u.id',
    firstName: 'u.firstName',
    lastName: 'u.lastName',
    name: ['u.lastName', 'u.firstName'],
    email: 'u.email',
    isAdmin: 'u.isAdmin',
    paymentPlan: 'u.paymentPlan',
    registrationType: 'u.registrationType',
    createdAt: 'u.createdAt',
  },
  defaultSort: ['id', 'ASC'],
  search: ['u.first_name', 'u.last_name', 'u.email', `(u.first_name || ' ' || u.last_name)`],
  equals: { isAdmin: { column: 'u.is_admin', values: [true, false], message: 'filter isAdmin must be true or false' } },
  // "My clients": filter={"accountManagerId":<the bookkeeper's id>}.
  references: myClientsReference('u'),
});

/** A new client's account manager: the active bookkeeper with the fewest active clients, the oldest account on a tie. */
const LEAST_BUSY_BOOKKEEPER = `
  SELECT s.id
  FROM users s
  WHERE s.is_admin AND s.staff_role = 'bookkeeper' AND s.staff_deactivated_at IS NULL AND s.deletion_requested_at IS NULL
  ORDER BY (
    SELECT count(*) FROM users c WHERE c.account_manager_id = s.id AND NOT c.is_admin AND c.deletion_requested_at IS NULL
  ), s.created_at, s.id
  LIMIT 1`;

/**
 * The SQL of accounts (users) beyond plain entity calls: the console's list, and the
 * conditional updates whose condition is the rule (one deletion time, a reset token spent
 * once, one Stripe customer ever).
 */
@Injectable()
export class UsersRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** A page of the console's list, each row with its account manager (for the column). */
  adminPage(raw: RawListQuery): Promise<ListPage<User>> {
    return ADMIN_USER_LIST.run(this.db.getRepository(User).createQueryBuilder('u').leftJoinAndSelect('u.accountManager', 'am'), raw);
  }

  /**
   * Gives a new client (on the registration's transaction) the least busy active bookkeeper
   * and records it in the history; none when the firm has no active bookkeeper. A
   * transaction-wide advisory lock makes concurrent registrations count one after another,
   * so two clients registering at once do not both land on the same bookkeeper.
   */
  async assignLeastBusyBookkeeper(manager: EntityManager, clientId: number): Promise<number | null> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('ledgerleaf.account-manager-assignment'))`);
    const [row] = (await manager.query(LEAST_BUSY_BOOKKEEPER)) as { id: number }[];
    if (!row) return null;
    await manager.getRepository(User).update({ id: clientId }, { accountManagerId: row.id });
    await manager.getRepository(AccountManagerAssignment).insert({ clientUserId: clientId, fromStaffId: null, toStaffId: row.id, assignedByUserId: null });
    return row.id;
  }

  /** Every change of the client's account manager, newest first. */
  assignmentHistory(clientId: number): Promise<AccountManagerAssignment[]> {
    return this.db.getRepository(AccountManagerAssignment).find({ where: { clientUserId: clientId }, order: { id: 'DESC' } });
  }

  /** Sets the deletion time (the first one stays) and forgets any reset token. */
  async markForDeletion(id: number): Promise<void> {
    await this.db
      .createQueryBuilder()
      .update(User)
      .set({ deletionRequestedAt: () => 'coalesce(deletion_requested_at, now())', resetTokenHash: null, resetTokenExpiry: null })
      .where('id = :id', { id })
      .execute();
  }

  /** Sets the password if `resetTokenHash` is the user's unexpired token, spending it in the same statement; false otherwise. */
  async resetPasswordWithToken(id: number, resetTokenHash: string, passwordHash: string): Promise<boolean> {
    const result = await this.db
      .createQueryBuilder()
      .update(User)
      .set({ passwordHash, resetTokenHash: null, resetTokenExpiry: null })
      .where('id = :id AND reset_token_hash = :resetTokenHash AND reset_token_expiry > now()', { id, resetTokenHash })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  /** Records the Stripe customer unless the user has one already (on the caller's transaction when given). */
  async setStripeCustomerIfNone(id: number, stripeCustomerId: string, manager: EntityManager = this.db.manager): Promise<void> {
    await manager.createQueryBuilder().update(User).set({ stripeCustomerId }).where('id = :id AND stripe_customer_id IS NULL', { id }).execute();
  }
}
