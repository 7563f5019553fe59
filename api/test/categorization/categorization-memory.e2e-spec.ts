import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { CategoryType } from '@ledgerleaf/contracts';
import type { DataSource } from 'typeorm';
import { CategoriesService } from '../../src/modules/categories/categories.service';
import { CategorizationService } from '../../src/modules/categorization/categorization.service';
import { merchantKey } from '../../src/modules/categorization/engine/normalizer';
import { createTestApp, createUser } from '../helpers/test-app';

/** Memory refers to the client's categories by id, which the categories module gives (no SQL across the two modules' tables). */
describe('categorization memory and the categories module', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let categories: CategoriesService;
  let engine: CategorizationService;

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get<DataSource>(getDataSourceToken());
    categories = app.get(CategoriesService);
    engine = app.get(CategorizationService);
  });
  afterAll(async () => {
    await app.close();
  });

  async function client(): Promise<number> {
    const { user } = await createUser(app);
    await categories.listForUser(user.id);
    return user.id;
  }

  const memoryOf = async (userId: number, name: string): Promise<{ category_id: number | null; category_name: string; source: string; count: number }> =>
    (
      await db.query('SELECT category_id, category_name, source, count FROM categorization_memory WHERE user_id = $1 AND merchant_key = $2', [
        userId,
        merchantKey(name),
      ])
    )[0];

  it('gives the id of each name in any case, the lowest when two types share it, and nothing for an unknown name', async () => {
    const userId = await client();
    const revenue = await categories.create(userId, CategoryType.REVENUE, 'Consulting');
    const expense = await categories.create(userId, CategoryType.EXPENSE, 'CONSULTING');
    const ids = await categories.idsByName(userId, ['consulting', 'Consulting', 'No such category']);
    expect(ids.get('consulting')).toBe(Math.min(revenue.id, expense.id));
    expect(ids.get('Consulting')).toBe(Math.min(revenue.id, expense.id));
    expect(ids.has('No such category')).toBe(false);
    expect(await categories.idsByName(userId, [])).toEqual(new Map());
    expect(await categories.idsByName(await client(), ['Consulting'])).toEqual(new Map());
  });

  it("learns under the client's category id, or under the name alone when they have none", async () => {
    const userId = await client();
    const software = (await categories.listForUser(userId)).find((c) => c.categoryName === 'Software')!;
    expect(
      await engine.learnFromStaff(userId, [
        { name: 'QUORBLAX ZYNTH', category: ' software ' },
        { name: 'VELMORA TRISK', category: 'Page-only list name' },
      ]),
    ).toBe(2);
    expect(await memoryOf(userId, 'QUORBLAX ZYNTH')).toMatchObject({ category_id: software.id, category_name: 'software', source: 'staff', count: 1 });
    expect(await memoryOf(userId, 'VELMORA TRISK')).toMatchObject({ category_id: null, category_name: 'Page-only list name', source: 'staff' });

    // the same category again counts up; a weaker source does not overwrite a staff correction
    await engine.learnFromStaff(userId, [{ name: 'QUORBLAX ZYNTH', category: 'Software' }]);
    await engine.learnFromApproval(userId, [{ name: 'QUORBLAX ZYNTH', category: 'Office Supplies' }]);
    expect(await memoryOf(userId, 'QUORBLAX ZYNTH')).toMatchObject({ category_id: software.id, category_name: 'Software', source: 'staff', count: 2 });
  });

  it("reads memory under the category's current name after a rename, and the learned name once it is gone", async () => {
    const userId = await client();
    const software = (await categories.listForUser(userId)).find((c) => c.categoryName === 'Software')!;
    await engine.learnFromFeedback(userId, [{ name: 'QUORBLAX ZYNTH', category: 'Software' }]);
    await categories.update(userId, software.id, { categoryName: 'Apps and Tools' });
    const row = { name: 'QUORBLAX ZYNTH', amount: '-45.00' };
    const [renamed] = await engine.categorize(userId, [row], await categories.inputsForUser(userId), { ai: false });
    expect(renamed).toMatchObject({ category: 'Apps and Tools', source: 'learned' });

    await categories.remove(userId, software.id);
    expect(await memoryOf(userId, 'QUORBLAX ZYNTH')).toMatchObject({ category_id: null, category_name: 'Software' });
    await categories.create(userId, CategoryType.EXPENSE, 'software');
    const [readded] = await engine.categorize(userId, [row], await categories.inputsForUser(userId), { ai: false });
    expect(readded).toMatchObject({ category: 'software', source: 'learned' });
  });
});
