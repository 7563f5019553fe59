import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CallRequestStatus,
  personName,
  CategoryType,
  CSV_REQUIRED_COLUMNS,
  CsvUploadStatus,
  DEFAULT_CATEGORIES,
  defaultCategoriesIn,
  defaultCategoryName,
  MessageStatus,
  PaymentPlan,
  RECEIPT_MESSAGES,
  RegistrationType,
  ReportStatus,
  StaffRole,
  SubmissionStatus,
  type SubmissionView,
  type TaxProfileRequest,
} from '@ledgerleaf/contracts';
import { stringify } from 'csv-stringify/sync';
import {
  DEMO_FR_ANSWERED_QUESTION,
  DEMO_FR_BANK,
  DEMO_FR_CLIENT,
  DEMO_FR_CONVERSATION,
  DEMO_FR_MERCHANTS,
  DEMO_FR_QUESTION,
  DEMO_FR_REPORT_NOTES,
  DEMO_FR_TAX_PROFILE,
} from './demo-data-fr';
import type { DataSource, EntityManager } from 'typeorm';
import type { Events } from '../common/events/events';
import { REPORT_APPROVED } from '../common/events/report-approved';
import type { SecretBox } from '../common/crypto/secret-box';
import type { ScheduledRuns } from '../common/jobs/scheduled-runs';
import type { FileStorage } from '../common/storage/file-storage';
import type { PasswordService } from '../modules/auth/password.service';
import { CallRequest } from '../modules/call-requests/entities/call-request.entity';
import { UserCategory } from '../modules/categories/entities/user-category.entity';
import type { OpeningsService } from '../modules/books/openings.service';
import type { ReconciliationsService } from '../modules/books/reconciliations/reconciliations.service';
import { parseMonth } from '../modules/books/reconciliations/reconciliation-input';
import type { CsvBooksService } from '../modules/csv/csv-books.service';
import type { CsvCategorizationService } from '../modules/csv/csv-categorization.service';
import type { Actor } from '../modules/csv/csv-actor';
import type { CsvUploadsService } from '../modules/csv/csv-uploads.service';
import type { CsvUpload } from '../modules/csv/entities/csv-upload.entity';
import { Message } from '../modules/messages/entities/message.entity';
import { AccountVisibility } from '../modules/plaid/entities/account-visibility.entity';
import { BankAccount } from '../modules/plaid/entities/bank-account.entity';
import { accessTokenContext, BankItem } from '../modules/plaid/entities/bank-item.entity';
import { BankTransaction } from '../modules/plaid/entities/bank-transaction.entity';
import { MonthlyReport } from '../modules/reports/entities/monthly-report.entity';
import type { QuestionsService } from '../modules/questions/questions.service';
import type { DataExportsService } from '../modules/data-export/data-exports.service';
import type { CategorizationService } from '../modules/categorization/categorization.service';
import type { LedgerChangesProcessor } from '../modules/reports/ledger-changes.processor';
import type { ReportBuilderService } from '../modules/reports/report-builder.service';
import type { ReportVersionsService } from '../modules/reports/report-versions.service';
import type { ReportQueriesService } from '../modules/reports/report-queries.service';
import type { ReportReviewService } from '../modules/reports/report-review.service';
import { MONTHLY_REPORTS_RUN, monthJobId } from '../modules/reports/reports.jobs';
import type { SubmissionReviewService } from '../modules/submissions/submission-review.service';
import type { SubmissionsService } from '../modules/submissions/submissions.service';
import type { StoredPart } from '../common/storage/upload-storage-engine';
import { AccessLogEntry } from '../common/access-log/access-log-entry.entity';
import { ConversationAttachment } from '../modules/conversations/entities/conversation-attachment.entity';
import { ConversationMessage } from '../modules/conversations/entities/conversation-message.entity';
import { ConversationThread } from '../modules/conversations/entities/conversation-thread.entity';
import { AccountManagerAssignment } from '../modules/users/entities/account-manager-assignment.entity';
import { User } from '../modules/users/entities/user.entity';
import type { TaxProfilesService } from '../modules/tax/tax-profiles.service';
import { Receipt } from '../modules/receipts/entities/receipt.entity';
import type { ReceiptMatchingService } from '../modules/receipts/receipt-matching.service';
import type { YearEndPackagesService } from '../modules/tax/year-end-packages.service';
import { normalizeEmail } from '../modules/users/users.service';
import {
  CALL_REQUESTS,
  DEMO_BOOKS_CSV,
  DEMO_CARD_PAYMENT,
  DEMO_OWNER_DRAWING,
  DEMO_CSV,
  DEMO_TAX_PROFILE,
  DEMO_SUBMISSIONS,
  DEMO_QUESTION,
  DEMO_ANSWERED_QUESTION,
  DEMO_VERSION_REASON,
  DEMO_ACCESS_LOG,
  DEMO_AMBIGUOUS_ROWS,
  DEMO_BOOKKEEPERS,
  DEMO_RECEIPTS,
  DEMO_CONVERSATION,
  type DemoPdf,
  EXTRA_CLIENTS,
  MERCHANTS,
  MESSAGES,
  random,
} from './demo-data';
import { receiptPdf, textPdf } from './fixtures/text-pdf';

export interface DemoAccounts {
  staffEmail: string;
  staffPassword: string;
  clientEmail: string;
  clientPassword: string;
  /** The French-speaking demo client (issue 31): demo-fr@ledgerleaf.test / client-demo-fr-1 unless given. */
  frenchClientEmail?: string;
  frenchClientPassword?: string;
}

