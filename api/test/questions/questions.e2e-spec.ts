import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import {
  CATEGORY_SOURCE_LABELS,
  QUESTION_MAIL_TEXTS,
  QUESTION_MESSAGES,
  REPORT_MESSAGES,
  SUBMISSION_LIMITS,
  SUBMISSION_MESSAGES,
  type AdminTransactionQuestionDto,
  type MonthlyReportDto,
  type ReportTransactionRow,
  type TransactionQuestionDto,
} from '@ledgerleaf/contracts';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { FileStorage } from '../../src/common/storage/file-storage';
import { StoredFileDeletions } from '../../src/common/storage/stored-file-deletions';
import { AppConfig } from '../../src/config/app-config';
import { AccountDeletionProcessor } from '../../src/modules/account/account-deletion.processor';
import { merchantKey } from '../../src/modules/categorization/categorization.service';
import { MailService } from '../../src/modules/mail/mail.service';
import { BankItemsService } from '../../src/modules/plaid/bank-items.service';
import { QuestionMailsService } from '../../src/modules/questions/question-mails.service';
import { UsersService } from '../../src/modules/users/users.service';
import { clientWithBankMonth } from '../helpers/bank-month';
import * as fx from '../helpers/document-fixtures';
import { buildsSettled } from '../helpers/books-settled';
import { createTestApp, createUser, eventually, loginAs, type Agent } from '../helpers/test-app';
import { refuseToRemove } from '../helpers/refusing-storage';

