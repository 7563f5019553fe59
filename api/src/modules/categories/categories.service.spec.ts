import { CATEGORY_MESSAGES, DEFAULT_CATEGORIES, SYSTEM_CATEGORIES, type UserCategoryType } from '@ledgerleaf/contracts';
import { QueryFailedError, type Repository } from 'typeorm';
import { DomainErrorKind } from '../../common/errors/domain.exception';
import { CategoriesService } from './categories.service';
import type { UserCategory } from './entities/user-category.entity';
import type { UserCategoriesRepository } from './user-categories.repository';
import { refusal } from '../../../test/helpers/refusal';

/** user_categories in memory, with its unique (user, type, lower(name)) index. */
class InMemoryCategories {
  rows: UserCategory[] = [];
  defaultInserts = 0;
  private nextId = 1;

  private taken(c: Partial<UserCategory>): boolean {
    return this.rows.some((r) => r.id !== c.id && r.userId === c.userId && r.type === c.type && r.categoryName.toLowerCase() === c.categoryName!.toLowerCase());
  }

  create(data: Partial<UserCategory>): UserCategory {
    return { ...data } as UserCategory;
  }

  async save(c: UserCategory): Promise<UserCategory> {
    if (this.taken(c)) throw new QueryFailedError('INSERT', [], Object.assign(new Error('duplicate key'), { code: '23505' }));
    const existing = this.rows.find((r) => r.id === c.id);
    if (existing) return Object.assign(existing, c);
    const row = { ...c, id: this.nextId++ };
    this.rows.push(row);
    return row;
  }

  async find({ where }: { where: { userId: number } }): Promise<UserCategory[]> {
    return this.rows.filter((r) => r.userId === where.userId).map((r) => ({ ...r }));
  }

  async findOneBy(where: { id: number; userId: number }): Promise<UserCategory | null> {
    const row = this.rows.find((r) => r.id === where.id && r.userId === where.userId);
    return row ? { ...row } : null;
  }

  async delete(where: { id: number; userId: number }): Promise<void> {
    this.rows = this.rows.filter((r) => !(r.id === where.id && r.userId === where.userId));
  }

  /** users.locale of each user (UserCategoriesRepository.localeOf); en-CA unless set. */
  locales = new Map<number, 'en-CA' | 'fr-CA'>();
  async localeOf(userId: number): Promise<'en-CA' | 'fr-CA'> {
    return this.locales.get(userId) ?? 'en-CA';
  }

  /** INSERT ... ON CONFLICT DO NOTHING, as listForUser writes the defaults (UserCategoriesRepository.insertMissing). */
  async insertMissing(values: Partial<UserCategory>[]): Promise<void> {
    this.defaultInserts++;
    for (const v of values) if (!this.taken(v)) this.rows.push({ ...v, id: this.nextId++ } as UserCategory);
  }
}

