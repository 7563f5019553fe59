import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  CONVERSATION_LIMITS,
  CONVERSATION_MESSAGES,
  CONVERSATION_TEXTS,
  SUBMISSION_MESSAGES,
  type ConversationInboxRowDto,
  type ConversationMessageDto,
  type ConversationPageDto,
  type MonthlyReportDto,
  type ReportTransactionRow,
} from '@ledgerleaf/contracts';
import { mkdtempSync } from 'node:fs';
import request from 'supertest';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { JobQueue } from '../../src/common/jobs/job-queue';
import { MailService } from '../../src/modules/mail/mail.service';
import { ConversationsService } from '../../src/modules/conversations/conversations.service';
import { User } from '../../src/modules/users/entities/user.entity';
import { clientWithBankMonth } from '../helpers/bank-month';
import * as fx from '../helpers/document-fixtures';
import { createTestApp, createUser, loginAs, type Agent } from '../helpers/test-app';

const STAFF_INBOX = 'conversations-staff@example.test';

describe('conversations: one thread per client with the firm', () => {
  let app: NestExpressApplication;
  let client: Agent;
  let other: Agent;
  let staff: Agent;
  let clientId: number;
  let clientEmail: string;
  let managerEmail: string;
  let otherId: number;
  let enqueue: jest.SpyInstance;
  let firstMessage: ConversationMessageDto;
  let withFile: ConversationMessageDto;

  const mailsTo = (to: string) => enqueue.mock.calls.map(([m]) => m).filter((m) => (Array.isArray(m.to) ? m.to.includes(to) : m.to === to));
  const messages = (page: ConversationPageDto) => page.items.filter((i): i is ConversationMessageDto => i.kind === 'message');

  beforeAll(async () => {
    app = await createTestApp({
      worker: true,
      env: { OPENAI_API_KEY: '', STAFF_NOTIFICATION_EMAIL: STAFF_INBOX, DATA_DIR: mkdtempSync(join(tmpdir(), 'ledgerleaf-conversations-')) },
    });
    const made = await clientWithBankMonth(app);
    clientId = made.user.id;
    clientEmail = made.user.email;
    client = await loginAs(app, made.user.email, made.password);
    const o = await createUser(app);
    otherId = o.user.id;
    other = await loginAs(app, o.user.email, o.password);
    const s = await createUser(app, { isAdmin: true, firstName: 'Sam', lastName: 'Staff' });
    staff = await loginAs(app, s.user.email, s.password);
    // The client's account manager hears of their messages; `other` has none (the firm's inbox does).
    const manager = await createUser(app, { isAdmin: true, firstName: 'Bea', lastName: 'Manager' });
    managerEmail = manager.user.email;
    const users = app.get(DataSource).getRepository(User);
    await users.update({ id: manager.user.id }, { staffRole: 'bookkeeper' });
    await users.update({ id: clientId }, { accountManagerId: manager.user.id });
    await users.update({ id: otherId }, { accountManagerId: null });
    enqueue = jest.spyOn(app.get(MailService), 'enqueue');
    // The delayed digest job is checked by calling the service; the queue is not run here.
    jest.spyOn(app.get(JobQueue), 'enqueue');
  });
  afterAll(async () => {
    enqueue.mockRestore();
    await app.close();
  });

  it('an empty thread: no items, nothing unread, no receipt', async () => {
    const { body } = await client.get('/api/conversation').expect(200);
    expect(body).toEqual({ items: [], nextBefore: null, unreadCount: 0, otherSideRead: { upToMessageId: null, readAt: null } });
  });

  it('the client writes (text) and again within 15 minutes: their account manager gets one mail (not the rest of the staff); the second waits for the digest at the end of the window', async () => {
    firstMessage = (await client.post('/api/conversation/messages').send({ text: '  Can you look at my March books?  ' }).expect(200)).body.message;
    expect(firstMessage).toMatchObject({ kind: 'message', side: 'client', text: 'Can you look at my March books?', attachments: [] });
    expect(mailsTo(managerEmail)).toHaveLength(1);
    expect(mailsTo(managerEmail)[0].to).toEqual([managerEmail]);
    expect(mailsTo(STAFF_INBOX)).toHaveLength(0);
    expect(mailsTo(managerEmail)[0].subject).toContain(CONVERSATION_TEXTS.mailSubjectToStaff);
    expect(mailsTo(managerEmail)[0].messageId).toMatch(new RegExp(`^<conversation-${clientId}-staff-${firstMessage.id}@`));
    withFile = (await client.post('/api/conversation/messages').field('text', 'Here is the receipt').attach('attachments', fx.pdf(), 'receipt.pdf').expect(200))
      .body.message;
    expect(withFile.attachments).toEqual([
      {
        id: expect.any(Number),
        fileName: 'receipt.pdf',
        mimeType: 'application/pdf',
        size: expect.any(Number),
        url: expect.stringMatching(/^\/api\/downloads\/conversation-attachment\/\d+\/receipt\.pdf$/),
      },
    ]);
    // Second message inside the window: no second mail now.
    expect(mailsTo(managerEmail)).toHaveLength(1);
    // At the end of the window the digest holds what still waits (the second message only).
    const service = app.get(ConversationsService);
    expect(await service.sendDigest(clientId, 'staff', new Date(Date.now() + 5 * 60_000))).toMatchObject({ sent: false, waitMs: expect.any(Number) });
    expect(await service.sendDigest(clientId, 'staff', new Date(Date.now() + (CONVERSATION_LIMITS.mailEveryMinutes + 1) * 60_000))).toEqual({ sent: true });
    expect(mailsTo(managerEmail)).toHaveLength(2);
    expect(mailsTo(managerEmail)[1].text).toContain('Here is the receipt [1 file]');
    expect(mailsTo(managerEmail)[1].text).not.toContain('March books');
  });

  it('the console inbox lists the thread as waiting, with the time waited', async () => {
    const res = await staff.get('/api/admin/conversations').expect(200);
    const row = (res.body as ConversationInboxRowDto[]).find((r) => r.userId === clientId);
    expect(row).toMatchObject({ id: clientId, clientEmail, waitingMessages: 2, lastText: 'Here is the receipt', waitedMinutes: expect.any(Number) });
    expect(row!.waitingSince).toBe(firstMessage.createdAt);
    await client.get('/api/admin/conversations').expect(403);
  });

  it('staff see the thread with 2 unread, answer; the client is mailed, sees the answer and 1 unread', async () => {
    const page: ConversationPageDto = (await staff.get(`/api/admin/users/${clientId}/conversation`).expect(200)).body;
    expect(page.unreadCount).toBe(2);
    expect(messages(page).map((m) => m.id)).toEqual([withFile.id, firstMessage.id]);
    expect(page.otherSideRead.upToMessageId).toBe(withFile.id);
    const answer: ConversationMessageDto = (await staff.post(`/api/admin/users/${clientId}/conversation/messages`).send({ text: 'Yes, on it.' }).expect(200))
      .body.message;
    expect(answer).toMatchObject({ side: 'staff', authorName: 'Sam Staff', text: 'Yes, on it.' });
    expect(mailsTo(clientEmail)).toHaveLength(1);
    expect(mailsTo(clientEmail)[0].text).toContain('Yes, on it.');
    const seen: ConversationPageDto = (await client.get('/api/conversation').expect(200)).body;
    expect(seen.unreadCount).toBe(1);
    expect(messages(seen)[0]).toMatchObject({ id: answer.id, side: 'staff', text: 'Yes, on it.' });
    // Answered: no longer waiting.
    expect(((await staff.get('/api/admin/conversations').expect(200)).body as ConversationInboxRowDto[]).some((r) => r.userId === clientId)).toBe(false);
  });

  it('read receipts: the client reads up to the answer; staff see it; unread goes to 0 and never moves back', async () => {
    const seen: ConversationPageDto = (await client.get('/api/conversation').expect(200)).body;
    const newest = messages(seen)[0].id;
    await client.post('/api/conversation/read').send({ upToMessageId: newest }).expect(204);
    expect((await client.get('/api/conversation').expect(200)).body.unreadCount).toBe(0);
    const staffView: ConversationPageDto = (await staff.get(`/api/admin/users/${clientId}/conversation`).expect(200)).body;
    expect(staffView.otherSideRead).toEqual({ upToMessageId: newest, readAt: expect.any(String) });
    await client.post('/api/conversation/read').send({ upToMessageId: firstMessage.id }).expect(204);
    expect(((await staff.get(`/api/admin/users/${clientId}/conversation`).expect(200)).body as ConversationPageDto).otherSideRead.upToMessageId).toBe(newest);
    expect((await client.post('/api/conversation/read').send({ upToMessageId: 'x' }).expect(400)).body.message).toContain(CONVERSATION_MESSAGES.badReadUpTo);
    expect((await other.post('/api/conversation/read').send({ upToMessageId: newest }).expect(400)).body.message).toBe(CONVERSATION_MESSAGES.badReadUpTo);
  });

  it('pages newest first with a before cursor; bad cursors and limits are 400', async () => {
    const first: ConversationPageDto = (await client.get('/api/conversation?limit=2').expect(200)).body;
    expect(messages(first)).toHaveLength(2);
    expect(first.nextBefore).toBe(withFile.id);
    const older: ConversationPageDto = (await client.get(`/api/conversation?limit=2&before=${first.nextBefore}`).expect(200)).body;
    expect(messages(older).map((m) => m.id)).toEqual([firstMessage.id]);
    expect(older.nextBefore).toBeNull();
    expect((await client.get('/api/conversation?before=abc').expect(400)).body.message).toBe(CONVERSATION_MESSAGES.badCursor);
    expect((await client.get('/api/conversation?limit=0').expect(400)).body.message).toBe(CONVERSATION_MESSAGES.badLimit);
    expect((await client.get(`/api/conversation?limit=${CONVERSATION_LIMITS.pageMax + 1}`).expect(400)).body.message).toBe(CONVERSATION_MESSAGES.badLimit);
    // Another client's message id is no cursor in this thread.
    expect((await other.get(`/api/conversation?before=${withFile.id}`).expect(400)).body.message).toBe(CONVERSATION_MESSAGES.badCursor);
  });

  it('refuses an empty message (400), six attachments (413), a file that is not a document (400), a wrong field (400)', async () => {
    expect((await client.post('/api/conversation/messages').send({ text: '   ' }).expect(400)).body.message).toBe(CONVERSATION_MESSAGES.emptyMessage);
    expect((await client.post('/api/conversation/messages').send({}).expect(400)).body.message).toBe(CONVERSATION_MESSAGES.emptyMessage);
    expect(
      (
        await client
          .post('/api/conversation/messages')
          .send({ text: 'x'.repeat(CONVERSATION_LIMITS.textMax + 1) })
          .expect(400)
      ).body.message,
    ).toContain(CONVERSATION_MESSAGES.textTooLong);
    let six = client.post('/api/conversation/messages').field('text', 'six');
    for (let i = 0; i < 6; i += 1) six = six.attach('attachments', fx.pdf(), `f${i}.pdf`);
    expect((await six.expect(413)).body.message).toBe(CONVERSATION_MESSAGES.tooManyAttachments);
    let five = client.post('/api/conversation/messages');
    for (let i = 0; i < 5; i += 1) five = five.attach('attachments', fx.png(), `f${i}.png`);
    expect(((await five.expect(200)).body.message as ConversationMessageDto).attachments).toHaveLength(5);
    const bad = await client
      .post('/api/conversation/messages')
      .field('text', 'exe')
      .attach('attachments', fx.exe(), { filename: 'invoice.pdf', contentType: 'application/pdf' })
      .expect(400);
    expect(bad.body.message).toBe(SUBMISSION_MESSAGES.documentTypeRefused('invoice.pdf'));
    expect((await client.post('/api/conversation/messages').attach('documents', fx.pdf(), 'a.pdf').expect(400)).body.message).toBe(
      CONVERSATION_MESSAGES.attachmentField,
    );
  });

  it('attachments: the client and staff download; another client and a visitor get the same 404', async () => {
    const url = withFile.attachments[0].url;
    const mine = await client.get(url).expect(200);
    expect(mine.headers['content-type']).toContain('application/pdf');
    await staff.get(url).expect(200);
    const theirs = await other.get(url).expect(404);
    const missing = await other.get('/api/downloads/conversation-attachment/99999999/receipt.pdf').expect(404);
    expect(theirs.body.message).toBe(missing.body.message);
    await other.get(url.replace('receipt.pdf', 'other.pdf')).expect(404);
    expect((await request(app.getHttpServer()).get(url).expect(404)).body.message).toBe(missing.body.message);
  });

  it("another client's thread is not theirs: their own is empty, staff routes are 403, an unknown or staff id is 404", async () => {
    expect(((await other.get('/api/conversation').expect(200)).body as ConversationPageDto).items).toEqual([]);
    await other.get(`/api/admin/users/${clientId}/conversation`).expect(403);
    await other.post(`/api/admin/users/${clientId}/conversation/messages`).send({ text: 'hi' }).expect(403);
    expect((await staff.get('/api/admin/users/99999999/conversation').expect(404)).body.message).toBe(CONVERSATION_MESSAGES.clientNotFound);
    await staff.get('/api/admin/users/abc/conversation').expect(404);
    expect(((await staff.get(`/api/admin/users/${otherId}/conversation`).expect(200)).body as ConversationPageDto).items).toEqual([]);
  });

  it('a question on a transaction shows in the thread as a card linking to the transaction', async () => {
    const report: MonthlyReportDto = (await client.post('/api/plaid/monthly-reports').send({ year: 2026, month: 9 }).expect(200)).body.report;
    const rows: ReportTransactionRow[] = (await staff.get(`/api/admin/reports/${report.reportId}/transactions`).expect(200)).body;
    const fee = rows.find((r) => r.name === 'MONTHLY FEE')!;
    await staff
      .post(`/api/admin/reports/${report.reportId}/questions`)
      .send({ transactionId: fee.transactionId, question: 'What is this fee for?' })
      .expect(201);
    const page: ConversationPageDto = (await client.get('/api/conversation').expect(200)).body;
    expect(page.items[0]).toMatchObject({
      kind: 'question',
      question: { question: 'What is this fee for?', reportId: report.reportId, transaction: { transactionId: fee.transactionId } },
    });
    const staffPage: ConversationPageDto = (await staff.get(`/api/admin/users/${clientId}/conversation`).expect(200)).body;
    expect(staffPage.items.filter((i) => i.kind === 'question')).toHaveLength(1);
    // Older pages do not repeat the card.
    const older: ConversationPageDto = (await client.get(`/api/conversation?before=${messages(page).at(-1)!.id}`).expect(200)).body;
    expect(older.items.filter((i) => i.kind === 'question')).toHaveLength(0);
  });

  it('a client without an account manager: the mail goes to the firm (STAFF_NOTIFICATION_EMAIL here), once per window', async () => {
    const before = mailsTo(STAFF_INBOX).length;
    await other.post('/api/conversation/messages').send({ text: 'Who looks after me?' }).expect(200);
    await other.post('/api/conversation/messages').send({ text: 'Anyone?' }).expect(200);
    expect(mailsTo(STAFF_INBOX)).toHaveLength(before + 1);
    expect(mailsTo(STAFF_INBOX).at(-1).text).toContain('Who looks after me?');
    expect(mailsTo(managerEmail).some((m) => m.text.includes('Who looks after me?'))).toBe(false);
  });
});
