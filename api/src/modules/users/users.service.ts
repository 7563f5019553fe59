import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ACCOUNT_MESSAGES, PaymentPlan } from '@ledgerleaf/contracts';
import { EntityManager, In, QueryFailedError, Repository } from 'typeorm';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { defineList, type ListPage, type RawListQuery } from '../../common/react-admin/list-query';
import { isRowId } from '../../database/columns';
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
});

export type NewUser = Pick<User, 'firstName' | 'lastName' | 'email' | 'phone' | 'passwordHash'> & Partial<Pick<User, 'isAdmin' | 'paymentPlan' | 'registrationType'>>;

/** Users are looked up by e-mail without regard to case or surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A unique violation on the e-mail index becomes the 409 the spec asks for. */
function emailConflictOr(error: unknown): unknown {
  const driverError = error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string; detail?: string }) : null;
  if (driverError?.code === '23505' && /email/i.test(`${driverError.constraint ?? ''} ${driverError.detail ?? ''}`)) {
    return new DomainException(DomainErrorKind.CONFLICT, ACCOUNT_MESSAGES.emailTaken, { fields: { email: [ACCOUNT_MESSAGES.emailTaken] } });
  }
  return error;
}

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  findById(id: number): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: normalizeEmail(email) });
  }

  async getById(id: number): Promise<User> {
    const user = isRowId(id) ? await this.findById(id) : null;
    if (!user) throw new DomainException(DomainErrorKind.NOT_FOUND, `User ${id} not found`);
    return user;
  }

  /** Creates the user; an e-mail already in use (any case) answers 409. */
  async create(data: NewUser): Promise<User> {
    try {
      return await this.users.save(this.users.create({ ...data, email: normalizeEmail(data.email) }));
    } catch (error) {
      throw emailConflictOr(error);
    }
  }

  /** `manager` lets a caller make the change inside its own transaction (webhooks). */
  async update(id: number, changes: Partial<User>, manager?: EntityManager): Promise<void> {
    const repository = manager ? manager.getRepository(User) : this.users;
    try {
      await repository.update({ id }, changes);
    } catch (error) {
      throw emailConflictOr(error);
    }
  }

  findOneBy(where: { id?: number; stripeCustomerId?: string; stripeSubscriptionId?: string; resetTokenHash?: string }, manager?: EntityManager): Promise<User | null> {
    const repository = manager ? manager.getRepository(User) : this.users;
    return repository.findOneBy(where);
  }

  /**
   * Sets a new password if `resetTokenHash` is still the user's unexpired token, and
   * spends the token in the same statement: two concurrent resets cannot both succeed.
   */
  async consumeResetToken(id: number, resetTokenHash: string, passwordHash: string): Promise<boolean> {
    const result = await this.users
      .createQueryBuilder()
      .update(User)
      .set({ passwordHash, resetTokenHash: null, resetTokenExpiry: null })
      .where('id = :id AND reset_token_hash = :resetTokenHash AND reset_token_expiry > now()', { id, resetTokenHash })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  /**
   * Records the user's Stripe customer unless one is already recorded (a user has one
   * customer, ever); answers the customer id the row holds afterwards.
   */
  async attachStripeCustomer(id: number, stripeCustomerId: string, manager?: EntityManager): Promise<string | null> {
    const repository = manager ? manager.getRepository(User) : this.users;
    await repository
      .createQueryBuilder()
      .update(User)
      .set({ stripeCustomerId })
      .where('id = :id AND stripe_customer_id IS NULL', { id })
      .execute();
    return (await repository.findOne({ where: { id }, select: { id: true, stripeCustomerId: true } }))?.stripeCustomerId ?? null;
  }

  /** Deletes the row; the database cascades to everything the user owns. */
  async delete(id: number): Promise<void> {
    await this.users.delete({ id });
  }

  /** Where staff notifications go: every staff account's e-mail. */
  async staffEmails(): Promise<string[]> {
    const staff = await this.users.find({ where: { isAdmin: true }, select: { email: true }, order: { id: 'ASC' } });
    return staff.map((user) => user.email);
  }

  /** Clients with a plan (monthly, annual or by coupon): the ones who get a report each month. */
  async activeClientIds(): Promise<number[]> {
    const rows = await this.users.find({
      where: { isAdmin: false, paymentPlan: In([PaymentPlan.MONTHLY, PaymentPlan.ANNUAL]) },
      select: { id: true },
      order: { id: 'ASC' },
    });
    return rows.map((user) => user.id);
  }

  count(): Promise<number> {
    return this.users.count();
  }

  /** The staff console list: `q` searches names and e-mail; `isAdmin` filters staff. */
  listForAdmin(raw: RawListQuery): Promise<ListPage<User>> {
    return ADMIN_USER_LIST.run(this.users.createQueryBuilder('u'), raw);
  }
}
