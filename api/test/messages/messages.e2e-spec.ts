import type { NestExpressApplication } from '@nestjs/platform-express';
import { AUTH_MESSAGES, CONTACT_ADMIN_MESSAGES, LIMITS, VALIDATION, type ContactMessageInput, type ContactMessageRow } from '@ledgerleaf/contracts';
import request from 'supertest';
import { type Agent, createTestApp, eventually, loginStaffAndClient, uniqueEmail } from '../helpers/test-app';
import { uniqueAddress } from '../helpers/client-address';
import { startSmtpCapture } from '../helpers/smtp-capture';

const validMessage = (overrides: Partial<ContactMessageInput> = {}): ContactMessageInput => ({
  firstName: 'Olivia',
  lastName: 'Martin',
  email: uniqueEmail('asker'),
  phone: '+1 (613) 555-0175',
  question: 'Do you handle HST filings for a bakery with two locations in Ottawa?',
  ...overrides,
});

describe('contact messages', () => {
  let app: NestExpressApplication;
  let staff: Agent;
  let client: Agent;
  const post = (body: unknown, address = uniqueAddress()) =>
    request(app.getHttpServer())
      .post('/api/messages')
      .set('X-Forwarded-For', address)
      .send(body as object);

  beforeAll(async () => {
    app = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    ({ staff, client } = await loginStaffAndClient(app));
  });
  afterAll(() => app.close());

  describe('POST /api/messages (public)', () => {
    it('stores a valid message as unread and answers 201 with the row', async () => {
      const input = validMessage({ question: '  Can you catch up on last year before the tax deadline?\n\nThanks!  ' });
      const res = await post(input).expect(201);
      expect(res.body).toMatchObject({
        firstName: 'Olivia',
        lastName: 'Martin',
        email: input.email,
        phone: '+1 (613) 555-0175',
        question: 'Can you catch up on last year before the tax deadline?\n\nThanks!',
        status: 'unread',
        readAt: null,
      });
      const list = await staff.get('/api/messages').expect(200);
      expect(list.body.find((row: ContactMessageRow) => row.id === res.body.id)).toMatchObject({ email: input.email, status: 'unread' });
    });

    it.each([
      ['firstName', { firstName: '' }, VALIDATION.firstNameRequired],
      ['firstName', { firstName: 'A'.repeat(LIMITS.nameMax + 1) }, VALIDATION.firstNameMax],
      ['lastName', { lastName: '  ' }, VALIDATION.lastNameRequired],
      ['email', { email: 'olivia.martinbakery.ca' }, VALIDATION.invalidEmail],
      ['phone', { phone: '613-5550' }, VALIDATION.phoneMin],
      ['question', { question: 'Help me   ' }, VALIDATION.questionMin],
      ['question', { question: undefined }, VALIDATION.questionMin],
      ['question', { question: 'Q'.repeat(LIMITS.questionMax + 1) }, VALIDATION.questionMax],
    ])('refuses a bad %s with its message', async (field, change, message) => {
      const res = await post(validMessage(change as Partial<ContactMessageInput>)).expect(400);
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
        question: [VALIDATION.questionMin],
      });
    });

    it('accepts a question of exactly the longest length', async () => {
      await post(validMessage({ question: 'Q'.repeat(LIMITS.questionMax) })).expect(201);
    });

    it('limits each address to 5 messages an hour, with Retry-After', async () => {
      const address = uniqueAddress();
      for (let i = 0; i < 5; i++) await post(validMessage(), address).expect(201);
      const res = await post(validMessage(), address).expect(429);
      expect(res.body.error).toMatch(/^Too many requests\. Please try again in/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      await post(validMessage()).expect(201);
    });

    it('answers a filled honeypot with 201 and stores nothing', async () => {
      const input = validMessage({ email: uniqueEmail('bot'), website: 'buy-now' });
      const res = await post(input).expect(201);
      expect(res.body).toMatchObject({ email: input.email, status: 'unread', readAt: null });
      const list = await staff.get('/api/messages').expect(200);
      expect(list.body.some((row: ContactMessageRow) => row.email === input.email)).toBe(false);
    });
  });

  describe('staff routes', () => {
    it.each([
      ['GET', '/api/messages'],
      ['PATCH', '/api/messages/1'],
      ['GET', '/api/admin/messages'],
      ['GET', '/api/admin/messages/1'],
    ] as const)('%s %s refuses anonymous visitors (401) and clients (403)', async (method, path) => {
      const verb = method === 'GET' ? 'get' : 'patch';
      const anonymous = await request(app.getHttpServer())[verb](path).send({ status: 'read' }).expect(401);
      expect(anonymous.body.error).toBe(AUTH_MESSAGES.notAuthenticated);
      const forbidden = await client[verb](path).send({ status: 'read' }).expect(403);
      expect(forbidden.body.error).toBe(AUTH_MESSAGES.adminOnly);
    });

    it('lists newest first', async () => {
      const first = await post(validMessage()).expect(201);
      const second = await post(validMessage()).expect(201);
      const ids = (await staff.get('/api/messages').expect(200)).body.map((row: ContactMessageRow) => row.id);
      expect(ids.indexOf(second.body.id)).toBeLessThan(ids.indexOf(first.body.id));
    });

    it('marks a message read once: readAt is kept on a second read, and there is no way back', async () => {
      const created = await post(validMessage()).expect(201);
      const read = await staff.patch(`/api/messages/${created.body.id}`).send({ status: 'read' }).expect(200);
      expect(read.body).toMatchObject({ id: created.body.id, status: 'read', question: created.body.question });
      expect(new Date(read.body.readAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

      const again = await staff.patch(`/api/messages/${created.body.id}`).send({ status: 'read' }).expect(200);
      expect(again.body.readAt).toBe(read.body.readAt);

      const back = await staff.patch(`/api/messages/${created.body.id}`).send({ status: 'unread' }).expect(400);
      expect(back.body.error).toBe(CONTACT_ADMIN_MESSAGES.messageCannotBeUnread);
      const shown = await staff.get(`/api/admin/messages/${created.body.id}`).expect(200);
      expect(shown.body).toMatchObject({ status: 'read', readAt: read.body.readAt });
    });

    it('refuses "unread" even for an unread message, an unknown status, and an unknown id', async () => {
      const created = await post(validMessage()).expect(201);
      await staff.patch(`/api/messages/${created.body.id}`).send({ status: 'unread' }).expect(400);
      const bad = await staff.patch(`/api/messages/${created.body.id}`).send({ status: 'archived' }).expect(400);
      expect(bad.body.fields).toEqual({ status: [CONTACT_ADMIN_MESSAGES.messageStatusInvalid] });
      expect((await staff.get(`/api/admin/messages/${created.body.id}`).expect(200)).body.status).toBe('unread');
      const missing = await staff.patch('/api/messages/2147483000').send({ status: 'read' }).expect(404);
      expect(missing.body.error).toBe(CONTACT_ADMIN_MESSAGES.messageNotFound);
      await staff.get('/api/admin/messages/99999999999').expect(404);
    });

    it('counts unread messages in /api/admin/stats, as the unread list does', async () => {
      const unreadTotal = async () => {
        const res = await staff.get(`/api/admin/messages?filter=${encodeURIComponent('{"status":"unread"}')}&range=[0,0]`).expect(200);
        return Number(res.headers['content-range'].split('/')[1]);
      };
      await post(validMessage()).expect(201);
      // Other test files may add rows meanwhile (the seed test), so compare two reads that agree.
      await eventually(async () => {
        const [stats, total] = await Promise.all([staff.get('/api/admin/stats').expect(200), unreadTotal()]);
        return stats.body.unreadMessages === total && total > 0 && total === (await unreadTotal());
      });
    });
  });

  describe('GET /api/admin/messages (react-admin list)', () => {
    const tag = `zz${Date.now().toString(36)}`;
    const q = (filter: object) => encodeURIComponent(JSON.stringify({ q: tag, ...filter }));

    beforeAll(async () => {
      for (const name of ['Ada', 'Bea', 'Cyd']) await post(validMessage({ firstName: name, lastName: tag })).expect(201);
      const list = await staff.get(`/api/admin/messages?filter=${q({})}&sort=["firstName","ASC"]`).expect(200);
      await staff.patch(`/api/messages/${list.body[0].id}`).send({ status: 'read' }).expect(200);
    });

    it('pages with range and reports the total in Content-Range, newest first by default', async () => {
      const first = await staff.get(`/api/admin/messages?filter=${q({})}&range=[0,1]`).expect(200);
      expect(first.headers['content-range']).toBe('messages 0-1/3');
      expect(first.body.map((row: ContactMessageRow) => row.firstName)).toEqual(['Cyd', 'Bea']);
      const second = await staff.get(`/api/admin/messages?filter=${q({})}&range=[2,3]`).expect(200);
      expect(second.headers['content-range']).toBe('messages 2-2/3');
    });

    it('filters by status and refuses an unknown one', async () => {
      const unread = await staff.get(`/api/admin/messages?filter=${q({ status: 'unread' })}&sort=["firstName","ASC"]`).expect(200);
      expect(unread.body.map((row: ContactMessageRow) => row.firstName)).toEqual(['Bea', 'Cyd']);
      const read = await staff.get(`/api/admin/messages?filter=${q({ status: 'read' })}`).expect(200);
      expect(read.body.map((row: ContactMessageRow) => row.firstName)).toEqual(['Ada']);
      const bad = await staff.get(`/api/admin/messages?filter=${q({ status: 'spam' })}`).expect(400);
      expect(bad.body.error).toBe(CONTACT_ADMIN_MESSAGES.messageStatusFilterInvalid);
    });
  });
});

describe('contact message e-mail to staff', () => {
  it('sends the question and the console link to staff, and nothing for a honeypot', async () => {
    const smtp = await startSmtpCapture();
    const to = uniqueEmail('inbox');
    const app = await createTestApp({
      worker: true,
      env: {
        SMTP_URL: smtp.url,
        STAFF_NOTIFICATION_EMAIL: `${to}, ${uniqueEmail('second')}`,
        PUBLIC_URL: 'https://app.ledgerleaf.test',
        QUEUE_PREFIX: `messages-mail-${Date.now().toString(36)}`,
      },
    });
    try {
      const server = app.getHttpServer();
      await request(server)
        .post('/api/messages')
        .send(validMessage({ firstName: 'Robo', lastName: 'Spammer', website: 'x' }))
        .expect(201);
      const input = validMessage({ firstName: 'Raj', lastName: 'Patel', question: 'I am a sole proprietor doing IT consulting. Can you help?' });
      await request(server).post('/api/messages').send(input).expect(201);
      const mail = await smtp.waitFor(to);
      expect(mail.to).toHaveLength(2);
      expect(mail.subject).toBe('New message from Raj Patel');
      expect(mail.raw).toMatch(new RegExp(`^Reply-To: ${input.email}`, 'im'));
      for (const detail of [input.email, input.phone, input.question, 'https://app.ledgerleaf.test/admin/messages']) {
        expect(mail.body).toContain(detail);
      }
      expect(smtp.messages.some((m) => m.subject.includes('Spammer'))).toBe(false);
    } finally {
      await app.close();
      await smtp.stop();
    }
  });
});
