import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  GST_HST_NUMBER_FORMAT,
  GST_HST_REMINDER_TEXTS,
  RATE_SCALE,
  salesTaxRatesOn,
  type GstHstWorksheet,
  TAX_MESSAGES,
  VALIDATION,
} from '@ledgerleaf/contracts';
import { parse } from 'csv-parse/sync';
import { getDataSourceToken } from '@nestjs/typeorm';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { businessDay } from '../../src/common/time/business-time';
import { periodContaining, periodStatus } from '../../src/modules/tax/filing-periods';
import { ScheduledRuns } from '../../src/common/jobs/scheduled-runs';
import { GST_HST_REMINDERS_RUN } from '../../src/modules/tax/tax.jobs';
import { TaxRemindersProcessor } from '../../src/modules/tax/tax-reminders.processor';
import { TaxRemindersScheduler } from '../../src/modules/tax/tax-reminders.scheduler';
import { TaxRemindersService } from '../../src/modules/tax/tax-reminders.service';
import { clientWithBankMonth } from '../helpers/bank-month';
import { createTestApp, createUser, loginAs, type Agent } from '../helpers/test-app';

const db = (app: NestExpressApplication) => app.get<DataSource>(getDataSourceToken());
const cents = (decimal: string) => Math.round(Number(decimal) * 100);

/** The lines as CRA adds them: 105 = 103 + 104, 108 = 106 + 107, 109 = 105 − 108. */
function expectLinesAddUp(w: GstHstWorksheet) {
  const l = (n: keyof GstHstWorksheet['lines']) => cents(w.lines[n]);
  expect(l('105')).toBe(l('103') + l('104'));
  expect(l('108')).toBe(l('106') + l('107'));
  expect(l('109')).toBe(l('105') - l('108'));
}

const PROFILE = { province: 'ON', filingFrequency: 'quarterly', method: 'regular', businessStructure: 'sole_proprietor' };

