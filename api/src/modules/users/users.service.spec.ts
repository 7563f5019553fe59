import { ACCOUNT_MESSAGES, PaymentPlan } from '@ledgerleaf/contracts';
import { FindOperator, QueryFailedError, type EntityManager, type Repository } from 'typeorm';
import { DomainErrorKind } from '../../common/errors/domain.exception';
import { User } from './entities/user.entity';
import type { UsersRepository } from './users.repository';
import { normalizeEmail, UsersService } from './users.service';
import { refusal } from '../../../test/helpers/refusal';

type Where = Record<string, unknown>;

/** Whether a stored value meets a where value: plain equality, or the FindOperators the service uses (IsNull, Not, In). */
function meets(value: unknown, wanted: unknown): boolean {
  if (!(wanted instanceof FindOperator)) return value === wanted;
  if (wanted.type === 'isNull') return value === null || value === undefined;
  if (wanted.type === 'not') return !meets(value, wanted.value);
  if (wanted.type === 'in') return (wanted.value as unknown as unknown[]).includes(value);
  throw new Error(`the fake does not know the ${wanted.type} operator`);
}

/**
 * The users table in memory, with the one constraint that matters here: e-mail is citext
 * and unique, so a second address differing only in case is a unique violation.
 */
class InMemoryUsers {
  readonly rows: User[] = [];
  private nextId = 1;
  /** create() runs in a transaction: here the same table stands for the transaction's repository. */
  readonly manager = { transaction: <T>(work: (manager: EntityManager) => Promise<T>) => work({ getRepository: () => this } as unknown as EntityManager) };

  create(data: Partial<User>): User {
    return Object.assign(new User(), data);
  }

  async save(user: User): Promise<User> {
    this.assertEmailFree(user.email, user.id);
    // The column defaults PostgreSQL would fill in (the entity's own fields start undefined).
    const given = Object.fromEntries(Object.entries(user).filter(([, value]) => value !== undefined));
    const defaults = { isAdmin: false, paymentPlan: PaymentPlan.NONE, deletionRequestedAt: null, resetTokenHash: null, resetTokenExpiry: null };
    const row = Object.assign(new User(), defaults, given, { id: user.id ?? this.nextId++ });
    this.rows.push(row);
    return row;
  }

  async findOneBy(where: Where): Promise<User | null> {
    return this.rows.find((row) => this.matches(row, where)) ?? null;
  }

  async find({ where, order }: { where: Where; order?: { id: 'ASC' } }): Promise<User[]> {
    const found = this.rows.filter((row) => this.matches(row, where));
    return order ? found.sort((a, b) => a.id - b.id) : found;
  }

  async update(where: Where, patch: Partial<User>): Promise<void> {
    for (const row of this.rows.filter((r) => this.matches(r, where))) {
      if (patch.email !== undefined) this.assertEmailFree(patch.email, row.id);
      Object.assign(row, patch);
    }
  }

  private matches(row: User, where: Where): boolean {
    return Object.entries(where).every(([key, wanted]) => meets((row as unknown as Record<string, unknown>)[key], wanted));
  }

  private assertEmailFree(email: string, ownId: number | undefined): void {
    if (this.rows.some((r) => r.id !== ownId && r.email.toLowerCase() === email.toLowerCase())) {
      throw new QueryFailedError('INSERT INTO users', [], Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'IDX_users_email' }));
    }
  }
}

const newUser = (email: string) => ({ firstName: 'Avery', lastName: 'Lam', email, phone: '+1 416 555 0100', passwordHash: 'hash' });

