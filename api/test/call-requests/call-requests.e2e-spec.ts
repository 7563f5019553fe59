import type { NestExpressApplication } from '@nestjs/platform-express';
import { AUTH_MESSAGES, CONTACT_ADMIN_MESSAGES, todayInTimeZone, VALIDATION, type CallRequestInput, type CallRequestRow } from '@ledgerleaf/contracts';
import request from 'supertest';
import { type Agent, createTestApp, createUser, eventually, loginStaffAndClient, uniqueEmail } from '../helpers/test-app';
import { uniqueAddress } from '../helpers/client-address';
import { startSmtpCapture } from '../helpers/smtp-capture';

const addDays = (isoDate: string, days: number) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const validCall = (overrides: Partial<CallRequestInput> = {}): CallRequestInput => ({
  firstName: 'Daniel',
  lastName: 'Leblanc',
  email: uniqueEmail('caller'),
  phone: '+1 (506) 555-0102',
  preferredDate: addDays(todayInTimeZone('America/Toronto'), 3),
  preferredTime: '10:00',
  timezone: 'America/Toronto',
  ...overrides,
});

describe('call requests', () => {
  let app: NestExpressApplication;
  let staff: Agent;
  let client: Agent;
  const post = (body: unknown, address = uniqueAddress()) =>
    request(app.getHttpServer())
      .post('/api/call-requests')
      .set('X-Forwarded-For', address)
      .send(body as object);

  beforeAll(async () => {
    app = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    ({ staff, client } = await loginStaffAndClient(app));
  });
  afterAll(() => app.close());

  describe('POST /api/call-requests (public)', () => {
    it('stores a valid request as pending and answers 201 with the row', async () => {
      const input = validCall({ firstName: '  Daniel ', email: ` ${uniqueEmail('caller')} ` });
      const res = await post(input).expect(201);
      expect(res.body).toMatchObject({
        firstName: 'Daniel',
        lastName: 'Leblanc',
        email: input.email.trim(),
        phone: '+1 (506) 555-0102',
        preferredDate: input.preferredDate,
        preferredTime: '10:00',
        timezone: 'America/Toronto',
        status: 'pending',
      });
      expect(res.body.id).toEqual(expect.any(Number));
      expect(new Date(res.body.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
      const list = await staff.get('/api/call-requests').expect(200);
      expect(list.body.find((row: CallRequestRow) => row.id === res.body.id)).toMatchObject({ email: input.email.trim(), status: 'pending' });
    });

    it.each([
      ['firstName', { firstName: '' }, VALIDATION.firstNameRequired],
      ['firstName', { firstName: '   ' }, VALIDATION.firstNameRequired],
      ['firstName', { firstName: 'A'.repeat(101) }, VALIDATION.firstNameMax],
      ['lastName', { lastName: undefined }, VALIDATION.lastNameRequired],
      ['lastName', { lastName: 'B'.repeat(101) }, VALIDATION.lastNameMax],
      ['email', { email: 'daniel@' }, VALIDATION.invalidEmail],
      ['email', { email: undefined }, VALIDATION.invalidEmail],
      ['phone', { phone: '555-0102' }, VALIDATION.phoneMin],
      ['phone', { phone: undefined }, VALIDATION.phoneMin],
      ['phone', { phone: '1'.repeat(33) }, VALIDATION.phoneMax],
      ['preferredDate', { preferredDate: undefined }, VALIDATION.preferredDateRequired],
      ['preferredDate', { preferredDate: '' }, VALIDATION.preferredDateRequired],
      ['preferredDate', { preferredDate: '2030-02-30' }, VALIDATION.preferredDateInvalid],
      ['preferredDate', { preferredDate: '24/11/2030' }, VALIDATION.preferredDateInvalid],
      ['preferredDate', { preferredDate: '1899-12-31' }, VALIDATION.preferredDatePast],
      ['preferredTime', { preferredTime: undefined }, VALIDATION.preferredTimeRequired],
      ['preferredTime', { preferredTime: '09:30' }, VALIDATION.preferredTimeInvalid],
      ['preferredTime', { preferredTime: '24:00' }, VALIDATION.preferredTimeInvalid],
      ['timezone', { timezone: undefined }, VALIDATION.timezoneRequired],
      ['timezone', { timezone: 'Mars/Olympus_Mons' }, VALIDATION.timezoneInvalid],
      ['timezone', { timezone: 'EST' }, VALIDATION.timezoneInvalid],
    ])('refuses a bad %s with its message (%j)', async (field, change, message) => {
      const res = await post(validCall(change as Partial<CallRequestInput>)).expect(400);
      expect(res.body.fields).toEqual({ [field]: [message] });
      expect(res.body.error).toBe(message);
    });

    it('reports every invalid field at once', async () => {
      const res = await post({}).expect(400);
      expect(res.body.fields).toEqual({
        firstName: [VALIDATION.firstNameRequired],
        lastName: [VALIDATION.lastNameRequired],
        email: [VALIDATION.invalidEmail],
        phone: [VALIDATION.phoneMin],
        preferredDate: [VALIDATION.preferredDateRequired],
        preferredTime: [VALIDATION.preferredTimeRequired],
        timezone: [VALIDATION.timezoneRequired],
      });
    });

    it('refuses yesterday and accepts today, on the calendar of the given time zone', async () => {
      // Kiritimati (UTC+14) and Pago Pago (UTC-11) are always on different dates.
      const kiritimatiToday = todayInTimeZone('Pacific/Kiritimati');
      const pagoToday = todayInTimeZone('Pacific/Pago_Pago');
      expect(kiritimatiToday > pagoToday).toBe(true);

      const yesterday = await post(validCall({ timezone: 'Pacific/Kiritimati', preferredDate: pagoToday })).expect(400);
      expect(yesterday.body.fields).toEqual({ preferredDate: [VALIDATION.preferredDatePast] });
      await post(validCall({ timezone: 'Pacific/Pago_Pago', preferredDate: pagoToday })).expect(201);
      await post(validCall({ timezone: 'Pacific/Kiritimati', preferredDate: kiritimatiToday })).expect(201);
    });

    it('accepts UTC and IANA aliases that browsers report, and every whole hour', async () => {
      await post(validCall({ timezone: 'UTC', preferredTime: '00:00' })).expect(201);
      await post(validCall({ timezone: 'Asia/Kolkata', preferredTime: '23:00' })).expect(201);
    });

    it('limits each address to 5 requests an hour, with Retry-After', async () => {
      const address = uniqueAddress();
      for (let i = 0; i < 5; i++) await post(validCall(), address).expect(201);
      const res = await post(validCall(), address).expect(429);
      expect(res.body.error).toMatch(/^Too many requests\. Please try again in/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(3600);
      await post(validCall()).expect(201);
    });

    it('answers a filled honeypot with 201 and stores nothing', async () => {
      const input = validCall({ email: uniqueEmail('bot'), website: 'https://spam.example' });
      const res = await post(input).expect(201);
      expect(res.body).toMatchObject({ firstName: 'Daniel', email: input.email, status: 'pending' });
      expect(res.body).not.toHaveProperty('website');
      const list = await staff.get('/api/call-requests').expect(200);
      expect(list.body.some((row: CallRequestRow) => row.email === input.email)).toBe(false);
    });

    it('ignores fields it does not know', async () => {
      const res = await post({ ...validCall(), status: 'completed', id: 1 }).expect(201);
      expect(res.body.status).toBe('pending');
      expect(res.body.id).not.toBe(1);
    });
  });

  describe('staff routes', () => {
    const staffRoutes = [
      ['GET', '/api/call-requests'],
      ['PATCH', '/api/call-requests/1'],
      ['GET', '/api/admin/call-requests'],
      ['GET', '/api/admin/call-requests/1'],
      ['GET', '/api/admin/stats'],
    ] as const;

    it.each(staffRoutes)('%s %s refuses anonymous visitors (401) and clients (403)', async (method, path) => {
      const anonymous = await request(app.getHttpServer())[method === 'GET' ? 'get' : 'patch'](path).send({ status: 'completed' }).expect(401);
      expect(anonymous.body.error).toBe(AUTH_MESSAGES.notAuthenticated);
      const forbidden = await client[method === 'GET' ? 'get' : 'patch'](path).send({ status: 'completed' }).expect(403);
      expect(forbidden.body.error).toBe(AUTH_MESSAGES.adminOnly);
    });

    it('lists newest first', async () => {
      const first = await post(validCall({ lastName: 'Older' })).expect(201);
      const second = await post(validCall({ lastName: 'Newer' })).expect(201);
      const list = await staff.get('/api/call-requests').expect(200);
      const ids = list.body.map((row: CallRequestRow) => row.id);
      expect(ids.indexOf(second.body.id)).toBeLessThan(ids.indexOf(first.body.id));
    });

    it('toggles pending → completed → pending, either way as often as staff like', async () => {
      const created = await post(validCall()).expect(201);
      const completed = await staff.patch(`/api/call-requests/${created.body.id}`).send({ status: 'completed' }).expect(200);
      expect(completed.body).toMatchObject({ id: created.body.id, status: 'completed', email: created.body.email });
      const again = await staff.patch(`/api/call-requests/${created.body.id}`).send({ status: 'completed' }).expect(200);
      expect(again.body.status).toBe('completed');
      const pending = await staff.patch(`/api/call-requests/${created.body.id}`).send({ status: 'pending' }).expect(200);
      expect(pending.body.status).toBe('pending');
      const shown = await staff.get(`/api/admin/call-requests/${created.body.id}`).expect(200);
      expect(shown.body).toMatchObject({ status: 'pending', firstName: 'Daniel' });
    });

    it('counts pending requests in /api/admin/stats, as the pending list does', async () => {
      const pendingTotal = async () => {
        const res = await staff.get(`/api/admin/call-requests?filter=${encodeURIComponent('{"status":"pending"}')}&range=[0,0]`).expect(200);
        return Number(res.headers['content-range'].split('/')[1]);
      };
      const created = await post(validCall()).expect(201);
      await staff.patch(`/api/call-requests/${created.body.id}`).send({ status: 'completed' }).expect(200);
      // Other test files may add rows meanwhile (the seed test), so compare two reads that agree.
      await eventually(async () => {
        const [stats, total] = await Promise.all([staff.get('/api/admin/stats').expect(200), pendingTotal()]);
        return stats.body.pendingCallRequests === total && total === (await pendingTotal());
      });
      const stats = await staff.get('/api/admin/stats').expect(200);
      expect(stats.body).toEqual({ pendingCallRequests: expect.any(Number), unreadMessages: expect.any(Number), users: expect.any(Number) });
      expect(stats.body.users).toBeGreaterThanOrEqual(2);
    });

    it('refuses an unknown status with 400 and an unknown id with 404', async () => {
      const created = await post(validCall()).expect(201);
      const bad = await staff.patch(`/api/call-requests/${created.body.id}`).send({ status: 'cancelled' }).expect(400);
      expect(bad.body.fields).toEqual({ status: [CONTACT_ADMIN_MESSAGES.callRequestStatusInvalid] });
      await staff.patch(`/api/call-requests/${created.body.id}`).send({}).expect(400);
      const missing = await staff.patch('/api/call-requests/2147483000').send({ status: 'completed' }).expect(404);
      expect(missing.body.error).toBe(CONTACT_ADMIN_MESSAGES.callRequestNotFound);
      await staff.patch('/api/call-requests/99999999999').send({ status: 'completed' }).expect(404);
      await staff.get('/api/admin/call-requests/2147483000').expect(404);
      await staff.patch('/api/call-requests/abc').send({ status: 'completed' }).expect(400);
    });
  });

  describe('GET /api/admin/call-requests (react-admin list)', () => {
    const tag = `zz${Date.now().toString(36)}`;
    const q = (filter: object) => encodeURIComponent(JSON.stringify({ q: tag, ...filter }));

    beforeAll(async () => {
      for (const name of ['Ada', 'Bea', 'Cyd', 'Dee']) await post(validCall({ firstName: name, lastName: tag })).expect(201);
      const list = await staff.get(`/api/admin/call-requests?filter=${q({})}&sort=["firstName","ASC"]`).expect(200);
      await staff.patch(`/api/call-requests/${list.body[1].id}`).send({ status: 'completed' }).expect(200);
    });

    it('pages with range, reports the total in Content-Range and sorts', async () => {
      const first = await staff.get(`/api/admin/call-requests?filter=${q({})}&range=[0,2]&sort=["firstName","ASC"]`).expect(200);
      expect(first.headers['content-range']).toBe('call-requests 0-2/4');
      expect(first.body.map((row: CallRequestRow) => row.firstName)).toEqual(['Ada', 'Bea', 'Cyd']);
      const second = await staff.get(`/api/admin/call-requests?filter=${q({})}&range=[3,5]&sort=["firstName","ASC"]`).expect(200);
      expect(second.headers['content-range']).toBe('call-requests 3-3/4');
      expect(second.body.map((row: CallRequestRow) => row.firstName)).toEqual(['Dee']);
    });

    it('defaults to newest first', async () => {
      const res = await staff.get(`/api/admin/call-requests?filter=${q({})}`).expect(200);
      expect(res.body.map((row: CallRequestRow) => row.firstName)).toEqual(['Dee', 'Cyd', 'Bea', 'Ada']);
    });

    it('filters by status and refuses an unknown one', async () => {
      const completed = await staff.get(`/api/admin/call-requests?filter=${q({ status: 'completed' })}`).expect(200);
      expect(completed.body.map((row: CallRequestRow) => row.firstName)).toEqual(['Bea']);
      expect(completed.headers['content-range']).toBe('call-requests 0-0/1');
      const pending = await staff.get(`/api/admin/call-requests?filter=${q({ status: 'pending' })}`).expect(200);
      expect(pending.body).toHaveLength(3);
      const bad = await staff.get(`/api/admin/call-requests?filter=${q({ status: 'lost' })}`).expect(400);
      expect(bad.body.error).toBe(CONTACT_ADMIN_MESSAGES.callRequestStatusInvalid);
    });

    it('explains a bad sort field with 400', async () => {
      const res = await staff.get('/api/admin/call-requests?sort=["nope","ASC"]').expect(400);
      expect(res.body.error).toMatch(/sort must be/);
    });
  });
});

describe('call request e-mail to staff', () => {
  it('sends the details and the console link to STAFF_NOTIFICATION_EMAIL, and nothing for a honeypot', async () => {
    const smtp = await startSmtpCapture();
    const to = uniqueEmail('bookings');
    const app = await createTestApp({
      worker: true,
      env: {
        SMTP_URL: smtp.url,
        STAFF_NOTIFICATION_EMAIL: to,
        PUBLIC_URL: 'https://app.ledgerleaf.test',
        QUEUE_PREFIX: `calls-mail-${Date.now().toString(36)}`,
      },
    });
    try {
      const server = app.getHttpServer();
      await request(server)
        .post('/api/call-requests')
        .send(validCall({ firstName: 'Robo', lastName: 'Spammer', website: 'x' }))
        .expect(201);
      const input = validCall({ firstName: 'Hannah', lastName: 'Kowalski', preferredTime: '14:00', timezone: 'America/Regina' });
      await request(server).post('/api/call-requests').send(input).expect(201);
      const mail = await smtp.waitFor(to);
      expect(mail.subject).toBe('New call request from Hannah Kowalski');
      expect(mail.raw).toMatch(new RegExp(`^Reply-To: ${input.email}`, 'im'));
      for (const detail of [input.email, input.phone, input.preferredDate, '14:00 (America/Regina)', 'https://app.ledgerleaf.test/admin/call-requests']) {
        expect(mail.body).toContain(detail);
      }
      expect(smtp.messages.some((m) => m.subject.includes('Spammer'))).toBe(false);
    } finally {
      await app.close();
      await smtp.stop();
    }
  });

  it('writes to every staff account when no notification address is set', async () => {
    const smtp = await startSmtpCapture();
    const app = await createTestApp({ worker: true, env: { SMTP_URL: smtp.url, QUEUE_PREFIX: `calls-staff-${Date.now().toString(36)}` } });
    try {
      const first = await createUser(app, { isAdmin: true });
      const second = await createUser(app, { isAdmin: true });
      const clientUser = await createUser(app);
      await request(app.getHttpServer())
        .post('/api/call-requests')
        .send(validCall({ firstName: 'Marcus', lastName: 'Reid' }))
        .expect(201);
      const mail = await smtp.waitFor(first.user.email);
      expect(mail.to).toContain(second.user.email);
      expect(mail.to).not.toContain(clientUser.user.email);
      expect(mail.subject).toBe('New call request from Marcus Reid');
    } finally {
      await app.close();
      await smtp.stop();
    }
  });
});
