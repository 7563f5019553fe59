import {
  CallRequestStatus,
  CategoryType,
  CSV_PREVIEW_ROWS,
  CsvUploadStatus,
  DEFAULT_CATEGORIES,
  EditRequestStatus,
  MessageStatus,
  PaymentPlan,
  RegistrationType,
  ReportStatus,
  SubmissionStatus,
} from '@ledgerleaf/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { SecretBox } from '../common/crypto/secret-box';
import type { FileStorage } from '../common/storage/file-storage';
import type { PasswordService } from '../modules/auth/password.service';
import { CallRequest } from '../modules/call-requests/entities/call-request.entity';
import { UserCategory } from '../modules/categories/entities/user-category.entity';
import { offlineEngine } from '../modules/categorization/categorization.service';
import { CategoryMapper } from '../modules/categorization/engine/category-mapper';
import { isConfident } from '../modules/categorization/engine/engine';
import { toPreviewRow } from '../modules/csv/dto/csv-upload.dto';
import { CsvTransaction } from '../modules/csv/entities/csv-transaction.entity';
import { CsvUpload } from '../modules/csv/entities/csv-upload.entity';
import { Message } from '../modules/messages/entities/message.entity';
import { AccountVisibility } from '../modules/plaid/entities/account-visibility.entity';
import { BankAccount } from '../modules/plaid/entities/bank-account.entity';
import { accessTokenContext, BankItem } from '../modules/plaid/entities/bank-item.entity';
import { BankTransaction } from '../modules/plaid/entities/bank-transaction.entity';
import { MonthlyReport } from '../modules/reports/entities/monthly-report.entity';
import type { ReportBuilderService } from '../modules/reports/report-builder.service';
import { AdditionalCategory } from '../modules/submissions/entities/additional-category.entity';
import { EditRequest } from '../modules/submissions/entities/edit-request.entity';
import { ManualTransaction } from '../modules/submissions/entities/manual-transaction.entity';
import { Submission } from '../modules/submissions/entities/submission.entity';
import { SubmissionFile, SubmissionFileRole } from '../modules/submissions/entities/submission-file.entity';
import { SubmissionResult } from '../modules/submissions/entities/submission-result.entity';
import type { ManualTransactionRow } from '../modules/submissions/dto/submission-form';
import { additionalCategoriesCsv, manualTransactionsCsv } from '../modules/submissions/submission-csv';
import { User } from '../modules/users/entities/user.entity';
import { normalizeEmail } from '../modules/users/users.service';
import { CALL_REQUESTS, EXTRA_CLIENTS, MERCHANTS, MESSAGES, random } from './demo-data';

export interface DemoAccounts {
  staffEmail: string;
  staffPassword: string;
  clientEmail: string;
  clientPassword: string;
}

export interface SeedDependencies {
  dataSource: DataSource;
  passwords: PasswordService;
  storage: FileStorage;
  secrets: SecretBox;
  /** The real report builder: the demo's monthly reports are generated, not hand-written. */
  reports: Pick<ReportBuilderService, 'build'>;
}

/** The demo client's last three months: one of each status the screens show. */
const DEMO_REPORTS = [
  {
    back: 3,
    status: ReportStatus.REJECTED,
    notes: 'The bank feed starts part-way through this month, so its first days are missing. Please send the statements for the start of the month; the report will be rebuilt with them.',
  },
  { back: 2, status: ReportStatus.APPROVED, notes: 'Reviewed: HST collected matches the Shopify and Stripe payouts.' },
  { back: 1, status: ReportStatus.PENDING, notes: null },
] as const;

const DAY_MS = 86_400_000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const cents = (value: number) => (value / 100).toFixed(2);