export interface SeedDependencies {
  dataSource: DataSource;
  passwords: PasswordService;
  storage: FileStorage;
  secrets: SecretBox;
  /** The real report builder: the demo's monthly reports are generated, not hand-written. */
  reports: Pick<ReportBuilderService, 'build'>;
  /** Staff review and reopening, as the console does them: the demo's approved month is at version 2. */
  reportReview: Pick<ReportReviewService, 'review'>;
  /** A report's rows, as staff read them. */
  reportQueries: Pick<ReportQueriesService, 'transactionsOf'>;
  /** What follows an approval (learning, the changelog, the year-end package, the e-mail), run here: the seed runs no worker. */
  events: Pick<Events, 'run'>;
  reportVersions: Pick<ReportVersionsService, 'reopen'>;
  memory: Pick<CategorizationService, 'learnFromStaff'>;
  /** The CSV services: demo files are uploaded and categorized as a client's are. */
  csvUploads: Pick<CsvUploadsService, 'upload' | 'listForClient'>;
  csvCategorization: Pick<CsvCategorizationService, 'start' | 'categorizeUpload'>;
  /** "Add to my books": the demo card account joins the client's books as a client adds it. */
  csvBooks: Pick<CsvBooksService, 'add'>;
  /**
   * What a worker does after a change of the books (flag possible duplicates, rebuild pending
   * reports), run by the seed itself before it builds the reports: it runs no worker.
   */
  ledgerChanges: Pick<LedgerChangesProcessor, 'drain'>;
  /** The submissions services: demo submissions are created, delivered and sent back for edits as in the product. */
  submissions: Pick<SubmissionsService, 'create' | 'requestEdit' | 'listOwn'>;
  submissionReview: Pick<SubmissionReviewService, 'deliverResults'>;
  /** The seed plays the monthly cron for the months it builds: a worker's start does not fan them out again. */
  runs: Pick<ScheduledRuns, 'record'>;
  /** The tax profile service: the demo client files monthly, so the Sales tax view has past periods to show. */
  taxProfiles: Pick<TaxProfilesService, 'hasSaved' | 'save'>;
  /** The year-end packages: the approved demo month ends the demo client's fiscal year. */
  yearEndPackages: Pick<YearEndPackagesService, 'monthApproved' | 'generate'>;
  /** Questions on transactions: staff ask the demo client about a row of the month waiting for review. */
  questions: Pick<QuestionsService, 'ask' | 'answer' | 'listForClient'>;
  /** Statement balances (as a Plaid sync keeps them) and opening balances: the demo's accounts open with a balance. */
  openings: Pick<OpeningsService, 'recordStatementBalances' | 'set'>;
  /** Bank reconciliation: the approved month reconciled (one account with an adjustment), the pending one with an account off by a few dollars. */
  reconciliations: Pick<ReconciliationsService, 'month' | 'enter' | 'reconcile'>;
  /** Exports of all of a client's data: the demo client's history holds one, built by the job's own body. */
  dataExports: Pick<DataExportsService, 'list' | 'start' | 'build'>;
  /** Receipts are matched to the books as the reading job does once it has their fields. */
  receiptMatching: Pick<ReceiptMatchingService, 'autoMatch'>;
}

/** The approved month's reconciliation adjustment on the chequing account. */
const DEMO_ADJUSTMENT = { cents: 475n, memo: 'Bank service charge on the paper statement, missing from the feed' } as const;
/** How far the pending month's entered chequing statement is off the books. */
const DEMO_PENDING_DIFFERENCE = 1260n;

/** How many months back the approved demo report is: the demo client's fiscal year ends with it, so its year-end package exists. */
const APPROVED_DEMO_MONTH_BACK = 2;

/** The last day of the approved demo month (YYYY-MM-DD): the demo client's fiscal year end, as the tax questionnaire holds it. */
const demoFiscalYearEnd = (today: Date) =>
  new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - APPROVED_DEMO_MONTH_BACK + 1, 0)).toISOString().slice(0, 10);

type DemoReport = { back: number; status: ReportStatus; notes: string | null };
type DemoConversationMessage = { side: 'client' | 'staff'; hoursAgo: number; text: string; attachment?: { name: string; text: string } };

/** The demo client's last three months: one of each status the screens show. */
const DEMO_REPORTS = [
  {
    back: 3,
    status: ReportStatus.REJECTED,
    notes:
      'The bank feed starts part-way through this month, so its first days are missing. Please send the statements for the start of the month; the report will be rebuilt with them.',
  },
  { back: APPROVED_DEMO_MONTH_BACK, status: ReportStatus.APPROVED, notes: 'Reviewed: HST collected matches the Shopify and Stripe payouts.' },
  { back: 1, status: ReportStatus.PENDING, notes: null },
] as const;

const DAY_MS = 86_400_000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const cents = (value: number) => (value / 100).toFixed(2);

/**
 * Demo data for every table, safe to run on every start: each part is written only
 * when it is missing. Never run in production (the CLI refuses).
 */
export class DemoSeeder {
  private readonly log: string[] = [];

  constructor(private readonly deps: SeedDependencies) {}