describe('CategoriesService', () => {
  let table: InMemoryCategories;
  let categories: CategoriesService;

  beforeEach(() => {
    table = new InMemoryCategories();
    categories = new CategoriesService(table as unknown as Repository<UserCategory>, table as unknown as UserCategoriesRepository);
  });

  const systemNames = SYSTEM_CATEGORIES.map((c) => c.name).sort((a, b) => a.localeCompare(b));

  it("gives a new user the spec's sixteen defaults, revenue first, each group in the spec's order, then the system categories", async () => {
    const listed = await categories.listForUser(1);
    expect(listed.map((c) => c.categoryName)).toEqual([...DEFAULT_CATEGORIES.REVENUE, ...DEFAULT_CATEGORIES.EXPENSE, ...systemNames]);
    expect(listed.slice(0, 4).every((c) => c.type === 'REVENUE')).toBe(true);
    expect(listed.slice(16).map((c) => [c.type, c.systemKey])).toEqual(
      [...SYSTEM_CATEGORIES].sort((a, b) => a.name.localeCompare(b.name)).map((c) => ['BALANCE_SHEET', c.key]),
    );
  });

  it("names a French client's defaults and system categories in French, in the same order as the English ones", async () => {
    table.locales.set(2, 'fr-CA');
    const listed = await categories.listForUser(2);
    expect(listed.slice(0, 5).map((c) => c.categoryName)).toEqual([
      'Revenus de ventes',
      'Revenus de services',
      'Autres revenus',
      'Remises et escomptes',
      'Fournitures de bureau',
    ]);
    expect(listed).toHaveLength(16 + SYSTEM_CATEGORIES.length);
    expect(listed.find((c) => c.systemKey === 'transfer')?.categoryName).toBe('Virement entre mes comptes');
    expect(listed.some((c) => /Sales|Office|Transfer/.test(c.categoryName))).toBe(false);
    // An English client's list is unchanged.
    expect((await categories.listForUser(1))[0].categoryName).toBe('Sales Revenue');
  });

  it('writes the defaults only while the user has no category at all, so a user who deleted them all but one keeps it that way', async () => {
    const listed = await categories.listForUser(1);
    for (const c of listed.slice(1, 16)) await categories.remove(1, c.id);
    expect((await categories.listForUser(1)).map((c) => c.categoryName)).toEqual([DEFAULT_CATEGORIES.REVENUE[0], ...systemNames]);
    expect(table.defaultInserts).toBe(1);
  });

  it('gives an existing user a missing system category, and refuses to rename, retype or delete one (409)', async () => {
    const listed = await categories.listForUser(1);
    table.rows = table.rows.filter((r) => r.systemKey !== 'owner_drawings');
    expect((await categories.listForUser(1)).filter((c) => c.systemKey === 'owner_drawings').map((c) => c.categoryName)).toEqual(["Owner's drawings"]);
    expect(table.defaultInserts).toBe(2);
    const drawings = listed.find((c) => c.systemKey === 'transfer')!;
    expect((await refusal(categories.update(1, drawings.id, { categoryName: 'Mine' }))).kind).toBe(DomainErrorKind.CONFLICT);
    expect((await refusal(categories.update(1, drawings.id, { categoryName: drawings.categoryName, type: 'EXPENSE' }))).message).toBe(
      CATEGORY_MESSAGES.systemLocked,
    );
    expect((await refusal(categories.remove(1, drawings.id))).kind).toBe(DomainErrorKind.CONFLICT);
    expect(table.rows.find((r) => r.id === drawings.id)).toMatchObject({ categoryName: 'Transfer between my accounts', type: 'BALANCE_SHEET' });
  });

  it("lists the user's own categories after the defaults of their type, by name", async () => {
    await categories.listForUser(1);
    await categories.create(1, 'EXPENSE', 'Bicycles');
    await categories.create(1, 'EXPENSE', 'Aardvark food');
    const expenses = (await categories.listForUser(1)).filter((c) => c.type === 'EXPENSE').map((c) => c.categoryName);
    expect(expenses.slice(-2)).toEqual(['Aardvark food', 'Bicycles']);
    expect(expenses[0]).toBe(DEFAULT_CATEGORIES.EXPENSE[0]);
  });

  it('collapses spaces in a name and refuses one that is only spaces', async () => {
    expect((await categories.create(1, 'EXPENSE', '  Sub   contractors \n')).categoryName).toBe('Sub contractors');
    expect((await refusal(categories.create(1, 'EXPENSE', ' \t '))).message).toBe(CATEGORY_MESSAGES.nameRequired);
  });

  it('answers a name the user already has for that type, in any case, with 409, but allows it under the other type', async () => {
    await categories.create(1, 'EXPENSE', 'Equipment');
    const error = await refusal(categories.create(1, 'EXPENSE', 'EQUIPMENT'));
    expect(error.kind).toBe(DomainErrorKind.CONFLICT);
    expect(error.message).toBe(CATEGORY_MESSAGES.duplicate);
    await expect(categories.create(1, 'REVENUE' as UserCategoryType, 'Equipment')).resolves.toMatchObject({ type: 'REVENUE' });
    await expect(categories.create(2, 'EXPENSE', 'Equipment')).resolves.toMatchObject({ userId: 2 });
  });

  it("answers another user's category as not found, for rename and delete alike", async () => {
    const theirs = await categories.create(2, 'EXPENSE', 'Private');
    expect((await refusal(categories.update(1, theirs.id, { categoryName: 'Mine now' }))).kind).toBe(DomainErrorKind.NOT_FOUND);
    expect((await refusal(categories.remove(1, theirs.id))).kind).toBe(DomainErrorKind.NOT_FOUND);
    expect(table.rows).toEqual([expect.objectContaining({ id: theirs.id, categoryName: 'Private' })]);
  });
});