/** A one-page PDF with a line of text, so seeded documents open in a viewer. */
export function textPdf(text: string): Buffer {
  const safe = text.replace(/[()\\]/g, '');
  const stream = `BT /F1 14 Tf 72 720 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const csvCell = (value: string | number) => {
  const s = String(value);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
const toCsv = (rows: (string | number)[][]) => rows.map((r) => r.map(csvCell).join(',')).join('\n') + '\n';

/**
 * Demo data for every table, safe to run on every start: each part is written only
 * when it is missing. Never run in production (the CLI refuses).
 */
export class DemoSeeder {
  private readonly log: string[] = [];

  constructor(private readonly deps: SeedDependencies) {}

  async run(accounts: DemoAccounts, today = new Date()): Promise<string[]> {
    const { client, staff } = await this.deps.dataSource.transaction(async (em) => {
      const staff = await this.ensureUser(em, {
        email: accounts.staffEmail,
        password: accounts.staffPassword,
        firstName: 'Morgan',
        lastName: 'Tremblay',
        phone: '+1 (416) 555-0100',
        isAdmin: true,
      });
      const client = await this.ensureUser(em, {
        email: accounts.clientEmail,
        password: accounts.clientPassword,
        firstName: 'Avery',
        lastName: 'Lambert',
        phone: '+1 (416) 555-0187',
        paymentPlan: PaymentPlan.MONTHLY,
        registrationType: RegistrationType.PAID,
        questionnaire: { taxYearEndDate: `${today.getUTCFullYear()}-12-31`, gstPstOwed: '1840.50', payrollTaxOwed: '0.00', corporateIncomeTaxOwed: '3250.00' },
      });
      for (const [firstName, lastName, email, phone, plan, type] of EXTRA_CLIENTS) {
        await this.ensureUser(em, { email, password: accounts.clientPassword, firstName, lastName, phone, paymentPlan: plan, registrationType: type });
      }
      await this.ensureCategories(em, client);
      await this.ensureBank(em, client, today);
      await this.ensureSubmissions(em, client, staff);
      await this.ensureCsvUploads(em, client, staff);
      await this.ensureCallRequestsAndMessages(em, today);
      return { client, staff };
    });
    await this.ensureReports(client, staff, today);
    return this.log;
  }

  private async ensureUser(
    em: EntityManager,
    input: {
      email: string;
      password: string;
      firstName: string;
      lastName: string;
      phone: string;
      isAdmin?: boolean;
      paymentPlan?: PaymentPlan;
      registrationType?: RegistrationType;
      questionnaire?: Pick<User, 'taxYearEndDate' | 'gstPstOwed' | 'payrollTaxOwed' | 'corporateIncomeTaxOwed'>;
    },
  ): Promise<User> {
    const users = em.getRepository(User);
    const existing = await users.findOneBy({ email: normalizeEmail(input.email) });
    if (existing) return existing;
    const user = await users.save(
      users.create({
        email: normalizeEmail(input.email),
        passwordHash: await this.deps.passwords.hash(input.password),
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        isAdmin: input.isAdmin ?? false,
        paymentPlan: input.paymentPlan ?? PaymentPlan.NONE,
        registrationType: input.registrationType ?? RegistrationType.PAID,
        ...(input.questionnaire ? { ...input.questionnaire, hasCompletedQuestionnaire: true } : {}),
      }),
    );
    this.log.push(`user ${user.email}`);
    return user;
  }

  private async ensureCategories(em: EntityManager, client: User): Promise<void> {
    const repo = em.getRepository(UserCategory);
    if (await repo.existsBy({ userId: client.id })) return;
    const rows = [
      ...DEFAULT_CATEGORIES.REVENUE.map((categoryName) => ({ userId: client.id, type: CategoryType.REVENUE, categoryName })),
      ...DEFAULT_CATEGORIES.EXPENSE.map((categoryName) => ({ userId: client.id, type: CategoryType.EXPENSE, categoryName })),
      { userId: client.id, type: CategoryType.EXPENSE, categoryName: 'Design Contractors' },
    ];
    await repo.insert(rows);
    this.log.push(`${rows.length} categories`);
  }

  /** Two institutions, three accounts and ~90 days of transactions. Returns accounts by kind. */
  private async ensureBank(em: EntityManager, client: User, today: Date): Promise<Map<string, BankAccount>> {
    const items = em.getRepository(BankItem);
    const accounts = em.getRepository(BankAccount);
    const byKind = new Map<string, BankAccount>();
    const existing = await items.find({ where: { userId: client.id }, relations: { accounts: true } });
    if (existing.length) {
      for (const account of existing.flatMap((i) => i.accounts ?? [])) byKind.set(account.subtype === 'credit card' ? 'credit' : account.subtype ?? 'chequing', account);
      return byKind;
    }
    const rbc = await items.save(
      items.create({
        userId: client.id,
        itemId: `demo-item-rbc-${client.id}`,
        accessTokenEncrypted: this.deps.secrets.encrypt(`access-demo-rbc-${client.id}`, accessTokenContext(`demo-item-rbc-${client.id}`)),
        institutionId: 'ins_38',
        institutionName: 'RBC Royal Bank',
        lastSyncedAt: today,
      }),
    );
    const amex = await items.save(
      items.create({
        userId: client.id,
        itemId: `demo-item-amex-${client.id}`,
        accessTokenEncrypted: this.deps.secrets.encrypt(`access-demo-amex-${client.id}`, accessTokenContext(`demo-item-amex-${client.id}`)),
        institutionId: 'ins_10',
        institutionName: 'American Express',
        lastSyncedAt: today,
      }),
    );
    const specs = [
      { kind: 'chequing', item: rbc, name: 'RBC Business Chequing', mask: '4821', type: 'depository', subtype: 'checking' },
      { kind: 'savings', item: rbc, name: 'RBC High Interest Savings', mask: '9034', type: 'depository', subtype: 'savings' },
      { kind: 'credit', item: amex, name: 'Amex Business Gold Card', mask: '1007', type: 'credit', subtype: 'credit card' },
    ];
    for (const spec of specs) {
      const account = await accounts.save(
        accounts.create({ bankItemId: spec.item.id, accountId: `demo-acct-${spec.kind}-${client.id}`, name: spec.name, mask: spec.mask, type: spec.type, subtype: spec.subtype }),
      );
      byKind.set(spec.kind, account);
    }
    await em.getRepository(AccountVisibility).insert(specs.map((s) => ({ userId: client.id, accountId: `demo-acct-${s.kind}-${client.id}`, isHidden: false })));

    const rand = random(client.id * 7919);
    const rows: Partial<BankTransaction>[] = [];
    let sequence = 0;
    for (let back = 90; back >= 0; back--) {
      const day = new Date(today.getTime() - back * DAY_MS);
      for (const m of MERCHANTS) {
        const happens = m.dayOfMonth ? day.getUTCDate() === m.dayOfMonth : rand() < m.perMonth / 30;
        if (!happens) continue;
        const amount = Math.round(m.minCents + (m.maxCents - m.minCents) * rand());
        rows.push({
          userId: client.id,
          bankAccountId: byKind.get(m.account)!.id,
          accountName: byKind.get(m.account)!.name,
          transactionId: `demo-txn-${client.id}-${++sequence}`,
          amount: cents(amount),
          date: isoDate(day),
          name: m.name,
          merchantName: m.merchantName,
          pending: back < 2 && rand() < 0.5,
          category: m.category,
          categoryId: m.categoryId,
          paymentChannel: m.channel,
        });
      }
    }
    await em.getRepository(BankTransaction).createQueryBuilder().insert().values(rows).execute();
    this.log.push(`2 bank items, 3 accounts, ${rows.length} transactions`);
    return byKind;
  }

  /**
   * The three months before `today`, each built by the real report builder from the
   * seeded bank transactions (categorized offline without an OpenAI key): the oldest
   * rejected with the bookkeeper's notes, the middle one approved (the client downloads
   * it), the latest waiting for review. A month that already has a report is left alone.
   * Runs after the bank data is committed: the builder reads through its own connection.
   */
  private async ensureReports(client: User, staff: User, today: Date): Promise<void> {
    const repo = this.deps.dataSource.getRepository(MonthlyReport);
    let built = 0;
    for (const { back, status, notes } of DEMO_REPORTS) {
      const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1));
      const target = { year: start.getUTCFullYear(), month: start.getUTCMonth() + 1 };
      if (await repo.existsBy({ userId: client.id, ...target })) continue;
      const report = await this.deps.reports.build(client.id, target);
      if (!report) continue;
      if (status !== ReportStatus.PENDING) {
        // As staff review does it (conditional on pending), without the client e-mail.
        const monthEnd = new Date(Date.UTC(target.year, target.month, 0));
        await repo.update(
          { id: report.id, status: ReportStatus.PENDING },
          { status, adminNotes: notes, reviewedBy: staff.id, reviewedAt: new Date(Math.min(monthEnd.getTime() + 3 * DAY_MS, today.getTime())) },
        );
      }
      built += 1;
    }
    if (built) this.log.push(`${built} monthly report(s)`);
  }

  private async ensureSubmissions(em: EntityManager, client: User, staff: User): Promise<void> {
    const repo = em.getRepository(Submission);
    if (await repo.existsBy({ userId: client.id })) return;
    // Every file is stored through FileStorage and registered in submission_files, so the
    // dashboard and the console can open it (owner and staff only).
    const registry: Partial<SubmissionFile>[] = [];
    const store = async (content: Buffer, name: string, mimeType: string) => {
      const stored = await this.deps.storage.save(content, name);
      registry.push({ storageKey: stored.key, originalName: name, mimeType, size: stored.size });
      return { path: stored.key, originalName: name };
    };
    const pdf = (text: string, name: string) => store(textPdf(text), name, 'application/pdf');
    const register = async (submissionId: number, role: SubmissionFileRole, editRequestId: number | null = null) => {
      const pending = registry.splice(0);
      await em.getRepository(SubmissionFile).insert(pending.map((f) => ({ ...f, submissionId, role, editRequestId })));
    };

    const rows: ManualTransactionRow[] = [
      { transactionDate: '2026-10-04', transactionName: 'Cash sale - print job', province: 'ON', amount: '240.00' },
      { transactionDate: '2026-10-19', transactionName: 'Parking - client visit', province: 'ON', amount: '18.75' },
    ];
    const categories = [{ type: CategoryType.EXPENSE, categoryName: 'Printing' }];
    const documents = [await pdf('Invoice 1042 - Maple & Oak Cafe - $1,850.00', 'invoice-1042.pdf'), await pdf('Staples receipt - $184.50', 'staples-receipt.pdf')];
    const pending = await repo.save(repo.create({ userId: client.id, summaryName: 'October receipts and invoices', documents }));
    await register(pending.id, SubmissionFileRole.DOCUMENT);
    const manualCsv = await store(manualTransactionsCsv(rows), 'manual-transactions.csv', 'text/csv');
    await register(pending.id, SubmissionFileRole.MANUAL_TRANSACTIONS_CSV);
    const categoriesCsv = await store(additionalCategoriesCsv(categories), 'additional-categories.csv', 'text/csv');
    await register(pending.id, SubmissionFileRole.ADDITIONAL_CATEGORIES_CSV);
    await repo.update({ id: pending.id }, { manualTransactionsCsvUrl: manualCsv.path, additionalCategoriesCsvUrl: categoriesCsv.path });
    await em.getRepository(ManualTransaction).insert(rows.map((r) => ({ ...r, submissionId: pending.id })));
    await em.getRepository(AdditionalCategory).insert(categories.map((c) => ({ ...c, submissionId: pending.id })));

    const completed = await repo.save(
      repo.create({ userId: client.id, summaryName: 'September bank statements', documents: [await pdf('RBC statement - September', 'rbc-statement-september.pdf')] }),
    );
    await register(completed.id, SubmissionFileRole.DOCUMENT);
    const resultPdf = await pdf('Ledgerleaf - September bookkeeping summary', 'september-summary.pdf');
    await register(completed.id, SubmissionFileRole.RESULT_PDF);
    const resultCsv = await store(Buffer.from(toCsv([['Category', 'Total'], ['Sales Revenue', '9420.00'], ['Rent/Lease', '-2400.00']])), 'september.csv', 'text/csv');
    await register(completed.id, SubmissionFileRole.RESULT_CSV);
    await em.getRepository(SubmissionResult).insert({ submissionId: completed.id, pdfKey: resultPdf.path, csvKey: resultCsv.path, deliveredBy: staff.id });
    await repo.update({ id: completed.id }, { status: SubmissionStatus.COMPLETED, resultPdfUrl: resultPdf.path, resultCsvUrl: resultCsv.path });

    const edited = await repo.save(
      repo.create({
        userId: client.id,
        summaryName: 'August expenses',
        documents: [await pdf('Air Canada itinerary - $512.40', 'air-canada-itinerary.pdf')],
        status: SubmissionStatus.EDIT_REQUESTED,
      }),
    );
    await register(edited.id, SubmissionFileRole.DOCUMENT);
    const attachment = await pdf('Client approval email - Montreal project', 'client-approval.pdf');
    const request = await em.getRepository(EditRequest).save(
      em.getRepository(EditRequest).create({
        submissionId: edited.id,
        description: 'The Air Canada flight was for a client project in Montreal; please file it under Travel & Meals.',
        status: EditRequestStatus.PENDING,
        documents: [attachment],
      }),
    );
    await register(edited.id, SubmissionFileRole.EDIT_ATTACHMENT, request.id);
    this.log.push('3 submissions');
  }

  /** One upload categorized by the real offline engine (with a preview), and one waiting to be categorized. */
  private async ensureCsvUploads(em: EntityManager, client: User, staff: User): Promise<void> {
    const repo = em.getRepository(CsvUpload);
    if (await repo.existsBy({ uploadedBy: client.id })) return;
    const rows = [
      ['2026-09-02', 'SQUARE DEPOSIT 4411', '1280.00'],
      ['2026-09-05', 'ADOBE *CREATIVE CLD 800-833-6687 CA', '-104.99'],
      ['2026-09-09', 'PRE-AUTHORIZED DEBIT ROGERS WIRELESS 00012345', '-98.50'],
      ['2026-09-14', 'POS PURCHASE STAPLES #312 MISSISSAUGA ON', '-64.20'],
      ['2026-09-21', 'UBER* TRIP HELP.UBER.COM', '-23.75'],
      ['2026-09-24', 'SQ *MAMA MIA TRATTORIA HALIFAX NS', '-48.20'],
      ['2026-09-28', 'MONTHLY ACCOUNT FEE', '-32.95'],
      ['2026-09-30', 'INTERAC E-TRANSFER FROM NORTHSHORE DENTAL', '2250.00'],
    ];
    const categories = (['REVENUE', 'EXPENSE'] as const).flatMap((type) => DEFAULT_CATEGORIES[type].map((categoryName) => ({ type, categoryName })));
    const content = toCsv([['Transaction_Date', 'Transaction_Name', 'Transaction_Amount', 'Transaction_Category'], ...rows.map((r) => [...r, ''])]);
    const completedFile = await this.deps.storage.save(Buffer.from(content), 'september-card-export.csv');
    const completed = await repo.save(
      repo.create({ fileName: 'september-card-export.csv', filePath: completedFile.key, originalRowCount: rows.length, uploadedBy: client.id, categories }),
    );
    const results = offlineEngine().categorize(
      rows.map(([date, name, amount]) => ({ date, name, amount })),
      new CategoryMapper(categories),
      new Map(),
    );
    const transactions = em.getRepository(CsvTransaction);
    await transactions.insert(
      rows.map(([transactionDate, transactionName, transactionAmount], rowIndex) => ({
        csvUploadId: completed.id,
        rowIndex,
        transactionDate,
        transactionName,
        transactionAmount,
        originalCategory: null,
        aiCategory: results[rowIndex].category,
        confidence: results[rowIndex].confidence,
        source: results[rowIndex].source,
        merchantKey: results[rowIndex].merchantKey,
      })),
    );
    const preview = await transactions.find({ where: { csvUploadId: completed.id }, order: { rowIndex: 'ASC' }, take: CSV_PREVIEW_ROWS });
    await repo.update(completed.id, {
      status: CsvUploadStatus.COMPLETED,
      progress: 100,
      processedRowCount: rows.length,
      reviewCount: results.filter((r) => !isConfident(r)).length,
      categorizedData: preview.map(toPreviewRow),
      processedAt: new Date(),
    });
    const waitingFile = await this.deps.storage.save(Buffer.from(content), 'october-card-export.csv');
    const waiting = await repo.save(repo.create({ fileName: 'october-card-export.csv', filePath: waitingFile.key, originalRowCount: rows.length, uploadedBy: staff.id, categories }));
    await transactions.insert(
      rows.map(([transactionDate, transactionName, transactionAmount], rowIndex) => ({ csvUploadId: waiting.id, rowIndex, transactionDate, transactionName, transactionAmount, originalCategory: null })),
    );
    this.log.push('2 CSV uploads');
  }

  private async ensureCallRequestsAndMessages(em: EntityManager, today: Date): Promise<void> {
    const calls = em.getRepository(CallRequest);
    for (const c of CALL_REQUESTS) {
      if (await calls.existsBy({ email: c.email })) continue;
      await calls.insert({
        firstName: c.firstName,
        lastName: c.lastName,
        email: c.email,
        phone: c.phone,
        preferredDate: isoDate(new Date(today.getTime() + c.inDays * DAY_MS)),
        preferredTime: c.time,
        timezone: c.timezone,
        status: c.completed ? CallRequestStatus.COMPLETED : CallRequestStatus.PENDING,
      });
      this.log.push(`call request ${c.email}`);
    }
    const messages = em.getRepository(Message);
    for (const m of MESSAGES) {
      if (await messages.existsBy({ email: m.email })) continue;
      await messages.insert({
        firstName: m.firstName,
        lastName: m.lastName,
        email: m.email,
        phone: m.phone,
        question: m.question,
        status: m.read ? MessageStatus.READ : MessageStatus.UNREAD,
        readAt: m.read ? today : null,
      });
      this.log.push(`message ${m.email}`);
    }
  }
}
