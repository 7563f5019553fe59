import type { NestExpressApplication } from '@nestjs/platform-express';
import { AUTH_MESSAGES } from '@ledgerleaf/contracts';
import request from 'supertest';
import { type Agent, createTestApp, createUser, loginStaffAndClient } from '../helpers/test-app';

describe('GET /api/admin/users (react-admin list)', () => {
  let app: NestExpressApplication;
  let staff: Agent;
  let client: Agent;
  const tag = `zz${Date.now().toString(36)}`;

  beforeAll(async () => {
    app = await createTestApp();
    ({ staff, client } = await loginStaffAndClient(app, {
      staff: { firstName: 'Staff', lastName: tag, email: `zz-staff-${tag}@test.ledgerleaf.ca` },
      client: { firstName: 'Client', lastName: tag, email: `client-${tag}@test.ledgerleaf.ca` },
    }));
    for (const [firstName, i] of [
      ['Ada', 1],
      ['Bea', 2],
      ['Cyd', 3],
      ['Dee', 4],
      ['Eve', 5],
    ] as const) {
      await createUser(app, { firstName, lastName: tag, email: `${firstName.toLowerCase()}${i}-${tag}@test.ledgerleaf.ca` });
    }
  });
  afterAll(() => app.close());

  it('refuses anonymous requests with 401', async () => {
    const res = await request(app.getHttpServer()).get('/api/admin/users').expect(401);
    expect(res.body.error).toBe(AUTH_MESSAGES.notAuthenticated);
  });

  it('refuses a client with 403', async () => {
    const res = await client.get('/api/admin/users').expect(403);
    expect(res.body.error).toBe(AUTH_MESSAGES.adminOnly);
    await client.get('/api/admin/users/1').expect(403);
  });

  it('pages with range and reports the total in Content-Range', async () => {
    const filter = encodeURIComponent(JSON.stringify({ q: tag }));
    const first = await staff.get(`/api/admin/users?filter=${filter}&range=[0,2]&sort=["firstName","ASC"]`).expect(200);
    expect(first.headers['content-range']).toBe('users 0-2/7');
    expect(first.body.map((u: { firstName: string }) => u.firstName)).toEqual(['Ada', 'Bea', 'Client']);
    const second = await staff.get(`/api/admin/users?filter=${filter}&range=[3,5]&sort=["firstName","ASC"]`).expect(200);
    expect(second.headers['content-range']).toBe('users 3-5/7');
    expect(second.body.map((u: { firstName: string }) => u.firstName)).toEqual(['Cyd', 'Dee', 'Eve']);
  });

  it('sorts descending and returns the row fields without secrets', async () => {
    const filter = encodeURIComponent(JSON.stringify({ q: tag }));
    const res = await staff.get(`/api/admin/users?filter=${filter}&sort=["email","DESC"]&range=[0,0]`).expect(200);
    expect(res.body[0].firstName).toBe('Staff');
    expect(res.body[0]).toMatchObject({ name: `Staff ${tag}`, isAdmin: true, paymentPlan: 'NONE', registrationType: 'PAID' });
    expect(res.body[0]).not.toHaveProperty('passwordHash');
  });

  it('searches first name, last name, full name and e-mail', async () => {
    const search = async (q: string) => {
      const res = await staff.get(`/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ q }))}`).expect(200);
      return res.body.map((u: { firstName: string }) => u.firstName);
    };
    expect(await search(`bea ${tag}`)).toEqual(['Bea']);
    expect(await search(`cyd3-${tag}`)).toEqual(['Cyd']);
    expect(await search(`100%-${tag}`)).toEqual([]);
  });

  it('filters by a list of ids (getMany)', async () => {
    const all = await staff.get(`/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}`).expect(200);
    const ids = all.body.slice(0, 2).map((u: { id: number }) => u.id);
    const res = await staff.get(`/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ id: ids }))}`).expect(200);
    expect(res.body.map((u: { id: number }) => u.id).sort()).toEqual([...ids].sort());
    const outOfRange = await staff.get(`/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ id: [99999999999] }))}`).expect(200);
    expect(outOfRange.body).toEqual([]);
  });

  it('explains a bad sort field, bad range and bad JSON with 400', async () => {
    const badField = await staff.get('/api/admin/users?sort=["passwordHash","ASC"]').expect(400);
    expect(badField.body.error).toMatch(/sort must be/);
    const badRange = await staff.get('/api/admin/users?range=[5,1]').expect(400);
    expect(badRange.body.error).toMatch(/range must be/);
    const badJson = await staff.get('/api/admin/users?filter={q:').expect(400);
    expect(badJson.body.error).toMatch(/filter must be JSON/);
  });

  it('answers ranges no database can serve and odd filters with 400, never 500', async () => {
    for (const range of ['[1e300,1e300]', '[9223372036854775807,9223372036854775807]', '[-1,5]', '[0.5,3]', '[5,1]', '[0,1000]']) {
      const res = await staff.get(`/api/admin/users?range=${encodeURIComponent(range)}`);
      expect({ range, status: res.status }).toEqual({ range, status: 400 });
      expect(res.body.error).toMatch(/range must be \[start, end\] in whole numbers .* at most 1000 rows/);
    }
    const nul = await staff.get(`/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: 'a\u0000b' }))}`).expect(400);
    expect(nul.body.error).toBe('filter.q contains an invalid character');
    const surrogate = await staff.get(`/api/admin/users?filter=${encodeURIComponent('{"q":"x\\ud800y"}')}`).expect(400);
    expect(surrogate.body.error).toBe('filter.q contains an invalid character');
    await staff.get(`/api/admin/users?filter=${encodeURIComponent('{"isAdmin":"yes"}')}`).expect(400);
    const staffOnly = await staff.get(`/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: tag, isAdmin: true }))}`).expect(200);
    expect(staffOnly.body.map((u: { firstName: string }) => u.firstName)).toEqual(['Staff']);
  });

  it('shows one user and answers 404 for a missing one', async () => {
    const list = await staff.get(`/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: `eve5-${tag}` }))}`).expect(200);
    const res = await staff.get(`/api/admin/users/${list.body[0].id}`).expect(200);
    expect(res.body.firstName).toBe('Eve');
    await staff.get('/api/admin/users/999999999').expect(404);
    await staff.get('/api/admin/users/99999999999').expect(404);
    await staff.get('/api/admin/users/abc').expect(400);
  });
});
