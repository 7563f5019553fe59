import type { NestExpressApplication } from '@nestjs/platform-express';
import { ACCOUNT_MANAGER_MESSAGES, type AccountManagerResponse, type ClientAccountManagerResponse, PaymentPlan, type StaffRole } from '@ledgerleaf/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AccountManagerAssignment } from '../../src/modules/users/entities/account-manager-assignment.entity';
import { User } from '../../src/modules/users/entities/user.entity';
import { uniqueAddress } from '../helpers/client-address';
import { createMigratedDatabase } from '../helpers/scratch-database';
import { type Agent, createTestApp, createUser, loginAs, uniqueEmail } from '../helpers/test-app';

describe('account managers: assignment by owners, its history, automatic assignment at registration, the dashboard card', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let database: Awaited<ReturnType<typeof createMigratedDatabase>>;
  let owner: { agent: Agent; user: User };

  async function staff(role: StaffRole, extra: Partial<User> = {}): Promise<{ agent: Agent; user: User }> {
    const { user, password } = await createUser(app, {
      isAdmin: true,
      email: uniqueEmail(role),
      firstName: role === 'owner' ? 'Olive' : 'Bea',
      lastName: 'Keeper',
    });
    await db.getRepository(User).update({ id: user.id }, { staffRole: role });
    // Logged in before any deactivation in `extra` (a deactivated member cannot log in).
    const agent = await loginAs(app, user.email, password);
    if (Object.keys(extra).length) await db.getRepository(User).update({ id: user.id }, extra);
    return { agent, user: Object.assign(user, { staffRole: role, ...extra }) };
  }

  const history = (clientId: number) => db.getRepository(AccountManagerAssignment).find({ where: { clientUserId: clientId }, order: { id: 'ASC' } });

  beforeAll(async () => {
    // A firm of its own: who has the fewest clients depends on every client in the database.
    database = await createMigratedDatabase('account_managers');
    app = await createTestApp({ env: { DATABASE_URL: database.url, TRUST_PROXY: 'true' } });
    db = app.get(DataSource);
    owner = await staff('owner');
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('leaves a client unassigned while the firm has no active bookkeeper, and the card says one will come', async () => {
    const { user, password } = await createUser(app);
    expect((await db.getRepository(User).findOneByOrFail({ id: user.id })).accountManagerId).toBeNull();
    expect(await history(user.id)).toEqual([]);
    const client = await loginAs(app, user.email, password);
    const { body } = await client.get('/api/user/account-manager').expect(200);
    expect(body).toEqual({ manager: null } satisfies AccountManagerResponse);
  });

  it('assigns each new client, in the registration, to the active bookkeeper with the fewest active clients (ties: the oldest account)', async () => {
    const older = await staff('bookkeeper');
    const younger = await staff('bookkeeper');
    const deactivated = await staff('bookkeeper', { staffDeactivatedAt: new Date() });
    await staff('reviewer');
    // Tie at 0: the older account first.
    const register = async (first: string) => {
      const email = uniqueEmail(first.toLowerCase());
      await request(app.getHttpServer())
        .post('/api/register')
        .set('X-Forwarded-For', uniqueAddress())
        .send({ firstName: first, lastName: 'Client', email, phone: '416 555 0100', password: 'correct-horse-1' })
        .expect(201);
      return db.getRepository(User).findOneByOrFail({ email });
    };
    const a = await register('Ada');
    expect(a.accountManagerId).toBe(older.user.id);
    // older has 1, younger 0.
    const b = await register('Ben');
    expect(b.accountManagerId).toBe(younger.user.id);
    // 1 and 1: a tie again, the older account.
    const c = await register('Cy');
    expect(c.accountManagerId).toBe(older.user.id);
    // 2 and 1: the younger. Then clients being deleted are not active clients: older 0, younger 2.
    const d = await register('Dee');
    expect(d.accountManagerId).toBe(younger.user.id);
    await db.getRepository(User).update({ id: a.id }, { deletionRequestedAt: new Date() });
    await db.getRepository(User).update({ id: c.id }, { deletionRequestedAt: new Date() });
    const e = await register('Eve');
    expect(e.accountManagerId).toBe(older.user.id);
    expect([a, b, c, d, e].map((u) => u.accountManagerId)).not.toContain(deactivated.user.id);
    // The automatic assignment is in the history, by nobody.
    expect(await history(b.id)).toEqual([expect.objectContaining({ fromStaffId: null, toStaffId: younger.user.id, assignedByUserId: null })]);
  });

  it('lets an owner reassign a client and keeps who, from, to, when and by whom', async () => {
    const first = await staff('bookkeeper', { firstName: 'Fay', lastName: 'First' });
    const second = await staff('bookkeeper', { firstName: 'Sid', lastName: 'Second' });
    const { user: client } = await createUser(app);
    // Created now, the client went to Fay automatically (a bookkeeper with no client yet, the older of the two).
    expect((await db.getRepository(User).findOneByOrFail({ id: client.id })).accountManagerId).toBe(first.user.id);
    const before = new Date(Date.now() - 1000);
    await owner.agent.put(`/api/admin/users/${client.id}/account-manager`).send({ staffId: second.user.id }).expect(200);
    const { body } = await owner.agent.put(`/api/admin/users/${client.id}/account-manager`).send({ staffId: first.user.id }).expect(200);
    const answer = body as ClientAccountManagerResponse;
    expect(answer.accountManagerId).toBe(first.user.id);
    expect(answer.accountManagerName).toBe('Fay First');
    // Newest first, down to the automatic assignment at creation (by nobody).
    expect(answer.history).toEqual([
      expect.objectContaining({
        fromStaffId: second.user.id,
        fromName: 'Sid Second',
        toStaffId: first.user.id,
        toName: 'Fay First',
        assignedById: owner.user.id,
        assignedByName: 'Olive Keeper',
      }),
      expect.objectContaining({ fromStaffId: first.user.id, toStaffId: second.user.id, assignedById: owner.user.id }),
      expect.objectContaining({ fromStaffId: null, toStaffId: first.user.id, assignedById: null, assignedByName: null }),
    ]);
    const rows = await history(client.id);
    const last = rows[rows.length - 1];
    expect(last).toMatchObject({ clientUserId: client.id, fromStaffId: second.user.id, toStaffId: first.user.id, assignedByUserId: owner.user.id });
    expect(last.createdAt.getTime()).toBeGreaterThan(before.getTime());
    expect((await db.getRepository(User).findOneByOrFail({ id: client.id })).accountManagerId).toBe(first.user.id);
    // The same manager again changes nothing and adds no row.
    await owner.agent.put(`/api/admin/users/${client.id}/account-manager`).send({ staffId: first.user.id }).expect(200);
    expect(await history(client.id)).toHaveLength(rows.length);
    // The console's client page and list name the manager.
    expect((await owner.agent.get(`/api/admin/users/${client.id}`).expect(200)).body).toMatchObject({
      accountManagerId: first.user.id,
      accountManagerName: 'Fay First',
    });
    const { body: mine } = await owner.agent
      .get(`/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ accountManagerId: first.user.id }))}`)
      .expect(200);
    expect(mine.map((row: { id: number }) => row.id)).toEqual([client.id]);
    // The submissions queues filter the same way.
    const [submission] = await db.query(`INSERT INTO submissions (user_id, summary_name) VALUES ($1, 'Mine') RETURNING id`, [client.id]);
    const { user: other } = await createUser(app);
    await db.query(`INSERT INTO submissions (user_id, summary_name) VALUES ($1, 'Not mine') RETURNING id`, [other.id]);
    const { body: myWork } = await owner.agent
      .get(`/api/admin/submissions?filter=${encodeURIComponent(JSON.stringify({ accountManagerId: first.user.id }))}`)
      .expect(200);
    expect(myWork.map((row: { id: number }) => row.id)).toEqual([submission.id]);
    expect((await owner.agent.get(`/api/admin/users/${client.id}/account-manager`).expect(200)).body).toEqual(answer);
  });

  it('refuses bookkeepers and reviewers (403), anyone but an active bookkeeper (400), and an unknown client or a staff account (404)', async () => {
    const bookkeeper = await staff('bookkeeper');
    const reviewer = await staff('reviewer');
    const inactive = await staff('bookkeeper', { staffDeactivatedAt: new Date() });
    const { user: client } = await createUser(app);
    const put = (agent: Agent, id: number, body: object) => agent.put(`/api/admin/users/${id}/account-manager`).send(body);
    const rowsBefore = (await history(client.id)).length;
    await put(bookkeeper.agent, client.id, { staffId: bookkeeper.user.id }).expect(403);
    await put(reviewer.agent, client.id, { staffId: bookkeeper.user.id }).expect(403);
    for (const staffId of [reviewer.user.id, owner.user.id, inactive.user.id, client.id, 999_999_999]) {
      const res = await put(owner.agent, client.id, { staffId }).expect(400);
      expect(res.body.message).toBe(ACCOUNT_MANAGER_MESSAGES.notBookkeeper);
    }
    const shapeless = await put(owner.agent, client.id, { staffId: 'three' }).expect(400);
    expect(JSON.stringify(shapeless.body)).toContain(ACCOUNT_MANAGER_MESSAGES.staffIdRequired);
    await put(owner.agent, 999_999_999, { staffId: bookkeeper.user.id }).expect(404);
    await put(owner.agent, reviewer.user.id, { staffId: bookkeeper.user.id }).expect(404);
    expect(await history(client.id)).toHaveLength(rowsBefore);
  });

  it('shows the client their manager: name and initials, the phone only on an annual plan and only when there is one', async () => {
    const manager = await staff('bookkeeper', { firstName: 'Jordan', lastName: 'Park', phone: '+1 416 555 0142' });
    const { user, password } = await createUser(app);
    await owner.agent.put(`/api/admin/users/${user.id}/account-manager`).send({ staffId: manager.user.id }).expect(200);
    const client = await loginAs(app, user.email, password);
    expect((await client.get('/api/user/account-manager').expect(200)).body).toEqual({
      manager: { name: 'Jordan Park', initials: 'JP', photoUrl: null, phone: null },
    });
    await db.getRepository(User).update({ id: user.id }, { paymentPlan: PaymentPlan.ANNUAL });
    expect((await client.get('/api/user/account-manager').expect(200)).body.manager.phone).toBe('+1 416 555 0142');
    // The manager's phone is edited on the Staff page; without one, no line even on an annual plan.
    const { body: member } = await owner.agent.patch(`/api/admin/staff/${manager.user.id}`).send({ phone: '' }).expect(200);
    expect(member.phone).toBe('');
    expect((await client.get('/api/user/account-manager').expect(200)).body.manager.phone).toBeNull();
    // A deactivated manager is nobody's manager any more: the card says the firm will assign one.
    await owner.agent.patch(`/api/admin/staff/${manager.user.id}`).send({ active: false }).expect(200);
    expect((await client.get('/api/user/account-manager').expect(200)).body).toEqual({ manager: null });
    await request(app.getHttpServer()).get('/api/user/account-manager').expect(401);
  });
});