  async run(accounts: DemoAccounts, today = new Date()): Promise<string[]> {
    const { client, staff, bookkeeper } = await this.deps.dataSource.transaction(async (em) => {
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
        questionnaire: { taxYearEndDate: demoFiscalYearEnd(today), gstPstOwed: '1840.50', payrollTaxOwed: '0.00', corporateIncomeTaxOwed: '3250.00' },
      });
      // The firm: the demo staff login is the owner, two bookkeepers share the clients; Avery is Jordan's.
      const bookkeepers: User[] = [];
      for (const b of DEMO_BOOKKEEPERS) {
        bookkeepers.push(await this.ensureUser(em, { ...b, isAdmin: true, staffRole: StaffRole.BOOKKEEPER }));
      }
      const [jordan, priya] = bookkeepers;
      // Avery went to Priya at registration (automatically), then the owner made Jordan her account manager.
      await this.ensureAccountManager(em, client, [
        { to: priya, by: null, at: new Date(today.getTime() - 30 * DAY_MS) },
        { to: jordan, by: staff, at: new Date(today.getTime() - 20 * DAY_MS) },
      ]);
      let i = 0;
      for (const [firstName, lastName, email, phone, plan, type] of EXTRA_CLIENTS) {
        const extra = await this.ensureUser(em, {
          email,
          password: accounts.clientPassword,
          firstName,
          lastName,
          phone,
          paymentPlan: plan,
          registrationType: type,
        });
        await this.ensureAccountManager(em, extra, [{ to: bookkeepers[i++ % bookkeepers.length], by: null, at: new Date(today.getTime() - 40 * DAY_MS) }]);
      }
      await this.ensureCategories(em, client);
      await this.ensureBank(em, client, today);
      return { client, staff, bookkeeper: jordan };
    });
    // The services below write through their own connections: the users above are committed.
    // The tax profile first: Avery is an HST registrant on the regular method, so the journal posts
    // her sales tax (GST/HST payable and receivable) before any report is built from it.
    await this.ensureTaxProfile(client);
    await this.ensureOpeningBalances(client, staff, today);
    await this.ensureSubmissions(client, staff);
    await this.ensureCsvUploads(client, staff);
    await this.ensureCsvAccountInBooks(client, today);
    await this.ensureReceipts(client, today);
    await this.deps.ledgerChanges.drain(client.id);
    await this.deps.dataSource.transaction((em) => this.ensureCallRequestsAndMessages(em, today));
    await this.ensurePendingStatement(client, today);
    await this.ensureReports(client, staff, today);
    await this.ensureYearEndPackage(client, today);
    await this.ensureQuestion(client, staff, today);
    await this.ensureConversation(client, bookkeeper, today);
    await this.ensureAccessLog(client, { owner: staff, bookkeeper }, today);
    await this.ensureDataExport(client);
    await this.ensureFrenchClient(accounts, staff, bookkeeper, today);
    return this.log;
  }

  /**
   * The French-speaking demo client (issue 31 point 7): Élise Gagnon in Montréal, users.locale
   * fr-CA, province QC, a GST and QST registrant at Desjardins, with the same kinds of data as
   * Avery: French categories, ~90 days of bank rows in French, three monthly reports (rejected,
   * approved at version 2 and reconciled, pending), her year-end package, questions and a
   * conversation in French. Jordan is her account manager.
   */
  private async ensureFrenchClient(accounts: DemoAccounts, staff: User, bookkeeper: User, today: Date): Promise<void> {
    const client = await this.deps.dataSource.transaction(async (em) => {
      const elise = await this.ensureUser(em, {
        ...DEMO_FR_CLIENT,
        password: accounts.frenchClientPassword ?? DEMO_FR_CLIENT.password,
        email: accounts.frenchClientEmail ?? DEMO_FR_CLIENT.email,
        paymentPlan: PaymentPlan.MONTHLY,
        registrationType: RegistrationType.PAID,
        locale: 'fr-CA',
        province: 'QC',
        questionnaire: { taxYearEndDate: demoFiscalYearEnd(today), gstPstOwed: '2210.75', payrollTaxOwed: '0.00', corporateIncomeTaxOwed: '0.00' },
      });
      await this.ensureAccountManager(em, elise, [{ to: bookkeeper, by: staff, at: new Date(today.getTime() - 25 * DAY_MS) }]);
      await this.ensureCategories(em, elise);
      await this.ensureFrenchBank(em, elise, today);
      return elise;
    });
    await this.ensureTaxProfile(client, DEMO_FR_TAX_PROFILE);
    await this.deps.ledgerChanges.drain(client.id);
    const reports: DemoReport[] = DEMO_REPORTS.map((r) => ({
      ...r,
      notes: r.status === ReportStatus.REJECTED ? DEMO_FR_REPORT_NOTES.rejected : r.status === ReportStatus.APPROVED ? DEMO_FR_REPORT_NOTES.approved : null,
    }));
    await this.ensureReports(client, staff, today, reports);
    await this.ensureYearEndPackage(client, today);
    await this.ensureQuestion(client, staff, today, { question: DEMO_FR_QUESTION, answered: DEMO_FR_ANSWERED_QUESTION });
    await this.ensureConversation(client, bookkeeper, today, DEMO_FR_CONVERSATION);
  }

  /** Élise's Desjardins link: a chequing account and a Visa, ~90 days of rows with the French texts Desjardins writes. */
  private async ensureFrenchBank(em: EntityManager, client: User, today: Date): Promise<void> {
    const items = em.getRepository(BankItem);
    if (await items.existsBy({ userId: client.id })) return;
    const itemId = `demo-item-desjardins-${client.id}`;
    const item = await items.save(
      items.create({
        userId: client.id,
        itemId,
        accessTokenEncrypted: this.deps.secrets.encrypt(`access-demo-desjardins-${client.id}`, accessTokenContext(itemId)),
        ...DEMO_FR_BANK.item,
        lastSyncedAt: today,
      }),
    );
    const byKind = new Map<string, BankAccount>();
    for (const spec of DEMO_FR_BANK.accounts) {
      const account = await em.getRepository(BankAccount).save(
        em.getRepository(BankAccount).create({
          bankItemId: item.id,
          accountId: `demo-acct-${spec.kind}-${client.id}`,
          name: spec.name,
          mask: spec.mask,
          type: spec.type,
          subtype: spec.subtype,
        }),
      );
      byKind.set(spec.kind, account);
    }
    await em
      .getRepository(AccountVisibility)
      .insert(DEMO_FR_BANK.accounts.map((s) => ({ userId: client.id, accountId: `demo-acct-${s.kind}-${client.id}`, isHidden: false })));
    const rand = random(client.id * 7919);
    const rows: Partial<BankTransaction>[] = [];
    let sequence = 0;
    for (let back = 90; back >= 0; back--) {
      const day = new Date(today.getTime() - back * DAY_MS);
      for (const m of DEMO_FR_MERCHANTS) {
        const happens = m.dayOfMonth ? day.getUTCDate() === m.dayOfMonth : rand() < m.perMonth / 30;
        if (!happens) continue;
        const account = byKind.get(m.account)!;
        rows.push({
          userId: client.id,
          bankAccountId: account.id,
          accountName: account.name,
          transactionId: `demo-txn-${client.id}-${++sequence}`,
          amount: cents(Math.round(m.minCents + (m.maxCents - m.minCents) * rand())),
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
    // Each Visa payment leaves the chequing account the same day: a transfer between her own accounts.
    const chequing = byKind.get('chequing')!;
    for (const paid of rows.filter((r) => r.name === 'PAIEMENT VISA DESJARDINS MERCI')) {
      rows.push({
        ...paid,
        bankAccountId: chequing.id,
        accountName: chequing.name,
        transactionId: `demo-txn-${client.id}-${++sequence}`,
        amount: `-${paid.amount}`,
        name: 'PAIEMENT CARTE VISA 7720',
      });
    }
    await em.getRepository(BankTransaction).createQueryBuilder().insert().values(rows).execute();
    this.log.push(`Desjardins: 2 accounts, ${rows.length} transactions for ${client.email}`);
  }

  /** The client's account manager changes, in order (from nobody), when the client has none yet; each kept in the history. */
  private async ensureAccountManager(em: EntityManager, client: User, changes: readonly { to: User; by: User | null; at: Date }[]): Promise<void> {
    if (client.accountManagerId !== null) return;
    let from: number | null = null;
    for (const change of changes) {
      await em
        .getRepository(AccountManagerAssignment)
        .insert({ clientUserId: client.id, fromStaffId: from, toStaffId: change.to.id, assignedByUserId: change.by?.id ?? null, createdAt: change.at });
      from = change.to.id;
    }
    await em.getRepository(User).update({ id: client.id }, { accountManagerId: from });
    client.accountManagerId = from;
    this.log.push(`account manager of ${client.email}`);
  }

  /**
   * Avery's thread with the firm: a few messages, one with a PDF, the last from Jordan and
   * not read by Avery yet (the Messages tab shows 1 unread). The seeded questions on the
   * pending month show in it as cards (merged at read time, asked after these messages).
   * Written as rows, not through ConversationsService: the seed sends no mail.
   */
  private async ensureConversation(
    client: User,
    bookkeeper: User,
    today: Date,
    conversation: readonly DemoConversationMessage[] = DEMO_CONVERSATION,
  ): Promise<void> {
    const db = this.deps.dataSource;
    if (await db.getRepository(ConversationMessage).existsBy({ clientUserId: client.id })) return;
    const files: StoredPart[] = [];
    for (const m of conversation) {
      if (m.attachment) files.push(await this.store('attachments', m.attachment.name, textPdf(m.attachment.text), 'application/pdf'));
    }
    await db.transaction(async (em) => {
      const ids: number[] = [];
      let file = 0;
      for (const m of conversation) {
        const createdAt = new Date(today.getTime() - m.hoursAgo * 3_600_000);
        const author = m.side === 'client' ? client : bookkeeper;
        const { identifiers } = await em
          .getRepository(ConversationMessage)
          .insert({ clientUserId: client.id, authorUserId: author.id, side: m.side, text: m.text, createdAt });
        const messageId = identifiers[0].id as number;
        ids.push(messageId);
        if (m.attachment) {
          const f = files[file++];
          await em
            .getRepository(ConversationAttachment)
            .insert({ messageId, storageKey: f.key, fileName: f.originalname, mimeType: f.detectedMimeType, size: f.size });
        }
      }
      const lastClient = ids[conversation.map((m) => m.side).lastIndexOf('client')];
      await em.getRepository(ConversationThread).insert({
        clientUserId: client.id,
        clientReadUpTo: lastClient,
        clientReadAt: new Date(today.getTime() - 26 * 3_600_000),
        staffReadUpTo: ids[ids.length - 1],
        staffReadAt: new Date(today.getTime() - 3 * 3_600_000),
      });
    });
    this.log.push(`conversation of ${client.email}`);
  }

  /** A few rows of the access log, so "Who accessed my data" and the console's log have something to show. */
  private async ensureAccessLog(client: User, staff: { owner: User; bookkeeper: User }, today: Date): Promise<void> {
    const log = this.deps.dataSource.getRepository(AccessLogEntry);
    if (await log.existsBy({ clientUserId: client.id })) return;
    for (const row of DEMO_ACCESS_LOG) {
      const member = staff[row.who];
      await log.insert({
        at: new Date(today.getTime() - row.hoursAgo * 3_600_000),
        staffUserId: member.id,
        staffName: personName(member),
        staffRole: row.who,
        clientUserId: client.id,
        clientName: personName(client),
        action: row.action,
        route: row.route,
        objectKind: row.kind,
        objectRef: `user ${client.id}`,
        objectLabel: row.label,
        ip: '127.0.0.1',
      });
    }
    this.log.push(`access log of ${client.email}`);
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
      staffRole?: StaffRole;
      paymentPlan?: PaymentPlan;
      registrationType?: RegistrationType;
      questionnaire?: Pick<User, 'taxYearEndDate' | 'gstPstOwed' | 'payrollTaxOwed' | 'corporateIncomeTaxOwed'>;
      locale?: User['locale'];
      province?: User['province'];
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
        // The demo's staff login is the firm's owner; the bookkeepers say so.
        staffRole: input.isAdmin ? (input.staffRole ?? StaffRole.OWNER) : null,
        paymentPlan: input.paymentPlan ?? PaymentPlan.NONE,
        registrationType: input.registrationType ?? RegistrationType.PAID,
        ...(input.questionnaire ? { ...input.questionnaire, hasCompletedQuestionnaire: true } : {}),
        ...(input.locale ? { locale: input.locale } : {}),
        ...(input.province ? { province: input.province } : {}),
      }),
    );
    this.log.push(`user ${user.email}`);
    return user;
  }

  private async ensureCategories(em: EntityManager, client: User): Promise<void> {
    const repo = em.getRepository(UserCategory);
    if (await repo.existsBy({ userId: client.id })) return;
    // In the client's language: a French client's defaults are French (issue 31).
    const names = defaultCategoriesIn(client.locale);
    const rows = [
      ...names.REVENUE.map((categoryName) => ({ userId: client.id, type: CategoryType.REVENUE, categoryName })),
      ...names.EXPENSE.map((categoryName) => ({ userId: client.id, type: CategoryType.EXPENSE, categoryName })),
      { userId: client.id, type: CategoryType.EXPENSE, categoryName: client.locale === 'fr-CA' ? 'Pigistes en design' : 'Design Contractors' },
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
      for (const account of existing.flatMap((i) => i.accounts ?? []))
        byKind.set(account.subtype === 'credit card' ? 'credit' : (account.subtype ?? 'chequing'), account);
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
        accounts.create({
          bankItemId: spec.item.id,
          accountId: `demo-acct-${spec.kind}-${client.id}`,
          name: spec.name,
          mask: spec.mask,
          type: spec.type,
          subtype: spec.subtype,
        }),
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
    // Each Amex payment received leaves the chequing account the same day: a transfer between Avery's own accounts, as a bank shows it.
    const card = byKind.get('credit')!;
    for (const paid of rows.filter((r) => r.bankAccountId === card.id && r.name === 'PAYMENT - THANK YOU')) {
      rows.push({
        ...paid,
        bankAccountId: byKind.get('chequing')!.id,
        accountName: byKind.get('chequing')!.name,
        transactionId: `demo-txn-${client.id}-${++sequence}`,
        amount: `-${paid.amount}`,
        name: `AMEX PAYMENT ${card.mask}`,
      });
    }
    // The month waiting for review: a payment to the Visa (a transfer once the card's side joins the books) and an owner's drawing.
    const lastMonth = (d: number) => isoDate(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, d)));
    const chequing = byKind.get('chequing')!;
    for (const [date, name, amount] of [
      [lastMonth(DEMO_CARD_PAYMENT.day), DEMO_CARD_PAYMENT.bankName, `-${DEMO_CARD_PAYMENT.amount}`],
      [lastMonth(DEMO_OWNER_DRAWING.day), DEMO_OWNER_DRAWING.name, DEMO_OWNER_DRAWING.amount],
    ]) {
      rows.push({
        userId: client.id,
        bankAccountId: chequing.id,
        accountName: chequing.name,
        transactionId: `demo-txn-${client.id}-${++sequence}`,
        amount,
        date,
        name,
        merchantName: null,
        pending: false,
        category: ['Transfer', 'Debit'],
        categoryId: '21006000',
        paymentChannel: 'other',
      });
    }
    await em.getRepository(BankTransaction).createQueryBuilder().insert().values(rows).execute();
    this.log.push(`2 bank items, 3 accounts, ${rows.length} transactions`);
    return byKind;
  }

  /**
   * Opening balances on the demo's linked accounts: the balances a Plaid sync keeps (today's
   * current balance: the opening below plus the posted activity), from which the books propose
   * each account's opening at its first synced day; the chequing account's is then set by staff
   * from the paper statement (the card's stays proposed), so both states show.
   */
  private async ensureOpeningBalances(client: User, staff: User, today: Date): Promise<void> {
    const { dataSource, openings } = this.deps;
    const accounts: { id: number; kind: string; owed: boolean; activity: string; first: string | null; stored: boolean; book: number | null }[] =
      await dataSource.query(
        `SELECT a.id, a.subtype AS kind, a.type IN ('credit', 'loan') AS owed,
              coalesce(sum(t.amount) FILTER (WHERE NOT t.pending AND t.date <= $2::date), 0)::text AS activity,
              to_char(min(t.date) FILTER (WHERE NOT t.pending), 'YYYY-MM-DD') AS first,
              EXISTS (SELECT 1 FROM statement_balances s WHERE s.bank_account_id = a.id) AS stored,
              (SELECT b.id FROM book_accounts b WHERE b.user_id = i.user_id AND b.source = 'bank' AND b.ref = a.id) AS book
         FROM bank_accounts a JOIN bank_items i ON i.id = a.bank_item_id
         LEFT JOIN bank_transactions t ON t.bank_account_id = a.id
        WHERE i.user_id = $1
        GROUP BY a.id, i.user_id ORDER BY a.id`,
        [client.id, isoDate(today)],
      );
    if (!accounts.length || accounts.every((a) => a.stored)) return;
    // the balance before each account's first row: money in the bank accounts, owed on the card
    const opening: Record<string, bigint> = { checking: 850000n, savings: 1500000n, 'credit card': -124000n };
    const toCents = (text: string) => BigInt(Number(text).toFixed(2).replace('.', ''));
    await openings.recordStatementBalances(
      accounts.map((a) => ({
        userId: client.id,
        accountSource: 'bank' as const,
        accountRef: a.id,
        date: isoDate(today),
        source: 'plaid' as const,
        balance: cents(Number((opening[a.kind] ?? 0n) + toCents(a.activity))),
      })),
    );
    const chequing = accounts.find((a) => a.kind === 'checking');
    if (chequing?.book && chequing.first) {
      await openings.set(client.id, Number(chequing.book), { date: chequing.first, amount: '8500.00' }, staff.id);
    }
    this.log.push('Opening balances: proposed from the bank balances on every linked account, set by staff on the chequing account');
  }

  /**
   * The three months before `today`, each built by the real report builder from the
   * seeded bank transactions (categorized offline without an OpenAI key): the oldest
   * rejected with the bookkeeper's notes, the middle one approved (the client downloads
   * it), the latest waiting for review. A month that already has a report is left alone.
   * Runs after the bank data is committed: the builder reads through its own connection.
   */
  private async ensureReports(client: User, staff: User, today: Date, reports: readonly DemoReport[] = DEMO_REPORTS): Promise<void> {
    const repo = this.deps.dataSource.getRepository(MonthlyReport);
    let built = 0;
    for (const { back, status, notes } of reports) {
      const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1));
      const target = { year: start.getUTCFullYear(), month: start.getUTCMonth() + 1 };
      if (await repo.existsBy({ userId: client.id, ...target })) continue;
      const report = await this.deps.reports.build(client.id, target);
      await this.deps.runs.record(MONTHLY_REPORTS_RUN, monthJobId(target));
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
    await this.ensureCorrectedVersion(client, staff, today, reports);
  }

  /**
   * The approved month at version 2, as staff would do it: reopened with a reason, one
   * merchant's rows corrected (the client's memory learns it), rebuilt and approved again,
   * so the client's card shows "Version 2 — corrected on …" with its changelog.
   */
  private async ensureCorrectedVersion(client: User, staff: User, today: Date, reports: readonly DemoReport[] = DEMO_REPORTS): Promise<void> {
    const { back, notes } = reports.find((r) => r.status === ReportStatus.APPROVED)!;
    const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1));
    const target = { year: start.getUTCFullYear(), month: start.getUTCMonth() + 1 };
    const report = await this.deps.dataSource.getRepository(MonthlyReport).findOneBy({ userId: client.id, ...target });
    if (!report || report.version > 1 || report.status !== ReportStatus.APPROVED) return;
    const rows = await this.deps.reportQueries.transactionsOf(report);
    const row = rows.find((r) => r.type === CategoryType.EXPENSE && r.category);
    if (!row) return;
    // The client's own names: "Fournitures de bureau" / "Logiciels" for a French client.
    const office = defaultCategoryName('Office Expenses', client.locale);
    const to = row.category === office ? defaultCategoryName('Software', client.locale) : office;
    await this.deps.reportVersions.reopen(String(report.id), staff, DEMO_VERSION_REASON(row.name, to), { rebuild: false });
    await this.deps.memory.learnFromStaff(client.id, [{ name: row.name, merchantName: row.merchantName, category: to }]);
    // Reopened, the month is open: staff reconcile it before the rebuild and the approval (which needs it).
    await this.ensureApprovedReconciled(client, staff, target);
    await this.deps.reports.build(client.id, target);
    const approved = await this.deps.reportReview.review(String(report.id), staff, ReportStatus.APPROVED, notes ?? undefined);
    await this.deps.events.run(REPORT_APPROVED, { reportId: approved.id, version: approved.version });
    this.log.push(`report ${report.reportId} at version 2`);
  }

  /**
   * The approved month reconciled on every account of money: each statement balance entered
   * from the paper statement as the books have it, but the chequing account's is
   * DEMO_ADJUSTMENT lower: staff reconcile it with an adjustment and its memo.
   */
  private async ensureApprovedReconciled(client: User, staff: User, target: { year: number; month: number }): Promise<void> {
    const month = parseMonth(`${target.year}-${String(target.month).padStart(2, '0')}`);
    const { accounts } = await this.deps.reconciliations.month(client.id, month);
    const adjusted = (accounts.find((a) => /chequing/i.test(a.accountName)) ?? accounts[0])?.accountId;
    for (const account of accounts) {
      if (account.status === 'reconciled') continue;
      const books = BigInt(account.booksClosing.replace('.', ''));
      const adjust = account.accountId === adjusted;
      const statement = adjust ? books - DEMO_ADJUSTMENT.cents : books;
      await this.deps.reconciliations.enter(client.id, account.accountId, month, { statementClosing: cents(Number(statement)) }, staff.id);
      await this.deps.reconciliations.reconcile(client.id, account.accountId, month, adjust ? { adjustment: { memo: DEMO_ADJUSTMENT.memo } } : {}, staff.id);
    }
    if (accounts.length) this.log.push(`${accounts.length} account(s) reconciled for ${month.month}, one with an adjustment`);
  }

  /** The month waiting for review: the chequing account's statement, typed from paper, a few dollars off the books (so the board and the approval's 409 show). */
  private async ensurePendingStatement(client: User, today: Date): Promise<void> {
    const { back } = DEMO_REPORTS.find((r) => r.status === ReportStatus.PENDING)!;
    const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1));
    const month = parseMonth(start.toISOString().slice(0, 7));
    const { accounts } = await this.deps.reconciliations.month(client.id, month);
    const chequing = accounts.find((a) => /chequing/i.test(a.accountName)) ?? accounts[0];
    if (!chequing || chequing.statementSource === 'entered') return;
    // The bank's balance also carries the previous month's service charge, which the approved month's
    // adjustment (posted after this, before that month's approval) brings into the books.
    const books = BigInt(chequing.booksClosing.replace('.', ''));
    const statement = books - DEMO_ADJUSTMENT.cents - DEMO_PENDING_DIFFERENCE;
    await this.deps.reconciliations.enter(client.id, chequing.accountId, month, { statementClosing: cents(Number(statement)) }, client.id);
    this.log.push(`${chequing.accountName}'s statement for ${month.month} entered, ${cents(Number(DEMO_PENDING_DIFFERENCE))} off the books`);
  }

  /**
   * The year-end package of the fiscal year that ends with the approved demo month, as the
   * approval makes it in the product: created by the tax service, then rendered by the job's
   * own body (the seed runs no worker), left pending for staff to review in the console.
   */
  private async ensureYearEndPackage(client: User, today: Date): Promise<void> {
    const approved = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - APPROVED_DEMO_MONTH_BACK, 1));
    const row = await this.deps.yearEndPackages.monthApproved(client.id, approved.getUTCFullYear(), approved.getUTCMonth() + 1);
    if (!row || row.status !== 'generating') return;
    await this.deps.yearEndPackages.generate(row.id, true);
    this.log.push(`year-end package ${row.fiscalYearEnd}`);
  }

  /**
   * Questions on the month waiting for review, asked by staff from its transaction list about
   * its least sure bank rows: one waiting for the demo client, one they answered with a note
   * and a receipt (no category, so the report is not rebuilt), so the dashboard's "Questions
   * from your bookkeeper" and the console's Questions list show both kinds. Asked once.
   */
  private async ensureQuestion(
    client: User,
    staff: User,
    today: Date,
    texts: { question: (name: string) => string; answered: typeof DEMO_ANSWERED_QUESTION } = { question: DEMO_QUESTION, answered: DEMO_ANSWERED_QUESTION },
  ): Promise<void> {
    if ((await this.deps.questions.listForClient(client.id)).length) return;
    const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
    const report = await this.deps.dataSource
      .getRepository(MonthlyReport)
      .findOneBy({ userId: client.id, year: start.getUTCFullYear(), month: start.getUTCMonth() + 1 });
    if (!report || report.status !== ReportStatus.PENDING) return;
    const [open, answered] = (await this.deps.reportQueries.transactionsOf(report)).filter(
      (r) => r.transactionId !== null && r.origin === 'bank' && Number(r.amount) < 0,
    );
    if (!open) return;
    await this.deps.questions.ask(String(report.id), staff, { transactionId: open.transactionId!, question: texts.question(open.name) });
    this.log.push(`question on "${open.name}" waiting for the client`);
    if (!answered) return;
    const asked = await this.deps.questions.ask(String(report.id), staff, {
      transactionId: answered.transactionId!,
      question: texts.answered.question(answered.name),
    });
    const receipt = await this.storePdf('receipt', texts.answered.receipt(answered.name, answered.amount));
    await this.deps.questions.answer(client.id, asked.question.id, { note: texts.answered.note }, receipt);
    this.log.push(`question on "${answered.name}" answered with a receipt`);
  }

  /** One export of all the demo client's data in their history (Profile → All my data), made last so it holds the rest; no mail. */
  private async ensureDataExport(client: User): Promise<void> {
    if ((await this.deps.dataExports.list(client.id)).length) return;
    const started = await this.deps.dataExports.start(client.id, null);
    await this.deps.dataExports.build(started.id, true, { mail: false });
    this.log.push("an export of all the demo client's data");
  }

  /**
   * Avery's dozen receipts (DEMO_RECEIPTS): real PDFs in storage, served by the receipt file
   * route, with the fields the reader takes from them written directly (the seed runs no
   * worker), then matched by the product's matching: most link to their bank row of the month
   * waiting for review, two wait, one finds two candidates (two bank rows of its total added
   * here), one is unreadable. Written once: nothing when Avery has a receipt.
   */
  private async ensureReceipts(client: User, today: Date): Promise<void> {
    const db = this.deps.dataSource;
    if ((await db.getRepository(Receipt).count({ where: { userId: client.id } })) > 0) return;
    const daysBack = (n: number) => isoDate(new Date(today.getTime() - n * DAY_MS));
    const lastMonth = (d: number) => isoDate(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, d)));
    const [card, chequing] = await Promise.all(
      ['credit card', 'checking'].map((subtype) =>
        db.getRepository(BankAccount).findOneOrFail({ where: { subtype, bankItem: { userId: client.id } }, relations: { bankItem: true } }),
      ),
    );
    const ambiguous = DEMO_AMBIGUOUS_ROWS;
    await db.getRepository(BankTransaction).insert(
      [
        [card, ambiguous.card, daysBack(ambiguous.daysBack)],
        [chequing, ambiguous.chequing, daysBack(ambiguous.daysBack - 1)],
      ].map(([account, name, date], i) => ({
        userId: client.id,
        bankAccountId: (account as BankAccount).id,
        accountName: (account as BankAccount).name,
        transactionId: `demo-txn-${client.id}-receipt-${i + 1}`,
        amount: `-${ambiguous.total}`,
        date: date as string,
        name: name as string,
        merchantName: null,
        pending: false,
        category: ['Shops', 'Office Supplies'],
        categoryId: '19040000',
        paymentChannel: 'in store',
      })),
    );
    const hstOf = (total: string) => cents(Math.round((Math.round(Number(total) * 100) * 13) / 113));
    let matched = 0;
    for (const demo of DEMO_RECEIPTS) {
      let date = demo.own ? daysBack(demo.own.daysBack) : '';
      let total = demo.own?.total ?? '';
      if (demo.bank) {
        const [row] = await db.query(
          `SELECT to_char(date, 'YYYY-MM-DD') AS date, (-amount)::text AS total FROM ledger_entries WHERE user_id = $1 AND name = $2 AND date = $3::date LIMIT 1`,
          [client.id, demo.bank.name, lastMonth(demo.bank.day)],
        );
        if (!row) continue;
        ({ date, total } = row as { date: string; total: string });
      }
      const gstHst = demo.fields?.gstHst ?? (demo.hst ? hstOf(total) : null);
      const bn = demo.bn ? `${demo.bn}RT0001` : null;
      const lines = demo.lines ?? [
        demo.vendor!,
        `Date: ${date}`,
        ...(demo.body ?? []),
        ...(gstHst ? [`Subtotal ${(Number(total) - Number(gstHst)).toFixed(2)}`, `HST 13% ${gstHst}`] : []),
        `TOTAL ${total}`,
        ...(bn ? [`GST/HST # ${demo.bn} RT0001`] : []),
      ];
      const content = receiptPdf(lines);
      const file = await this.deps.storage.save(content, demo.fileName);
      const field = (value: string | null, confidence: number) => ({ value, confidence: value === null ? 0 : confidence, source: 'reader' as const });
      await db.transaction(async (manager) => {
        const receipt = manager.getRepository(Receipt).create({
          userId: client.id,
          uploadedBy: client.id,
          fileKey: file.key,
          fileName: demo.fileName,
          mimeType: 'application/pdf',
          size: file.size,
          convertedKey: null,
          contentHash: createHash('sha256').update(content).digest('hex'),
          status: demo.unreadable ? 'unreadable' : 'read',
          unreadableReason: demo.unreadable ? RECEIPT_MESSAGES.unreadableNoTotal : null,
          fields: {
            vendor: field(demo.vendor, 0.75),
            date: field(demo.unreadable ? null : date, 0.9),
            total: field(demo.unreadable ? null : total, 0.97),
            gstHst: field(gstHst, 0.95),
            pst: field(null, 0),
            qst: field(demo.fields?.qst ?? null, 0.95),
            businessNumber: field(bn, 0.9),
            currency: field(demo.unreadable ? null : 'CAD', 0.8),
          },
          text: lines.join('\n'),
          readMethod: 'pdf-text',
          readAt: today,
          matchState: null,
          ledgerEntryId: null,
          matchedBy: null,
          candidateIds: [],
        });
        const saved = await manager.getRepository(Receipt).save(receipt);
        await this.deps.receiptMatching.autoMatch(manager, saved);
        await manager.getRepository(Receipt).save(saved);
        if (saved.matchState === 'matched') matched += 1;
      });
    }
    this.log.push(`${DEMO_RECEIPTS.length} receipts (${matched} matched)`);
  }

  /** The demo client's tax profile: Ontario, monthly GST/HST returns on the regular method, with a GST/HST number. */
  private async ensureTaxProfile(client: User, profile: TaxProfileRequest = DEMO_TAX_PROFILE): Promise<void> {
    if (await this.deps.taxProfiles.hasSaved(client.id)) return;
    await this.deps.taxProfiles.save(client.id, profile);
    this.log.push('tax profile');
  }

  /**
   * The demo client's submissions, through the submissions services as a client and staff
   * would make them: created with their documents (pending), then delivered by staff
   * (completed) or sent back with an edit request. Each step runs only when missing.
   */
  private async ensureSubmissions(client: User, staff: User): Promise<void> {
    const existing = new Map((await this.deps.submissions.listOwn(client.id)).map((s) => [s.summaryName, s]));
    let written = 0;
    for (const demo of DEMO_SUBMISSIONS) if (await this.ensureSubmission(demo, existing.get(demo.summaryName), client, staff)) written += 1;
    if (written) this.log.push(`${written} submission${written === 1 ? '' : 's'}`);
  }

  /** True when something was written. */
  private async ensureSubmission(demo: (typeof DEMO_SUBMISSIONS)[number], found: SubmissionView | undefined, client: User, staff: User): Promise<boolean> {
    const { submissions, submissionReview } = this.deps;
    let submission = found;
    if (!submission) {
      const form = {
        summaryName: demo.summaryName,
        manualTransactions: JSON.stringify(demo.manualTransactions ?? []),
        additionalCategories: JSON.stringify(demo.additionalCategories ?? []),
      };
      submission = await submissions.create(client.id, form, await this.storePdfs('documents', demo.documents));
    }
    if (submission.status === SubmissionStatus.PENDING && demo.results) {
      const { pdf, csv } = demo.results;
      const files = [await this.storePdf('pdf', pdf), await this.store('csv', csv.name, Buffer.from(stringify(csv.rows)), 'text/csv')];
      await submissionReview.deliverResults(submission.id, staff.id, files, SubmissionStatus.PENDING);
      return true;
    }
    if (submission.status === SubmissionStatus.PENDING && demo.editRequest) {
      const { description, documents } = demo.editRequest;
      await submissions.requestEdit(client.id, submission.id, { description }, await this.storePdfs('documents', documents));
      return true;
    }
    return !found;
  }

  /** A file put in storage as the upload interceptor does, for a submissions or questions service. */
  private async store(fieldname: string, name: string, content: Buffer, mimeType: string): Promise<StoredPart> {
    const file = await this.deps.storage.save(content, name);
    return { fieldname, originalname: name, key: file.key, size: file.size, detectedMimeType: mimeType };
  }

  private storePdf(fieldname: string, pdf: DemoPdf): Promise<StoredPart> {
    return this.store(fieldname, pdf.name, textPdf(pdf.text), 'application/pdf');
  }

  private async storePdfs(fieldname: string, pdfs: readonly DemoPdf[]): Promise<StoredPart[]> {
    const stored: StoredPart[] = [];
    for (const pdf of pdfs) stored.push(await this.storePdf(fieldname, pdf));
    return stored;
  }

  /**
   * A card export, through the CSV services: the client's upload categorized by the real
   * engine (the seed runs the job body itself, as a worker would), staff's copy waiting for
   * Categorize with AI. Each is written only when missing.
   */
  private async ensureCsvUploads(client: User, staff: User): Promise<void> {
    const { csvUploads, csvCategorization } = this.deps;
    const content = Buffer.from(stringify([[...CSV_REQUIRED_COLUMNS], ...DEMO_CSV.rows.map((r) => [...r, ''])]));
    const categories = JSON.stringify(
      (['REVENUE', 'EXPENSE'] as const).flatMap((type) => DEFAULT_CATEGORIES[type].map((categoryName) => ({ type, categoryName }))),
    );
    const owner: Actor = { userId: client.id, staff: false };
    let written = 0;
    let categorized = (await csvUploads.listForClient(client.id)).find((u) => u.fileName === DEMO_CSV.categorizedFile);
    if (!categorized) {
      categorized = await this.uploadCsv(owner, DEMO_CSV.categorizedFile, content, categories);
      written += 1;
    }
    if (categorized.status !== CsvUploadStatus.COMPLETED) {
      if (categorized.status !== CsvUploadStatus.PROCESSING) await csvCategorization.start(owner, categorized.id);
      await csvCategorization.categorizeUpload(categorized.id, true);
    }
    if (!(await csvUploads.listForClient(staff.id)).some((u) => u.fileName === DEMO_CSV.waitingFile)) {
      await this.uploadCsv({ userId: staff.id, staff: true }, DEMO_CSV.waitingFile, content, categories);
      written += 1;
    }
    if (!(await csvUploads.listForClient(client.id)).some((u) => u.fileName === DEMO_CSV.bankFile)) {
      await this.uploadCsv(owner, DEMO_CSV.bankFile, rbcExport(DEMO_CSV.rows), categories);
      written += 1;
    }
    if (written) this.log.push(`${written} CSV upload${written === 1 ? '' : 's'}`);
  }

  /**
   * A card account in the books (before the reports are built, so the month waiting for
   * review includes it): the card's rows in that month, one of them a day-later copy of a
   * bank charge of the month, which the books flag as a possible duplicate (counted once).
   */
  private async ensureCsvAccountInBooks(client: User, today: Date): Promise<void> {
    const { csvUploads, csvCategorization, csvBooks, dataSource } = this.deps;
    const owner: Actor = { userId: client.id, staff: false };
    let upload = (await csvUploads.listForClient(client.id)).find((u) => u.fileName === DEMO_BOOKS_CSV.fileName);
    if (upload?.addedToBooksAt) return;
    if (!upload) {
      const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
      const day = (d: number) => isoDate(new Date(start.getTime() + (d - 1) * DAY_MS));
      const [charge]: { date: string; name: string; amount: string }[] = await dataSource.query(
        `SELECT to_char(date, 'YYYY-MM-DD') AS date, name, amount::text AS amount FROM bank_transactions
         WHERE user_id = $1 AND NOT pending AND amount < 0 AND date BETWEEN $2::date AND $3::date ORDER BY date, id LIMIT 1`,
        [client.id, day(1), day(25)],
      );
      const rows: string[][] = DEMO_BOOKS_CSV.rows.map(([d, name, amount]) => [day(d), name, amount, '']);
      rows.push([day(DEMO_CARD_PAYMENT.cardDay), DEMO_CARD_PAYMENT.cardName, DEMO_CARD_PAYMENT.amount, '']);
      if (charge) rows.push([isoDate(new Date(Date.parse(`${charge.date}T00:00:00Z`) + DAY_MS)), charge.name, charge.amount, '']);
      const categories = JSON.stringify(
        (['REVENUE', 'EXPENSE'] as const).flatMap((type) => DEFAULT_CATEGORIES[type].map((categoryName) => ({ type, categoryName }))),
      );
      upload = await this.uploadCsv(owner, DEMO_BOOKS_CSV.fileName, Buffer.from(stringify([[...CSV_REQUIRED_COLUMNS], ...rows])), categories);
    }
    if (upload.status !== CsvUploadStatus.COMPLETED) {
      if (upload.status !== CsvUploadStatus.PROCESSING) await csvCategorization.start(owner, upload.id);
      await csvCategorization.categorizeUpload(upload.id, true);
    }
    await csvBooks.add(owner, upload.id, DEMO_BOOKS_CSV.accountName, DEMO_BOOKS_CSV.accountType);
    this.log.push(`CSV account "${DEMO_BOOKS_CSV.accountName}" in the books`);
  }

  /** The upload service reads (and removes) a file on disk, as multer leaves it (a bank file is recognised by its head). */
  private async uploadCsv(actor: Actor, name: string, content: Buffer, categories: string): Promise<CsvUpload> {
    const dir = await mkdtemp(join(tmpdir(), 'ledgerleaf-seed-'));
    try {
      const path = join(dir, name);
      await writeFile(path, content);
      return await this.deps.csvUploads.upload(actor, { path, originalname: name, size: content.length }, categories);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
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

/** Rows as RBC's CSV download writes them: eight quoted columns, M/D/YYYY, signed CAD$. */
function rbcExport(rows: readonly (readonly string[])[]): Buffer {
  const header = ['Account Type', 'Account Number', 'Transaction Date', 'Cheque Number', 'Description 1', 'Description 2', 'CAD$', 'USD$'];
  const mdy = (iso: string) => `${Number(iso.slice(5, 7))}/${Number(iso.slice(8, 10))}/${iso.slice(0, 4)}`;
  return Buffer.from(
    stringify([header, ...rows.map(([date, name, amount]) => ['Chequing', '06972-5012345', mdy(date), '', name, '', amount, ''])], { quoted: true }),
  );
}