describe('UsersService', () => {
  let table: InMemoryUsers;
  let users: UsersService;
  let assignments: number[];

  beforeEach(() => {
    table = new InMemoryUsers();
    assignments = [];
    // The least busy bookkeeper (SQL in the repository, tested against PostgreSQL): id 99 here.
    const repository = { assignLeastBusyBookkeeper: async (_manager: EntityManager, clientId: number) => (assignments.push(clientId), 99) };
    users = new UsersService(table as unknown as Repository<User>, repository as unknown as UsersRepository);
  });

  it('gives a new client an account manager in the registration, never a new staff member', async () => {
    const client = await users.create(newUser('client@example.ca'));
    const staff = await users.create({ ...newUser('staff@example.ca'), isAdmin: true });
    expect(client.accountManagerId).toBe(99);
    expect(staff.accountManagerId).toBeUndefined();
    expect(assignments).toEqual([client.id]);
  });

  it('normalises an e-mail by trimming and lower-casing it', () => {
    expect(normalizeEmail('  Avery.Lam@Example.CA ')).toBe('avery.lam@example.ca');
  });

  it('stores a new account under its normalised e-mail and finds it whatever case is typed', async () => {
    const created = await users.create(newUser(' Avery@Example.ca'));
    expect(created.email).toBe('avery@example.ca');
    expect((await users.findByEmail('AVERY@example.CA  '))?.id).toBe(created.id);
  });

  it('answers a registration with a taken address (in any case) with 409 on the email field', async () => {
    await users.create(newUser('avery@example.ca'));
    const error = await refusal(users.create(newUser('AVERY@example.ca')));
    expect(error.kind).toBe(DomainErrorKind.CONFLICT);
    expect(error.message).toBe(ACCOUNT_MESSAGES.emailTaken);
    expect(error.details).toEqual({ fields: { email: [ACCOUNT_MESSAGES.emailTaken] } });
  });

  it("refuses to move an account to someone else's address, and lets a user change only the case of their own", async () => {
    const avery = await users.create(newUser('avery@example.ca'));
    await users.create(newUser('blake@example.ca'));
    expect((await refusal(users.changeEmail(avery.id, 'Blake@example.ca'))).message).toBe(ACCOUNT_MESSAGES.emailInUse);
    await users.changeEmail(avery.id, 'AVERY@example.ca');
    expect(table.rows[0].email).toBe('avery@example.ca');
  });

  it('spends an outstanding reset link when the e-mail or the password changes', async () => {
    const avery = await users.create(newUser('avery@example.ca'));
    await users.issueResetToken(avery.id, 'token-hash', new Date('2026-11-28T18:00:00Z'));
    await users.changeEmail(avery.id, 'avery@newdomain.ca');
    expect(table.rows[0]).toMatchObject({ email: 'avery@newdomain.ca', resetTokenHash: null, resetTokenExpiry: null });
    await users.issueResetToken(avery.id, 'token-hash-2', new Date('2026-11-28T18:00:00Z'));
    await users.setPassword(avery.id, 'new-hash');
    expect(table.rows[0]).toMatchObject({ passwordHash: 'new-hash', resetTokenHash: null });
  });

  it('hides an account being deleted from every lookup but the deletion job', async () => {
    const avery = await users.create(newUser('avery@example.ca'));
    table.rows[0].deletionRequestedAt = new Date();
    expect(await users.findByEmail('avery@example.ca')).toBeNull();
    expect((await refusal(users.getById(avery.id))).kind).toBe(DomainErrorKind.NOT_FOUND);
    expect((await users.findForDeletion(avery.id))?.id).toBe(avery.id);
  });

  it("applies a Stripe change through the webhook transaction's manager when one is given", async () => {
    const avery = await users.create(newUser('avery@example.ca'));
    const inTransaction = new InMemoryUsers();
    inTransaction.rows.push(Object.assign(new User(), { ...table.rows[0] }));
    const manager = { getRepository: () => inTransaction } as unknown as EntityManager;
    await users.applySubscription(avery.id, { paymentPlan: PaymentPlan.ANNUAL, subscriptionStatus: 'active' }, manager);
    expect(inTransaction.rows[0]).toMatchObject({ paymentPlan: PaymentPlan.ANNUAL, subscriptionStatus: 'active' });
    expect(table.rows[0].paymentPlan).toBe(PaymentPlan.NONE);
  });

  it('counts as active clients only non-staff accounts with a paid plan that are not being deleted', async () => {
    const paying = await users.create({ ...newUser('a@example.ca'), paymentPlan: PaymentPlan.MONTHLY });
    await users.create({ ...newUser('b@example.ca'), paymentPlan: PaymentPlan.NONE });
    await users.create({ ...newUser('staff@example.ca'), paymentPlan: PaymentPlan.ANNUAL, isAdmin: true });
    const leaving = await users.create({ ...newUser('c@example.ca'), paymentPlan: PaymentPlan.ANNUAL });
    table.rows.find((r) => r.id === leaving.id)!.deletionRequestedAt = new Date();
    expect(await users.activeClientIds()).toEqual([paying.id]);
  });
});