/** Every file in storage (local disk), to see that a refused upload keeps nothing. */
function storedFiles(root: string): string[] {
  try {
    return readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((p) => statSync(join(root, p)).isFile());
  } catch {
    return [];
  }
}

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
    // A storage folder of its own: the receipt tests count the files in it while other test files store theirs.
    app = await createTestApp({ worker: true, env: { OPENAI_API_KEY: '', DATA_DIR: mkdtempSync(join(tmpdir(), 'ledgerleaf-questions-')) } });
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

  const db = () => app.get<DataSource>(getDataSourceToken());
  const memoryOf = async (name: string) =>
    (
      await db().query(`SELECT source, category_name FROM categorization_memory WHERE user_id = $1 AND merchant_key = $2`, [clientId, merchantKey(name, null)])
    )[0];
  const clientReport = async () =>
    ((await client.get('/api/plaid/monthly-reports').expect(200)).body.reports as MonthlyReportDto[]).find((r) => r.id === report.id)!;

  it('staff ask about a row of the pending report (201); the report is awaiting the client', async () => {
    const { body } = await staff
      .post(`/api/admin/reports/${report.reportId}/questions`)
      .send({ transactionId: fee.transactionId, question: 'What is this fee for?' })
      .expect(201);
    asked = body.question;
    expect(asked).toMatchObject({
      status: 'open',
      question: 'What is this fee for?',
      reportId: report.reportId,
      transaction: {
        transactionId: fee.transactionId,
        date: '2026-09-30',
        name: 'MONTHLY FEE',
        amount: '-4.95',
        accountName: 'RBC Chequing',
        category: 'Bank Fees',
      },
      answer: null,
      answeredAt: null,
    });
    expect((await clientReport()).openQuestions).toBe(1);
    const pending = (await staff.get('/api/admin/reports/pending').expect(200)).body as MonthlyReportDto[];
    expect(pending.find((r) => r.id === report.id)?.openQuestions).toBe(1);
  });

  it('refuses a second open question on the row (409), an empty question and a row of no report of this month (400), non-staff (403)', async () => {
    expect(
      (await staff.post(`/api/admin/reports/${report.reportId}/questions`).send({ transactionId: fee.transactionId, question: 'Again?' }).expect(409)).body
        .message,
    ).toBe(QUESTION_MESSAGES.alreadyOpen);
    expect(
      (await staff.post(`/api/admin/reports/${report.reportId}/questions`).send({ transactionId: fee.transactionId, question: '   ' }).expect(400)).body
        .message,
    ).toContain(QUESTION_MESSAGES.questionRequired);
    const [august] = await db().query(`SELECT id FROM ledger_entries WHERE user_id = $1 AND date = '2026-08-14'`, [clientId]);
    expect(
      (
        await staff
          .post(`/api/admin/reports/${report.reportId}/questions`)
          .send({ transactionId: Number(august.id), question: 'What?' })
          .expect(400)
      ).body.message,
    ).toBe(QUESTION_MESSAGES.transactionNotInReport);
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
    expect((await client.post(`/api/questions/${asked.id}/answer`).send({ category: 'Yachts' }).expect(400)).body.message).toBe(
      REPORT_MESSAGES.unknownCategories(['Yachts']),
    );
    expect((await client.get('/api/questions').expect(200)).body.questions[0]).toMatchObject({ status: 'open', answer: null });
  });

  it('a category answer applies to the row: the rebuilt report shows it as the client’s answer, the report no longer waits', async () => {
    const { body } = await client.post(`/api/questions/${asked.id}/answer`).send({ category: 'software', note: 'Accounting software plan' }).expect(200);
    expect(body.question).toMatchObject({
      id: asked.id,
      status: 'answered',
      answer: { category: 'Software', note: 'Accounting software plan', receipt: null },
      answeredAt: expect.any(String),
    });
    await client.post(`/api/questions/${asked.id}/answer`).send({ category: 'Software' }).expect(409);
    expect((await clientReport()).openQuestions).toBe(0);
    const rebuilt = await eventually(async () => {
      const rows: ReportTransactionRow[] = (await staff.get(`/api/admin/reports/${report.reportId}/transactions`).expect(200)).body;
      return rows.find((r) => r.transactionId === fee.transactionId && r.category === 'Software');
    });
    expect(rebuilt).toMatchObject({ name: 'MONTHLY FEE', category: 'Software', source: CATEGORY_SOURCE_LABELS.client });
    expect(await memoryOf('MONTHLY FEE')).toEqual({ source: 'client', category_name: 'Software' });
  });

  it('lists questions in the console by status and client, with the answered count for the menu badge', async () => {
    const answered = await staff
      .get('/api/admin/questions')
      .query({ filter: JSON.stringify({ status: 'answered', userId: clientId }) })
      .expect(200);
    expect(answered.headers['content-range']).toMatch(/^questions 0-0\/1$/);
    expect(answered.body[0]).toMatchObject({ id: asked.id, userId: clientId, userName: 'Avery Lambert', status: 'answered' });
    expect(
      (
        await staff
          .get('/api/admin/questions')
          .query({ filter: JSON.stringify({ status: 'open', userId: clientId }) })
          .expect(200)
      ).body,
    ).toEqual([]);
    await staff
      .get('/api/admin/questions')
      .query({ filter: JSON.stringify({ status: 'closed' }) })
      .expect(400);
    const toActOn = await staff
      .get('/api/admin/questions')
      .query({ filter: JSON.stringify({ toActOn: true, userId: clientId }) })
      .expect(200);
    expect(toActOn.body.map((q: TransactionQuestionDto) => q.id)).toEqual([asked.id]);
    await client.get('/api/admin/questions').expect(403);
  });

  it('a later staff correction of the same merchant wins over the client’s answer, and a new answer does not undo it', async () => {
    const corrected = await staff.post(`/api/admin/reports/${report.reportId}/corrections`).send({ name: 'MONTHLY FEE', category: 'Bank Fees' });
    expect([200, 202]).toContain(corrected.status);
    expect(await memoryOf('MONTHLY FEE')).toEqual({ source: 'staff', category_name: 'Bank Fees' });
    const again = (
      await staff.post(`/api/admin/reports/${report.reportId}/questions`).send({ transactionId: fee.transactionId, question: 'Still software?' }).expect(201)
    ).body.question;
    await client.post(`/api/questions/${again.id}/answer`).send({ category: 'Software' }).expect(200);
    expect(await memoryOf('MONTHLY FEE')).toEqual({ source: 'staff', category_name: 'Bank Fees' });
  });

  describe('a receipt on an answer (the submissions’ document rules)', () => {
    let uploadsDir: string;
    let adobe: ReportTransactionRow;
    let cafe: ReportTransactionRow;
    let withReceipt: TransactionQuestionDto;
    let receiptOnly: TransactionQuestionDto;
    const ask = async (row: ReportTransactionRow) =>
      (
        await staff
          .post(`/api/admin/reports/${report.reportId}/questions`)
          .send({ transactionId: row.transactionId, question: `Do you have the receipt for ${row.name}?` })
          .expect(201)
      ).body.question as TransactionQuestionDto;
    const answer = (agent: Agent, id: number) => agent.post(`/api/questions/${id}/answer`);
    const statusOf = async (id: number) =>
      ((await client.get('/api/questions').expect(200)).body.questions as TransactionQuestionDto[]).find((q) => q.id === id)?.status;

    beforeAll(async () => {
      uploadsDir = app.get(AppConfig).uploadsDir;
      // The rebuild the last answer asked for (its report_builds row, written with the answer) has ended: it
      // replaces the report's files, which these tests count.
      await buildsSettled(db(), clientId);
      const rows: ReportTransactionRow[] = (await staff.get(`/api/admin/reports/${report.reportId}/transactions`).expect(200)).body;
      adobe = rows.find((r) => r.name === 'ADOBE *CREATIVE CLD')!;
      cafe = rows.find((r) => r.name === '=HYPERLINK("x") CAFE')!;
      withReceipt = await ask(adobe);
      receiptOnly = await ask(cafe);
    }, 60_000);

    it('refuses a file that is not an accepted document, by its content (400), keeping nothing and the question open', async () => {
      const before = storedFiles(uploadsDir).length;
      const res = await answer(client, withReceipt.id)
        .field('note', 'Here it is')
        .attach('receipt', fx.exe(), { filename: 'receipt.pdf', contentType: 'application/pdf' })
        .expect(400);
      expect(res.body.message).toBe(SUBMISSION_MESSAGES.documentTypeRefused('receipt.pdf'));
      expect(storedFiles(uploadsDir).length).toBe(before);
      expect(await statusOf(withReceipt.id)).toBe('open');
    });

    it('refuses a receipt over the submissions’ file size limit (413), a second file (413) and another field (400), keeping nothing', async () => {
      const before = storedFiles(uploadsDir).length;
      const big = Buffer.concat([fx.pdf(), Buffer.alloc(SUBMISSION_LIMITS.maxFileBytes, 0x20)]);
      expect((await answer(client, withReceipt.id).field('note', 'Big').attach('receipt', big, 'scan.pdf').expect(413)).body.message).toBe(
        SUBMISSION_MESSAGES.fileTooLarge,
      );
      const two = answer(client, withReceipt.id).attach('receipt', fx.pdf(), 'a.pdf').attach('receipt', fx.pdf(), 'b.pdf');
      expect((await two.expect(413)).body.message).toBe(QUESTION_MESSAGES.oneReceipt);
      expect((await answer(client, withReceipt.id).attach('documents', fx.pdf(), 'a.pdf').expect(400)).body.message).toBe(QUESTION_MESSAGES.receiptField);
      expect(storedFiles(uploadsDir).length).toBe(before);
      expect(await statusOf(withReceipt.id)).toBe('open');
    });

    it('removes the stored receipt when the answer itself is refused (a category not the client’s)', async () => {
      const before = storedFiles(uploadsDir).length;
      const res = await answer(client, withReceipt.id).field('category', 'Yachts').attach('receipt', fx.pdf(), 'receipt.pdf').expect(400);
      expect(res.body.message).toBe(REPORT_MESSAGES.unknownCategories(['Yachts']));
      expect(storedFiles(uploadsDir).length).toBe(before);
      expect(await statusOf(withReceipt.id)).toBe('open');
    });

    it('answers with a note and a receipt as multipart; the client downloads it, another client and a visitor get 404', async () => {
      const content = fx.pdf('Adobe invoice - $113.00');
      const { body } = await answer(client, withReceipt.id)
        .field('note', 'Creative Cloud, invoice attached')
        .attach('receipt', content, 'adobe-invoice.pdf')
        .expect(200);
      withReceipt = body.question;
      expect(withReceipt).toMatchObject({
        status: 'answered',
        answer: {
          category: null,
          note: 'Creative Cloud, invoice attached',
          receipt: { fileName: 'adobe-invoice.pdf', url: `/api/downloads/question-receipt/${withReceipt.id}/adobe-invoice.pdf` },
        },
      });
      const url = withReceipt.answer!.receipt!.url;
      const got = await client
        .get(url)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(got.headers['content-type']).toBe('application/pdf');
      expect(got.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(got.body as Buffer, content)).toBe(0);
      await client.head(url).expect(200);
      expect((await other.get(url).expect(404)).body.message).toBe(SUBMISSION_MESSAGES.fileNotFound);
      await request(app.getHttpServer()).get(url).expect(404);
      await client.get(`/api/downloads/question-receipt/${withReceipt.id}/other-name.pdf`).expect(404);
      await client.get(`/api/downloads/question-receipt/${asked.id}/adobe-invoice.pdf`).expect(404);
    });

    it('a receipt alone answers a question', async () => {
      const { body } = await answer(client, receiptOnly.id).attach('receipt', fx.png(), 'cafe receipt.png').expect(200);
      receiptOnly = body.question;
      expect(receiptOnly.answer).toEqual({
        category: null,
        note: null,
        receipt: { fileName: 'cafe receipt.png', url: `/api/downloads/question-receipt/${receiptOnly.id}/cafe%20receipt.png` },
      });
      expect((await client.get(receiptOnly.answer!.receipt!.url).expect(200)).headers['content-type']).toBe('image/png');
    });

    it('shows the receipt in the console’s list; staff download any client’s receipt', async () => {
      const rows: AdminTransactionQuestionDto[] = (
        await staff
          .get('/api/admin/questions')
          .query({ filter: JSON.stringify({ userId: clientId, status: 'answered' }) })
          .expect(200)
      ).body;
      expect(rows.find((q) => q.id === withReceipt.id)?.answer?.receipt).toEqual(withReceipt.answer!.receipt);
      await staff.get(withReceipt.answer!.receipt!.url).expect(200);
      await staff.head(receiptOnly.answer!.receipt!.url).expect(200);
    });

    it('a question that goes with its transaction (the bank took it back) has its receipt removed from storage', async () => {
      const rows: ReportTransactionRow[] = (await staff.get(`/api/admin/reports/${report.reportId}/transactions`).expect(200)).body;
      const interest = await ask(rows.find((r) => r.name === 'SHOPIFY PAYOUT 8841')!);
      const { body } = await answer(client, interest.id).attach('receipt', fx.pdf(), 'payout.pdf').expect(200);
      const [{ key }] = await db().query(`SELECT receipt_key AS key FROM transaction_questions WHERE id = $1`, [interest.id]);
      const storage = app.get(FileStorage);
      expect(await storage.exists(key)).toBe(true);
      // A sync's `removed`: the bank row goes, its ledger entry and the question go by cascade, and the trigger records the file in the same transaction.
      const recorded = await db().transaction(async (m) => {
        await m.query(`DELETE FROM bank_transactions WHERE id = (SELECT bank_transaction_id FROM ledger_entries WHERE id = $1)`, [
          interest.transaction.transactionId,
        ]);
        return m.query(`SELECT key FROM stored_file_deletions WHERE key = $1`, [key]);
      });
      expect(recorded).toEqual([{ key }]);
      await client.get(body.question.answer.receipt.url).expect(404);

      // Removing it (what the purge job does for each listed file; the job itself is in reconcile.e2e-spec, on a database of
      // its own): storage refusing keeps it listed, and a later try removes the file, then the record.
      const files = app.get(StoredFileDeletions);
      const remove = refuseToRemove(storage, key);
      expect(await files.removeNow([key])).toEqual([key]);
      remove.mockRestore();
      expect(await storage.exists(key)).toBe(true);
      expect(await db().query(`SELECT key FROM stored_file_deletions WHERE key = $1`, [key])).toEqual([{ key }]);

      expect(await files.removeNow([key])).toEqual([]);
      expect(await storage.exists(key)).toBe(false);
      expect(await db().query(`SELECT key FROM stored_file_deletions WHERE key = $1`, [key])).toEqual([]);
    });

    it('deleting the account removes the receipts', async () => {
      const keys: { receipt_key: string }[] = await db().query(`SELECT receipt_key FROM transaction_questions WHERE user_id = $1 AND receipt_key IS NOT NULL`, [
        clientId,
      ]);
      expect(keys).toHaveLength(2);
      const storage = app.get(FileStorage);
      for (const { receipt_key: key } of keys) expect(await storage.exists(key)).toBe(true);
      // The client's bank login is a test row Plaid never issued: letting go of it at Plaid is not what this test is about.
      const forget = jest.spyOn(app.get(BankItemsService), 'forgetUser').mockResolvedValue(undefined);
      await app.get(UsersService).markForDeletion(clientId);
      await app.get(AccountDeletionProcessor).deleteAccount({ userId: clientId });
      forget.mockRestore();
      for (const { receipt_key: key } of keys) expect(await storage.exists(key)).toBe(false);
    });
  });
});
