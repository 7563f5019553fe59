import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { QUESTION_MAIL_TEXTS, QUESTION_MESSAGES, REPORT_MESSAGES, type MonthlyReportDto, type ReportTransactionRow, type TransactionQuestionDto } from '@ledgerleaf/contracts';
import type { DataSource } from 'typeorm';
import { MailService } from '../src/modules/mail/mail.service';
import { QuestionMailsService } from '../src/modules/questions/question-mails.service';
import { clientWithBankMonth } from './helpers/bank-month';
import { createTestApp, createUser, eventually, loginAs, type Agent } from './helpers/test-app';

describe('questions on transactions: staff ask, the client answers, the report is rebuilt', () => {
  let app: NestExpressApplication;
  let client: Agent;
  let other: Agent;
  let staff: Agent;
  let clientId: number;
  let clientEmail: string;
  let report: MonthlyReportDto;
  let fee: ReportTransactionRow;
  let asked: TransactionQuestionDto;

  beforeAll(async () => {
    app = await createTestApp({ worker: true, env: { OPENAI_API_KEY: '' } });
    const made = await clientWithBankMonth(app);
    clientId = made.user.id;
    clientEmail = made.user.email;
    client = await loginAs(app, made.user.email, made.password);
    await client.get('/api/plaid/user-categories').expect(200);
    const o = await createUser(app);
    other = await loginAs(app, o.user.email, o.password);
    const s = await createUser(app, { isAdmin: true });
    staff = await loginAs(app, s.user.email, s.password);
    report = (await client.post('/api/plaid/monthly-reports').send({ year: 2026, month: 9 }).expect(200)).body.report;
    const rows: ReportTransactionRow[] = (await staff.get(`/api/admin/reports/${report.reportId}/transactions`).expect(200)).body;
    fee = rows.find((r) => r.name === 'MONTHLY FEE')!;
    expect(fee).toMatchObject({ category: 'Bank Fees', transactionId: expect.any(Number) });
  });
  afterAll(() => app.close());

  const clientReport = async () => ((await client.get('/api/plaid/monthly-reports').expect(200)).body.reports as MonthlyReportDto[]).find((r) => r.id === report.id)!;

  it('staff ask about a row of the pending report (201); the report is awaiting the client', async () => {
    const { body } = await staff.post(`/api/admin/reports/${report.reportId}/questions`).send({ transactionId: fee.transactionId, question: 'What is this fee for?' }).expect(201);
    asked = body.question;
    expect(asked).toMatchObject({
      status: 'open',
      question: 'What is this fee for?',
      reportId: report.reportId,
      transaction: { transactionId: fee.transactionId, date: '2026-09-30', name: 'MONTHLY FEE', amount: '-4.95', accountName: 'RBC Chequing', category: 'Bank Fees' },
      answer: null,
      answeredAt: null,
    });
    expect((await clientReport()).openQuestions).toBe(1);
    const pending = (await staff.get('/api/admin/reports/pending').expect(200)).body as MonthlyReportDto[];
    expect(pending.find((r) => r.id === report.id)?.openQuestions).toBe(1);
  });

  it('refuses a second open question on the row (409), an empty question and a row of no report of this month (400), non-staff (403)', async () => {
    expect((await staff.post(`/api/admin/reports/${report.reportId}/questions`).send({ transactionId: fee.transactionId, question: 'Again?' }).expect(409)).body.message).toBe(QUESTION_MESSAGES.alreadyOpen);
    expect((await staff.post(`/api/admin/reports/${report.reportId}/questions`).send({ transactionId: fee.transactionId, question: '   ' }).expect(400)).body.message).toContain(QUESTION_MESSAGES.questionRequired);
    const [august] = await app.get<DataSource>(getDataSourceToken()).query(`SELECT id FROM ledger_entries WHERE user_id = $1 AND date = '2026-08-14'`, [clientId]);
    expect((await staff.post(`/api/admin/reports/${report.reportId}/questions`).send({ transactionId: Number(august.id), question: 'What?' }).expect(400)).body.message).toBe(QUESTION_MESSAGES.transactionNotInReport);
    await staff.post(`/api/admin/reports/${report.reportId}/questions`).send({ transactionId: 'abc', question: 'What?' }).expect(400);
    await staff.post('/api/admin/reports/RPT-2099-01-999999/questions').send({ transactionId: fee.transactionId, question: 'What?' }).expect(404);
    await client.post(`/api/admin/reports/${report.reportId}/questions`).send({ transactionId: fee.transactionId, question: 'Mine?' }).expect(403);
  });

  it('mails the client once for the questions asked (at most once a day), and once more as a reminder after 3 days', async () => {
    const enqueue = jest.spyOn(app.get(MailService), 'enqueue');
    const mailsToClient = () => enqueue.mock.calls.map(([m]) => m).filter((m) => m.to === clientEmail);
    const mails = app.get(QuestionMailsService);
    const now = new Date();
    await mails.sendDue(now);
    expect(mailsToClient()).toHaveLength(1);
    expect(mailsToClient()[0]).toMatchObject({ subject: QUESTION_MAIL_TEXTS.askedSubject });
    expect(mailsToClient()[0].text).toContain('2026-09-30 · MONTHLY FEE · -4.95: What is this fee for?');
    await mails.sendDue(new Date(now.getTime() + 3_600_000));
    expect(mailsToClient()).toHaveLength(1);
    await mails.sendDue(new Date(now.getTime() + 3 * 86_400_000 + 3_600_000));
    expect(mailsToClient()).toHaveLength(2);
    expect(mailsToClient()[1]).toMatchObject({ subject: QUESTION_MAIL_TEXTS.reminderSubject });
    await mails.sendDue(new Date(now.getTime() + 5 * 86_400_000));
    expect(mailsToClient()).toHaveLength(2);
    enqueue.mockRestore();
  });

  it('the client sees the question, open first; another client sees none and gets 404 on it', async () => {
    const { body } = await client.get('/api/questions').expect(200);
    expect(body.questions).toEqual([asked]);
    expect((await other.get('/api/questions').expect(200)).body.questions).toEqual([]);
    expect((await other.post(`/api/questions/${asked.id}/answer`).send({ category: 'Software' }).expect(404)).body.message).toBe(QUESTION_MESSAGES.notFound);
    await client.post('/api/questions/99999999/answer').send({ category: 'Software' }).expect(404);
  });

  it('refuses an empty answer and a category that is not the client’s (400), storing nothing', async () => {
    expect((await client.post(`/api/questions/${asked.id}/answer`).send({}).expect(400)).body.message).toBe(QUESTION_MESSAGES.emptyAnswer);
    expect((await client.post(`/api/questions/${asked.id}/answer`).send({ note: '  ' }).expect(400)).body.message).toBe(QUESTION_MESSAGES.emptyAnswer);
    expect((await client.post(`/api/questions/${asked.id}/answer`).send({ category: 'Yachts' }).expect(400)).body.message).toBe(REPORT_MESSAGES.unknownCategories(['Yachts']));
    expect((await client.get('/api/questions').expect(200)).body.questions[0]).toMatchObject({ status: 'open', answer: null });
  });

  it('a category answer applies to the row: the rebuilt report shows it, the report no longer waits', async () => {
    const { body } = await client.post(`/api/questions/${asked.id}/answer`).send({ category: 'software', note: 'Accounting software plan' }).expect(200);
    expect(body.question).toMatchObject({ id: asked.id, status: 'answered', answer: { category: 'Software', note: 'Accounting software plan' }, answeredAt: expect.any(String) });
    await client.post(`/api/questions/${asked.id}/answer`).send({ category: 'Software' }).expect(409);
    expect((await clientReport()).openQuestions).toBe(0);
    const rebuilt = await eventually(async () => {
      const rows: ReportTransactionRow[] = (await staff.get(`/api/admin/reports/${report.reportId}/transactions`).expect(200)).body;
      return rows.find((r) => r.transactionId === fee.transactionId && r.category === 'Software');
    }, 20_000);
    expect(rebuilt).toMatchObject({ name: 'MONTHLY FEE', category: 'Software' });
  });

  it('lists questions in the console by status and client, with the answered count for the menu badge', async () => {
    const answered = await staff.get('/api/admin/questions').query({ filter: JSON.stringify({ status: 'answered', userId: clientId }) }).expect(200);
    expect(answered.headers['content-range']).toMatch(/^questions 0-0\/1$/);
    expect(answered.body[0]).toMatchObject({ id: asked.id, userId: clientId, userName: 'Avery Lambert', status: 'answered' });
    expect((await staff.get('/api/admin/questions').query({ filter: JSON.stringify({ status: 'open', userId: clientId }) }).expect(200)).body).toEqual([]);
    await staff.get('/api/admin/questions').query({ filter: JSON.stringify({ status: 'closed' }) }).expect(400);
    const toActOn = await staff.get('/api/admin/questions').query({ filter: JSON.stringify({ toActOn: true, userId: clientId }) }).expect(200);
    expect(toActOn.body.map((q: TransactionQuestionDto) => q.id)).toEqual([asked.id]);
    await client.get('/api/admin/questions').expect(403);
  });
});
