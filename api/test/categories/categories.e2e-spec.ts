import type { NestExpressApplication } from '@nestjs/platform-express';
import { CATEGORY_MESSAGES, DEFAULT_CATEGORIES, SYSTEM_CATEGORIES, type UserCategoryRow } from '@ledgerleaf/contracts';
import request from 'supertest';
import { createTestApp, createUser, loginAs, type Agent } from '../helpers/test-app';

describe('categories: /api/plaid/user-categories', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  async function client(): Promise<Agent> {
    const { user, password } = await createUser(app);
    return loginAs(app, user.email, password);
  }

  const list = async (agent: Agent) => (await agent.get('/api/plaid/user-categories').expect(200)).body.categories as UserCategoryRow[];

  it('refuses a logged-out visitor', async () => {
    await request(app.getHttpServer()).get('/api/plaid/user-categories').expect(401);
  });

  it('creates the 16 defaults on the first read, revenue first, then the 6 system categories (balance sheet only)', async () => {
    const categories = await list(await client());
    expect(categories.slice(0, 16).map((c) => c.categoryName)).toEqual([...DEFAULT_CATEGORIES.REVENUE, ...DEFAULT_CATEGORIES.EXPENSE]);
    expect(categories.filter((c) => c.type === 'REVENUE')).toHaveLength(4);
    expect(categories.slice(16).map((c) => [c.type, c.system])).toEqual(SYSTEM_CATEGORIES.map(() => ['BALANCE_SHEET', true]));
    expect(categories.slice(0, 16).every((c) => c.system === false)).toBe(true);
  });

  it('creates the defaults exactly once under concurrent first reads', async () => {
    const agent = await client();
    const answers = await Promise.all(Array.from({ length: 8 }, () => agent.get('/api/plaid/user-categories')));
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body.categories).toHaveLength(16 + SYSTEM_CATEGORIES.length);
    }
    expect(await list(agent)).toHaveLength(16 + SYSTEM_CATEGORIES.length);
  });

  it('adds, renames and deletes a category', async () => {
    const agent = await client();
    await list(agent);
    const created = await agent.post('/api/plaid/user-categories').send({ type: 'EXPENSE', categoryName: '  Subcontractors ' }).expect(201);
    expect(created.body).toMatchObject({ type: 'EXPENSE', categoryName: 'Subcontractors' });
    const renamed = await agent.put(`/api/plaid/user-categories/${created.body.id}`).send({ categoryName: 'Contractors' }).expect(200);
    expect(renamed.body).toMatchObject({ id: created.body.id, type: 'EXPENSE', categoryName: 'Contractors' });
    await agent.delete(`/api/plaid/user-categories/${created.body.id}`).expect(200);
    expect((await list(agent)).map((c) => c.categoryName)).not.toContain('Contractors');
  });

  it('answers the spec message for a blank name and refuses an unknown type', async () => {
    const agent = await client();
    const blank = await agent.post('/api/plaid/user-categories').send({ type: 'EXPENSE', categoryName: '   ' }).expect(400);
    expect(blank.body.message).toBe(CATEGORY_MESSAGES.nameRequired);
    const missing = await agent.post('/api/plaid/user-categories').send({ type: 'EXPENSE' }).expect(400);
    expect(missing.body.fields.categoryName).toEqual([CATEGORY_MESSAGES.nameRequired]);
    const badType = await agent.post('/api/plaid/user-categories').send({ type: 'ASSET', categoryName: 'Cash' }).expect(400);
    expect(badType.body.fields.type).toEqual([CATEGORY_MESSAGES.typeInvalid]);
    const [first] = await list(agent);
    const blankRename = await agent.put(`/api/plaid/user-categories/${first.id}`).send({ categoryName: '' }).expect(400);
    expect(blankRename.body.message).toBe(CATEGORY_MESSAGES.nameRequired);
  });

  it('answers 409 for a duplicate name of the same type in any case, and allows it for the other type', async () => {
    const agent = await client();
    await list(agent);
    const dup = await agent.post('/api/plaid/user-categories').send({ type: 'EXPENSE', categoryName: 'software' }).expect(409);
    expect(dup.body.message).toBe(CATEGORY_MESSAGES.duplicate);
    await agent.post('/api/plaid/user-categories').send({ type: 'REVENUE', categoryName: 'Software' }).expect(201);
    const [sales] = await list(agent);
    await agent.put(`/api/plaid/user-categories/${sales.id}`).send({ categoryName: 'OTHER INCOME' }).expect(409);
  });

  it("answers 404 for another user's category and changes nothing", async () => {
    const owner = await client();
    const [mine] = await list(owner);
    const other = await client();
    await other.put(`/api/plaid/user-categories/${mine.id}`).send({ categoryName: 'Hijacked' }).expect(404);
    await other.delete(`/api/plaid/user-categories/${mine.id}`).expect(404);
    await other.delete('/api/plaid/user-categories/99999999999').expect(404);
    expect((await list(owner))[0]).toMatchObject({ id: mine.id, categoryName: mine.categoryName });
  });
});
