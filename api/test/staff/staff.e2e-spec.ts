import type { NestExpressApplication } from '@nestjs/platform-express';
import { STAFF_MESSAGES, type StaffMember } from '@ledgerleaf/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { User } from '../../src/modules/users/entities/user.entity';
import { uniqueAddress } from '../helpers/client-address';
import { createMigratedDatabase } from '../helpers/scratch-database';
import { startSmtpCapture, type SmtpCapture } from '../helpers/smtp-capture';
import { type Agent, createTestApp, createUser, loginAs, uniqueEmail } from '../helpers/test-app';

const PUBLIC_URL = 'https://app.ledgerleaf.test';

describe('staff management (owners): invitations, roles, deactivation, the last owner', () => {
  let app: NestExpressApplication;
  let smtp: SmtpCapture;
  let owner: Agent;
  let ownerId: number;
  let database: Awaited<ReturnType<typeof createMigratedDatabase>>;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    // A firm of its own: other suites' owners must not count for the last-owner rule here.
    database = await createMigratedDatabase('staff');
    app = await createTestApp({ env: { DATABASE_URL: database.url, SMTP_URL: smtp.url, PUBLIC_URL, TRUST_PROXY: 'true' } });
    const { user, password } = await createUser(app, { isAdmin: true, email: uniqueEmail('owner') });
    ownerId = user.id;
    owner = await loginAs(app, user.email, password);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.stop();
    await database?.drop();
  });

  async function invite(role: 'bookkeeper' | 'reviewer' | 'owner'): Promise<{ member: StaffMember; token: string }> {
    const email = uniqueEmail(role);
    const { body: member } = await owner.post('/api/admin/staff/invitations').send({ email, firstName: 'Sam', lastName: 'Rivera', role }).expect(201);
    const mail = await smtp.waitFor(email);
    const token = new RegExp(`${PUBLIC_URL}/auth/reset/([\\w-]+)`).exec(mail.body)?.[1];
    if (!token) throw new Error(`No link in: ${mail.body}`);
    return { member, token };
  }

  async function setPasswordAndLogin(email: string, token: string): Promise<Agent> {
    await request(app.getHttpServer())
      .post('/api/reset-password')
      .set('X-Forwarded-For', uniqueAddress())
      .send({ token, password: 'staff-secret-pass-1' })
      .expect(200);
    return loginAs(app, email, 'staff-secret-pass-1');
  }

  it('invites a bookkeeper by e-mail: the one-time link sets the password, then they log in with their role', async () => {
    const { member, token } = await invite('bookkeeper');
    expect(member).toMatchObject({ role: 'bookkeeper', active: true, deactivatedAt: null, firstName: 'Sam' });
    // Nobody can log in before the link is used: the account's first password is random.
    await request(app.getHttpServer()).post('/api/login').send({ email: member.email, password: 'staff-secret-pass-1' }).expect(401);
    const agent = await setPasswordAndLogin(member.email, token);
    expect((await agent.get('/api/user').expect(200)).body).toMatchObject({ isAdmin: true, staffRole: 'bookkeeper' });
    // The link works once.
    await request(app.getHttpServer())
      .post('/api/reset-password')
      .set('X-Forwarded-For', uniqueAddress())
      .send({ token, password: 'other-secret-pass-2' })
      .expect(400);
    const { body: list } = await owner.get('/api/admin/staff').expect(200);
    expect(list.map((m: StaffMember) => m.email)).toContain(member.email);
  });

  it('refuses an invitation with bad fields or an e-mail already in use', async () => {
    await owner.post('/api/admin/staff/invitations').send({ email: 'not-an-email', firstName: 'A', lastName: 'B', role: 'bookkeeper' }).expect(400);
    const bad = await owner.post('/api/admin/staff/invitations').send({ email: uniqueEmail(), firstName: 'A', lastName: 'B', role: 'admin' }).expect(400);
    expect(JSON.stringify(bad.body)).toContain('role must be one of owner, bookkeeper, reviewer');
    const { user } = await createUser(app);
    const taken = await owner.post('/api/admin/staff/invitations').send({ email: user.email, firstName: 'A', lastName: 'B', role: 'reviewer' }).expect(409);
    expect(taken.body.message).toBe(STAFF_MESSAGES.emailTaken);
    expect((await app.get(DataSource).getRepository(User).findOneByOrFail({ id: user.id })).isAdmin).toBe(false);
  });

  it('changes a role, and the new role applies on the next request', async () => {
    const { member, token } = await invite('bookkeeper');
    const agent = await setPasswordAndLogin(member.email, token);
    await agent
      .post('/api/admin/reports/999999999/reopen')
      .send({})
      .expect((res) => expect(res.status).not.toBe(403));
    const { body } = await owner.patch(`/api/admin/staff/${member.id}`).send({ role: 'reviewer' }).expect(200);
    expect(body).toMatchObject({ id: member.id, role: 'reviewer', active: true });
    const refused = await agent.post('/api/admin/reports/999999999/reopen').send({}).expect(403);
    expect(refused.body.message).toBe(STAFF_MESSAGES.roleRefused);
    await owner.patch(`/api/admin/staff/${member.id}`).send({ role: 'boss' }).expect(400);
    await owner.patch(`/api/admin/staff/${member.id}`).send({}).expect(400);
    await owner.patch('/api/admin/staff/999999999').send({ role: 'owner' }).expect(404);
    await owner.patch('/api/admin/staff/9223372036854775807').send({ role: 'owner' }).expect(404);
    const { user: client } = await createUser(app);
    await owner.patch(`/api/admin/staff/${client.id}`).send({ role: 'owner' }).expect(404);
  });

  it('deactivating ends every session at once and refuses the login; reactivating lets them back; their work stays', async () => {
    const { member, token } = await invite('bookkeeper');
    const first = await setPasswordAndLogin(member.email, token);
    const second = await loginAs(app, member.email, 'staff-secret-pass-1');
    await first.get('/api/admin/users').expect(200);
    const { body } = await owner.patch(`/api/admin/staff/${member.id}`).send({ active: false }).expect(200);
    expect(body).toMatchObject({ active: false, deactivatedAt: expect.any(String) });
    await first.get('/api/admin/users').expect(401);
    await second.get('/api/user').expect(401);
    const login = await request(app.getHttpServer()).post('/api/login').send({ email: member.email, password: 'staff-secret-pass-1' }).expect(403);
    expect(login.body.message).toBe(STAFF_MESSAGES.deactivated);
    // The row stays (what they did keeps its author), listed as inactive.
    const { body: list } = await owner.get('/api/admin/staff').expect(200);
    expect(list.find((m: StaffMember) => m.id === member.id)).toMatchObject({ active: false });
    await owner.patch(`/api/admin/staff/${member.id}`).send({ active: true }).expect(200);
    await loginAs(app, member.email, 'staff-secret-pass-1');
  });

  it('keeps staff management from bookkeepers and reviewers', async () => {
    const { member, token } = await invite('reviewer');
    const reviewer = await setPasswordAndLogin(member.email, token);
    expect((await reviewer.get('/api/admin/staff').expect(403)).body.message).toBe(STAFF_MESSAGES.roleRefused);
    await reviewer.patch(`/api/admin/staff/${ownerId}`).send({ active: false }).expect(403);
  });
  it('refuses to demote or deactivate the last active owner with a clear 409, and allows it once another owner is active', async () => {
    for (const change of [{ role: 'bookkeeper' }, { active: false }]) {
      const res = await owner.patch(`/api/admin/staff/${ownerId}`).send(change).expect(409);
      expect(res.body.message).toBe(STAFF_MESSAGES.lastOwner);
    }
    const { member, token } = await invite('owner');
    const second = await setPasswordAndLogin(member.email, token);
    // Both demoting each other at once: the locked count lets exactly one through.
    const answers = await Promise.all([
      owner.patch(`/api/admin/staff/${member.id}`).send({ role: 'reviewer' }),
      second.patch(`/api/admin/staff/${ownerId}`).send({ role: 'reviewer' }),
    ]);
    // The loser is refused by the last-owner rule (409) or, when the winner's change committed
    // before its request reached the guard, as the reviewer it has become (403).
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const owners = (
      await app.get(DataSource).query(`SELECT count(*)::int AS n FROM users WHERE is_admin AND staff_role = 'owner' AND staff_deactivated_at IS NULL`)
    )[0].n;
    expect(owners).toBe(1);
  });
});