describe('tax: profile and GST/HST worksheets', () => {
  let app: NestExpressApplication;
  let client: Agent;
  let staff: Agent;
  let other: Agent;
  let userId: number;
  let email: string;

  beforeAll(async () => {
    app = await createTestApp();
    // July–September 2026 (ON): Aug 14 software −113.00; Sep 2 sales 1,130.00; Sep 5 software −113.00;
    // Sep 12 meals −22.60; Sep 30 bank fee −4.95; a pending row and a hidden account's interest (left out).
    const made = await clientWithBankMonth(app);
    userId = made.user.id;
    email = made.user.email;
    client = await loginAs(app, made.user.email, made.password);
    await client.get('/api/plaid/user-categories').expect(200);
    const admin = await createUser(app, { isAdmin: true });
    staff = await loginAs(app, admin.user.email, admin.password);
    const stranger = await createUser(app);
    other = await loginAs(app, stranger.user.email, stranger.password);
  });
  afterAll(() => app.close());

  it('answers the defaults before a profile is saved, the province being the one the client already has', async () => {
    const { body } = await client.get('/api/tax/profile').expect(200);
    expect(body).toEqual({
      province: 'ON',
      gstHstNumber: null,
      qstNumber: null,
      filingFrequency: 'quarterly',
      method: 'regular',
      businessStructure: 'sole_proprietor',
      taxYearEnd: '12-31',
    });
  });

  it('refuses a GST/HST number that is not a BN with its RT account, naming the format, and keeps what was stored', async () => {
    for (const gstHstNumber of ['123456782', '123456782RC0001', '123456789RT0001', 'abc']) {
      const { body } = await client
        .put('/api/tax/profile')
        .send({ ...PROFILE, gstHstNumber, method: 'quick' })
        .expect(400);
      expect(body.message).toContain(GST_HST_NUMBER_FORMAT);
    }
    await client
      .put('/api/tax/profile')
      .send({ ...PROFILE, filingFrequency: 'weekly' })
      .expect(400);
    expect((await client.get('/api/tax/profile').expect(200)).body.method).toBe('regular');
  });

  it('saves a profile, writing the number without spaces', async () => {
    const { body } = await client
      .put('/api/tax/profile')
      .send({ ...PROFILE, gstHstNumber: '123456782 RT 0001' })
      .expect(200);
    expect(body).toMatchObject({ ...PROFILE, gstHstNumber: '123456782RT0001' });
    expect((await client.get('/api/tax/profile').expect(200)).body.gstHstNumber).toBe('123456782RT0001');
    // Left out, it stays; null clears it.
    await client.put('/api/tax/profile').send(PROFILE).expect(200);
    expect((await client.get('/api/tax/profile').expect(200)).body.gstHstNumber).toBe('123456782RT0001');
    expect(
      (
        await client
          .put('/api/tax/profile')
          .send({ ...PROFILE, gstHstNumber: null })
          .expect(200)
      ).body.gstHstNumber,
    ).toBeNull();
    await client
      .put('/api/tax/profile')
      .send({ ...PROFILE, gstHstNumber: '123456782RT0001' })
      .expect(200);
  });

  it("computes the quarter's worksheet to the cent, with the categories behind each line", async () => {
    const { body } = await client.get('/api/tax/gst-hst-returns/2026-07-01').expect(200);
    expect(body.period).toEqual({ start: '2026-07-01', end: '2026-09-30', dueDate: '2026-10-31', paymentDueDate: '2026-10-31' });
    expect(body).toMatchObject({ province: 'ON', method: 'regular', transactionCount: 5, uncategorizedCount: 0, estimate: true, qst: null, quickMethod: null });
    // 101: 1,130.00 − 130.00 HST; 106: software 226.00 × 13/113 = 26.00 + meals 22.60 × 13/113 × 50 % = 1.30.
    expect(body.lines).toEqual({
      '101': '1000.00',
      '103': '130.00',
      '104': '0.00',
      '105': '130.00',
      '106': '27.30',
      '107': '0.00',
      '108': '27.30',
      '109': '102.70',
    });
    expect(body.categories).toEqual([
      { category: 'Sales Revenue', type: 'REVENUE', treatment: 'taxable', itcShare: 0, total: '1130.00', taxIncluded: '130.00' },
      { category: 'Software', type: 'EXPENSE', treatment: 'taxable', itcShare: 1, total: '226.00', taxIncluded: '26.00' },
      { category: 'Travel & Meals', type: 'EXPENSE', treatment: 'taxable', itcShare: 0.5, total: '22.60', taxIncluded: '2.60' },
      { category: 'Bank Fees', type: 'EXPENSE', treatment: 'exempt', itcShare: 0, total: '4.95', taxIncluded: '0.00' },
    ]);
    expectLinesAddUp(body);
  });

  it('gives the same lines as an independent computation from its own categories and treatments', async () => {
    await client
      .put('/api/tax/profile')
      .send({ ...PROFILE, filingFrequency: 'monthly' })
      .expect(200);
    const { body } = await client.get('/api/tax/gst-hst-returns/2026-09-01').expect(200);
    const rates = salesTaxRatesOn('ON', '2026-09-01');
    const share = (total: string, fraction: number) => (cents(total) * fraction * rates.hst) / (RATE_SCALE + rates.hst);
    let collected = 0;
    let itc = 0;
    for (const c of body.categories as GstHstWorksheet['categories']) {
      if (c.treatment !== 'taxable') continue;
      if (c.type === 'REVENUE') collected += share(c.total, 1);
      else itc += share(c.total, c.itcShare);
    }
    expect(Math.abs(cents(body.lines['103']) - collected)).toBeLessThanOrEqual(body.categories.length);
    expect(Math.abs(cents(body.lines['106']) - itc)).toBeLessThanOrEqual(body.categories.length);
    // September alone: 130.00 − (13.00 + 1.30).
    expect(body.lines['109']).toBe('115.70');
    expectLinesAddUp(body);
  });

  it('lists the periods newest first, each with its due date, status and the net tax of its worksheet', async () => {
    await client.put('/api/tax/profile').send(PROFILE).expect(200);
    const { body } = await client.get('/api/tax/gst-hst-returns').expect(200);
    const today = businessDay(new Date());
    const current = periodContaining(today, { frequency: 'quarterly', businessStructure: 'sole_proprietor', taxYearEnd: '12-31' });
    expect(body[0]).toMatchObject({ periodStart: current.start, status: 'in_progress' });
    const q3 = body.find((p: { periodStart: string }) => p.periodStart === '2026-07-01');
    const period = periodContaining('2026-07-01', { frequency: 'quarterly', businessStructure: 'sole_proprietor', taxYearEnd: '12-31' });
    expect(q3).toEqual({
      periodStart: '2026-07-01',
      periodEnd: '2026-09-30',
      dueDate: '2026-10-31',
      paymentDueDate: '2026-10-31',
      status: periodStatus(period, today),
      netTax: '102.70',
    });
    const starts = body.map((p: { periodStart: string }) => p.periodStart);
    expect([...starts].sort().reverse()).toEqual(starts);
  });

  it('mails the estimate a week before the due date, once per period', async () => {
    const reminders = app.get(TaxRemindersService);
    const mailsTo = async () =>
      (await db(app).query(`SELECT message FROM mail_outbox WHERE message->>'to' = $1`, [email])).map(
        (r: { message: { subject: string; text: string } }) => r.message,
      );
    // July–September is due October 31: not yet on the 20th, in the week before on the 25th.
    await reminders.sendDue('2026-10-20');
    expect(await mailsTo()).toEqual([]);
    await reminders.sendDue('2026-10-25');
    await reminders.sendDue('2026-10-26');
    const mails = await mailsTo();
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(GST_HST_REMINDER_TEXTS.subject('2026-10-31'));
    expect(mails[0].text).toContain('Your GST/HST return for 2026-07-01 to 2026-09-30 is due 2026-10-31.');
    expect(mails[0].text).toContain('Estimated net tax from your bank transactions: $102.70.');
    expect(mails[0].text).toContain('/dashboard?tab=sales-tax');
  });

  it("catches up a day's reminder run that no process started, and only once it has run", async () => {
    const scheduler = app.get(TaxRemindersScheduler);
    // 11:00 in Toronto on October 24: that day's 07:30 run is due.
    const now = new Date('2026-10-24T15:00:00Z');
    expect(await scheduler.catchUp(now)).toBe(true);
    await app.get(TaxRemindersProcessor).send({ day: '2026-10-24' });
    expect(await app.get(ScheduledRuns).hasRun(GST_HST_REMINDERS_RUN, '2026-10-24')).toBe(true);
    expect(await scheduler.catchUp(now)).toBe(false);
  });

  it('applies the Quick Method: 8.8 % of tax-included sales and the 1 % credit on line 107', async () => {
    await client
      .put('/api/tax/profile')
      .send({ ...PROFILE, method: 'quick' })
      .expect(200);
    const { body } = await client.get('/api/tax/gst-hst-returns/2026-07-01').expect(200);
    // 1,130.00 × 8.8 % = 99.44; the first $30,000 of the year: 1 % of 1,130.00 = 11.30.
    expect(body.lines).toEqual({
      '101': '1130.00',
      '103': '99.44',
      '104': '0.00',
      '105': '99.44',
      '106': '0.00',
      '107': '11.30',
      '108': '11.30',
      '109': '88.14',
    });
    expect(body.quickMethod).toMatchObject({ kind: 'services', rate: '8.8%', eligibleSupplies: '1130.00', credit: '11.30' });
    expectLinesAddUp(body);
  });

  it("saves a Québec registrant's QST number (10 digits, TQ, 4 digits), refuses another with a 400 in the asker's language, and prints it on the worksheet", async () => {
    const QC = { ...PROFILE, province: 'QC' };
    for (const qstNumber of ['1234567890', '1234567890RT0001', '123456789TQ0001', '1234567890TQ00011', 'TQ']) {
      const french = await client
        .put('/api/tax/profile')
        .set('Accept-Language', 'fr-CA')
        .send({ ...QC, qstNumber })
        .expect(400);
      expect(french.body.message).toContain('Le numéro d’inscription à la TVQ doit compter 16');
      expect(french.body.code).toBe('validation.qstNumberFormat');
      const english = await client
        .put('/api/tax/profile')
        .set('Accept-Language', 'en-CA')
        .send({ ...QC, qstNumber })
        .expect(400);
      expect(english.body.message).toContain(VALIDATION.qstNumberFormat);
    }
    expect((await client.get('/api/tax/profile').expect(200)).body.qstNumber).toBeNull();
    const { body } = await client
      .put('/api/tax/profile')
      .send({ ...QC, qstNumber: '1234567890 tq 0001' })
      .expect(200);
    expect(body).toMatchObject({ province: 'QC', gstHstNumber: '123456782RT0001', qstNumber: '1234567890TQ0001' });
    // Left out, it stays (and so does the GST/HST number when only the QST one is sent).
    await client.put('/api/tax/profile').send(QC).expect(200);
    expect((await client.get('/api/tax/profile').expect(200)).body).toMatchObject({ gstHstNumber: '123456782RT0001', qstNumber: '1234567890TQ0001' });
    const csv = await client.get('/api/downloads/gst-hst-return/2026-07-01/csv').expect(200);
    expect(parse(csv.text, { relax_column_count: true })).toContainEqual(['', 'QST registration number', '1234567890TQ0001']);
    // The database keeps the format too.
    await expect(db(app).query(`UPDATE tax_profiles SET qst_number = 'nope' WHERE user_id = $1`, [userId])).rejects.toThrow(/CHK_tax_profiles_qst_number/);
    expect(
      (
        await client
          .put('/api/tax/profile')
          .send({ ...QC, qstNumber: null })
          .expect(200)
      ).body.qstNumber,
    ).toBeNull();
    await client.put('/api/tax/profile').send(PROFILE).expect(200);
  });

  it('keeps QST apart for a Québec client', async () => {
    await client
      .put('/api/tax/profile')
      .send({ ...PROFILE, province: 'QC' })
      .expect(200);
    const { body } = await client.get('/api/tax/gst-hst-returns/2026-07-01').expect(200);
    // 1,130.00 × 5/114.975 = 49.14 GST; × 9.975/114.975 = 98.04 QST.
    expect(body.lines['103']).toBe('49.14');
    // Refunds, rounded on each transaction: software 2 × (113.00 × 9.975/114.975 = 9.80), meals 22.60 × 9.975/114.975 × 50 % = 0.98.
    expect(body.qst).toEqual({ collected: '98.04', inputTaxRefunds: '20.58', netTax: '77.46' });
    await client.put('/api/tax/profile').send(PROFILE).expect(200);
  });

  it("answers 400 for a date not written YYYY-MM-DD and 404 for a day that starts none of the client's periods", async () => {
    expect((await client.get('/api/tax/gst-hst-returns/2026-13-01').expect(400)).body.message).toBe(TAX_MESSAGES.periodStartFormat);
    expect((await client.get('/api/tax/gst-hst-returns/2026-08-01').expect(404)).body.message).toBe(TAX_MESSAGES.unknownPeriod);
    await client.get('/api/tax/gst-hst-returns/2031-01-01').expect(404);
  });

  it('downloads the worksheet as PDF and CSV, labelled as an estimate, for its own client only', async () => {
    const pdf = await client.get('/api/downloads/gst-hst-return/2026-07-01/pdf').buffer(true).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="gst-hst-worksheet-2026-07-01.pdf"');
    expect(Buffer.from(pdf.body).subarray(0, 5).toString()).toBe('%PDF-');
    const csv = await client.get('/api/downloads/gst-hst-return/2026-07-01/csv').expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const rows = parse(csv.text, { relax_column_count: true }) as string[][];
    expect(rows[1]).toEqual([TAX_MESSAGES.estimateLabel]);
    expect(rows).toContainEqual(['109', 'Net tax (105 − 108)', '102.70', '']);
    expect(rows).toContainEqual(['106', 'Input tax credits (ITCs)', '27.30', 'Software; Travel & Meals']);
    await client.get('/api/downloads/gst-hst-return/2026-07-01/xlsx').expect(404);
    await other.get('/api/downloads/gst-hst-return/2026-07-01/pdf').expect(404);
    await request(app.getHttpServer()).get('/api/downloads/gst-hst-return/2026-07-01/pdf').expect(401);
    const staffCsv = await staff.get(`/api/admin/tax/users/${userId}/gst-hst-returns/2026-07-01/csv`).expect(200);
    expect(staffCsv.text).toBe(csv.text);
  });

  it("answers 404 for another client's period", async () => {
    await other.get('/api/tax/gst-hst-returns/2026-07-01').expect(404);
    const { body } = await other.get('/api/tax/gst-hst-returns').expect(200);
    expect(body.every((p: { netTax: string }) => p.netTax === '0.00')).toBe(true);
  });

  it('lets staff change a category treatment for the client, and refuses clients and strangers on the staff routes', async () => {
    await request(app.getHttpServer()).get('/api/tax/profile').expect(401);
    await client.get(`/api/admin/tax/users/${userId}/treatments`).expect(403);
    const { body: rows } = await staff.get(`/api/admin/tax/users/${userId}/treatments`).expect(200);
    expect(rows.find((r: { category: string }) => r.category === 'Travel & Meals')).toMatchObject({
      treatment: 'taxable',
      itcSharePercent: 50,
      overridden: false,
    });
    await staff.put(`/api/admin/tax/users/${userId}/treatments`).send({ category: 'travel & meals', treatment: 'taxable', itcSharePercent: 150 }).expect(400);
    await staff.put(`/api/admin/tax/users/${userId}/treatments`).send({ category: 'No Such Category', treatment: 'exempt', itcSharePercent: 0 }).expect(404);
    const { body: row } = await staff
      .put(`/api/admin/tax/users/${userId}/treatments`)
      .send({ category: 'travel & meals', treatment: 'taxable', itcSharePercent: 100 })
      .expect(200);
    expect(row).toEqual({ category: 'Travel & Meals', type: 'EXPENSE', treatment: 'taxable', itcSharePercent: 100, overridden: true });
    // Meals now at 100 %: 26.00 + 2.60.
    const { body } = await staff.get(`/api/admin/tax/users/${userId}/gst-hst-returns/2026-07-01`).expect(200);
    expect(body.lines['106']).toBe('28.60');
    expect((await client.get('/api/tax/gst-hst-returns/2026-07-01').expect(200)).body.lines['106']).toBe('28.60');
    expect((await staff.get(`/api/admin/tax/users/${userId}/profile`).expect(200)).body.gstHstNumber).toBe('123456782RT0001');
    await staff.get('/api/admin/tax/users/999999999/profile').expect(404);
  });
});
