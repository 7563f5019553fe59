import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CallRequestStatus,
  personName,
  CategoryType,
  CsvUploadStatus,
  defaultCategoriesIn,
  defaultCategoryName,
  MessageStatus,
  PaymentPlan,
  RECEIPT_UNREADABLE,
  RegistrationType,
  ReportStatus,
  StaffRole,
  SubmissionStatus,
  type SubmissionView,
  type TaxProfileRequest,
} from '@ledgerleaf/contracts';
import { stringify } from 'csv-stringify/sync';
import type { DataSource, EntityManager } from 'typeorm';
import type { Events } from '../common/events/events';
import { REPORT_APPROVED } from '../common/events/report-approved';
import type { SecretBox } from '../common/crypto/secret-box';
import { isoMonth } from '../common/time/month-bounds';
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
import { CALL_REQUESTS, DEMO_BOOKKEEPERS, type DemoPdf, type DemoReceipt, type DemoSubmission, EXTRA_CLIENTS, MESSAGES, random } from './demo-data';
import {
  APPROVED_DEMO_MONTH_BACK,
  AVERY,
  type ClientFixture,
  type DemoBank,
  type DemoConversationMessage,
  type DemoFileRow,
  ELISE,
  templateCsv,
} from './client-fixtures';
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

/** How much the approved month's chequing statement is below the books (the client fixture says why, `adjustmentMemo`). */
const DEMO_ADJUSTMENT_CENTS = 475n;
/** How far the pending month's entered chequing statement is off the books. */
const DEMO_PENDING_DIFFERENCE = 1260n;

/** The last day of the approved demo month (YYYY-MM-DD): the demo client's fiscal year end, as the tax questionnaire holds it. */
const demoFiscalYearEnd = (today: Date) =>
  new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - APPROVED_DEMO_MONTH_BACK + 1, 0)).toISOString().slice(0, 10);

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
    // The users first, in the order that gives each its id (Avery's bank rows are drawn from hers).
    const { avery, staff, jordan } = await this.deps.dataSource.transaction(async (em) => {
      const staff = await this.ensureUser(em, {
        email: accounts.staffEmail,
        password: accounts.staffPassword,
        firstName: 'Morgan',
        lastName: 'Tremblay',
        phone: '+1 (416) 555-0100',
        isAdmin: true,
      });
      const avery = await this.ensureClientUser(em, AVERY, { email: accounts.clientEmail, password: accounts.clientPassword }, today);
      // The firm: the demo staff login is the owner, two bookkeepers share the clients; Avery is Jordan's.
      const bookkeepers: User[] = [];
      for (const b of DEMO_BOOKKEEPERS) {
        bookkeepers.push(await this.ensureUser(em, { ...b, isAdmin: true, staffRole: StaffRole.BOOKKEEPER }));
      }
      const [jordan, priya] = bookkeepers;
      // Avery went to Priya at registration (automatically), then the owner made Jordan her account manager.
      await this.ensureAccountManager(em, avery, [
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
      return { avery, staff, jordan };
    });
    await this.deps.dataSource.transaction((em) => this.ensureCallRequestsAndMessages(em, today));
    await this.ensureClient(AVERY, avery, { owner: staff, bookkeeper: jordan }, today);
    // Élise (issue 31 point 7): the French-speaking Québec client, Jordan's too, with the same depth of data.
    const elise = await this.deps.dataSource.transaction(async (em) => {
      const user = await this.ensureClientUser(
        em,
        ELISE,
        { email: accounts.frenchClientEmail ?? ELISE.user.email, password: accounts.frenchClientPassword ?? ELISE.user.password },
        today,
      );
      await this.ensureAccountManager(em, user, [{ to: jordan, by: staff, at: new Date(today.getTime() - 25 * DAY_MS) }]);
      return user;
    });
    await this.ensureClient(ELISE, elise, { owner: staff, bookkeeper: jordan }, today);
    return this.log;
  }

  /** A demo client's login, from their fixture (the questionnaire's fiscal year ends with the approved demo month). */
  private ensureClientUser(em: EntityManager, fixture: ClientFixture, login: { email: string; password: string }, today: Date): Promise<User> {
    const { user } = fixture;
    return this.ensureUser(em, {
      email: login.email,
      password: login.password,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone,
      paymentPlan: PaymentPlan.MONTHLY,
      registrationType: RegistrationType.PAID,
      // English and Ontario are the columns' defaults: Avery's row is written as before.
      ...(user.locale !== 'en-CA' ? { locale: user.locale, province: user.province as User['province'] } : {}),
      questionnaire: { taxYearEndDate: demoFiscalYearEnd(today), ...user.questionnaire },
    });
  }

  /**
   * Everything a demo client has, from their fixture, each part written only when missing:
   * categories in their language, the bank link and ~90 days of rows, the tax profile (before
   * any report: a regular-method registrant's journal posts the sales tax), opening balances,
   * submissions, CSV uploads, a CSV account in the books, receipts, then (after the books'
   * changes are drained) the month waiting for review's statement, three monthly reports (one
   * approved at version 2 and reconciled), the year-end package, questions, the conversation,
   * the access log and an export of all the client's data, made last so it holds the rest.
   */
  private async ensureClient(fixture: ClientFixture, client: User, staff: { owner: User; bookkeeper: User }, today: Date): Promise<void> {
    await this.deps.dataSource.transaction(async (em) => {
      await this.ensureCategories(em, client, fixture);
      await this.ensureBank(em, client, fixture.bank, today);
    });
    await this.ensureTaxProfile(client, fixture.taxProfile);
    await this.ensureOpeningBalances(client, staff.owner, today);
    await this.ensureSubmissions(client, staff.owner, fixture.submissions);
    await this.ensureCsvUploads(client, staff.owner, fixture);
    await this.ensureCsvAccountInBooks(client, fixture, today);
    await this.ensureReceipts(client, fixture, today);
    await this.deps.ledgerChanges.drain(client.id);
    await this.ensurePendingStatement(client, fixture, today);
    await this.ensureReports(client, staff.owner, today, fixture);
    await this.ensureYearEndPackage(client, today);
    await this.ensureQuestion(client, staff.owner, today, fixture.question);
    await this.ensureConversation(client, staff.bookkeeper, today, fixture.conversation);
    await this.ensureAccessLog(client, staff, today, fixture.accessLog);
    await this.ensureDataExport(client);
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
  private async ensureConversation(client: User, bookkeeper: User, today: Date, conversation: readonly DemoConversationMessage[]): Promise<void> {
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
  private async ensureAccessLog(client: User, staff: { owner: User; bookkeeper: User }, today: Date, rows: ClientFixture['accessLog']): Promise<void> {
    const log = this.deps.dataSource.getRepository(AccessLogEntry);
    if (await log.existsBy({ clientUserId: client.id })) return;
    for (const row of rows) {
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

  private async ensureCategories(em: EntityManager, client: User, fixture: ClientFixture): Promise<void> {
    const repo = em.getRepository(UserCategory);
    if (await repo.existsBy({ userId: client.id })) return;
    // In the client's language: a French client's defaults are French (issue 31).
    const names = defaultCategoriesIn(client.locale);
    const rows = [
      ...names.REVENUE.map((categoryName) => ({ userId: client.id, type: CategoryType.REVENUE, categoryName })),
      ...names.EXPENSE.map((categoryName) => ({ userId: client.id, type: CategoryType.EXPENSE, categoryName })),
      { userId: client.id, type: CategoryType.EXPENSE, categoryName: fixture.ownCategory },
    ];
    await repo.insert(rows);
    this.log.push(`${rows.length} categories`);
  }

  /**
   * The client's bank link as a Plaid sync leaves it: the fixture's institutions and accounts,
   * ~90 days of rows drawn from its merchants (a PRNG seeded by the user's id: the same rows on
   * every fresh database), each card payment's chequing side, and the month waiting for
   * review's own chequing rows. Nothing when the client has a bank link.
   */
  private async ensureBank(em: EntityManager, client: User, bank: DemoBank, today: Date): Promise<void> {
    const items = em.getRepository(BankItem);
    const accounts = em.getRepository(BankAccount);
    if (await items.existsBy({ userId: client.id })) return;
    const byKey = new Map<string, BankItem>();
    for (const spec of bank.items) {
      const itemId = `demo-item-${spec.key}-${client.id}`;
      const item = items.create({
        userId: client.id,
        itemId,
        accessTokenEncrypted: this.deps.secrets.encrypt(`access-demo-${spec.key}-${client.id}`, accessTokenContext(itemId)),
        institutionId: spec.institutionId,
        institutionName: spec.institutionName,
        lastSyncedAt: today,
      });
      byKey.set(spec.key, await items.save(item));
    }
    const byKind = new Map<string, BankAccount>();
    for (const spec of bank.accounts) {
      const account = await accounts.save(
        accounts.create({
          bankItemId: byKey.get(spec.item)!.id,
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
      .insert(bank.accounts.map((s) => ({ userId: client.id, accountId: `demo-acct-${s.kind}-${client.id}`, isHidden: false })));

    const rand = random(client.id * 7919);
    const rows: Partial<BankTransaction>[] = [];
    let sequence = 0;
    for (let back = 90; back >= 0; back--) {
      const day = new Date(today.getTime() - back * DAY_MS);
      for (const m of bank.merchants) {
        const happens = m.dayOfMonth ? day.getUTCDate() === m.dayOfMonth : rand() < m.perMonth / 30;
        if (!happens) continue;
        const account = byKind.get(m.account)!;
        const amount = Math.round(m.minCents + (m.maxCents - m.minCents) * rand());
        rows.push({
          userId: client.id,
          bankAccountId: account.id,
          accountName: account.name,
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
    // Each card payment received leaves the chequing account the same day: a transfer between the client's own accounts, as a bank shows it.
    const card = byKind.get('credit')!;
    const chequing = byKind.get('chequing')!;
    for (const paid of rows.filter((r) => r.bankAccountId === card.id && r.name === bank.cardPayment.received)) {
      rows.push({
        ...paid,
        bankAccountId: chequing.id,
        accountName: chequing.name,
        transactionId: `demo-txn-${client.id}-${++sequence}`,
        amount: `-${paid.amount}`,
        name: bank.cardPayment.chequingName,
      });
    }
    const lastMonth = (d: number) => isoDate(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, d)));
    for (const [day, name, amount] of bank.lastMonthChequing) {
      rows.push({
        userId: client.id,
        bankAccountId: chequing.id,
        accountName: chequing.name,
        transactionId: `demo-txn-${client.id}-${++sequence}`,
        amount,
        date: lastMonth(day),
        name,
        merchantName: null,
        pending: false,
        category: ['Transfer', 'Debit'],
        categoryId: '21006000',
        paymentChannel: 'other',
      });
    }
    await em.getRepository(BankTransaction).createQueryBuilder().insert().values(rows).execute();
    this.log.push(`${bank.items.length} bank item(s), ${bank.accounts.length} accounts, ${rows.length} transactions for ${client.email}`);
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
  private async ensureReports(client: User, staff: User, today: Date, fixture: ClientFixture): Promise<void> {
    const repo = this.deps.dataSource.getRepository(MonthlyReport);
    let built = 0;
    for (const { back, status, notes } of fixture.reports) {
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
    await this.ensureCorrectedVersion(client, staff, today, fixture);
  }

  /**
   * The approved month at version 2, as staff would do it: reopened with a reason, one
   * merchant's rows corrected (the client's memory learns it), rebuilt and approved again,
   * so the client's card shows "Version 2 — corrected on …" with its changelog.
   */
  private async ensureCorrectedVersion(client: User, staff: User, today: Date, fixture: ClientFixture): Promise<void> {
    const { back, notes } = fixture.reports.find((r) => r.status === ReportStatus.APPROVED)!;
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
    await this.deps.reportVersions.reopen(String(report.id), staff, fixture.versionReason(row.name, to), { rebuild: false });
    await this.deps.memory.learnFromStaff(client.id, [{ name: row.name, merchantName: row.merchantName, category: to }]);
    // Reopened, the month is open: staff reconcile it before the rebuild and the approval (which needs it).
    await this.ensureApprovedReconciled(client, staff, target, fixture);
    await this.deps.reports.build(client.id, target);
    const approved = await this.deps.reportReview.review(String(report.id), staff, ReportStatus.APPROVED, notes ?? undefined);
    await this.deps.events.run(REPORT_APPROVED, { reportId: approved.id, version: approved.version });
    this.log.push(`report ${report.reportId} at version 2`);
  }

  /**
   * The approved month reconciled on every account of money: each statement balance entered
   * from the paper statement as the books have it, but the chequing account's is
   * DEMO_ADJUSTMENT_CENTS lower: staff reconcile it with an adjustment and its memo.
   */
  private async ensureApprovedReconciled(client: User, staff: User, target: { year: number; month: number }, fixture: ClientFixture): Promise<void> {
    const month = parseMonth(isoMonth(target));
    const { accounts } = await this.deps.reconciliations.month(client.id, month);
    const adjusted = (accounts.find((a) => fixture.chequingName.test(a.accountName)) ?? accounts[0])?.accountId;
    for (const account of accounts) {
      if (account.status === 'reconciled') continue;
      const books = BigInt(account.booksClosing.replace('.', ''));
      const adjust = account.accountId === adjusted;
      const statement = adjust ? books - DEMO_ADJUSTMENT_CENTS : books;
      await this.deps.reconciliations.enter(client.id, account.accountId, month, { statementClosing: cents(Number(statement)) }, staff.id);
      await this.deps.reconciliations.reconcile(client.id, account.accountId, month, adjust ? { adjustment: { memo: fixture.adjustmentMemo } } : {}, staff.id);
    }
    if (accounts.length) this.log.push(`${accounts.length} account(s) reconciled for ${month.month}, one with an adjustment`);
  }

  /** The month waiting for review: the chequing account's statement, typed from paper, a few dollars off the books (so the board and the approval's 409 show). */
  private async ensurePendingStatement(client: User, fixture: ClientFixture, today: Date): Promise<void> {
    const { back } = fixture.reports.find((r) => r.status === ReportStatus.PENDING)!;
    const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1));
    const month = parseMonth(start.toISOString().slice(0, 7));
    const { accounts } = await this.deps.reconciliations.month(client.id, month);
    const chequing = accounts.find((a) => fixture.chequingName.test(a.accountName)) ?? accounts[0];
    if (!chequing || chequing.statementSource === 'entered') return;
    // The bank's balance also carries the previous month's service charge, which the approved month's
    // adjustment (posted after this, before that month's approval) brings into the books.
    const books = BigInt(chequing.booksClosing.replace('.', ''));
    const statement = books - DEMO_ADJUSTMENT_CENTS - DEMO_PENDING_DIFFERENCE;
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
  private async ensureQuestion(client: User, staff: User, today: Date, texts: ClientFixture['question']): Promise<void> {
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
    this.log.push(`an export of all the data of ${client.email}`);
  }

  /**
   * The client's receipts (Avery's dozen, Élise's with TPS/TVQ): real PDFs in storage, served
   * by the receipt file route, with the fields the reader takes from them written directly
   * (the seed runs no worker), then matched by the product's matching: most link to their bank
   * row of the month waiting for review, some wait, one finds two candidates (two bank rows of
   * its total added here), one is unreadable. Written once: nothing when the client has a receipt.
   */
  private async ensureReceipts(client: User, fixture: ClientFixture, today: Date): Promise<void> {
    const db = this.deps.dataSource;
    if ((await db.getRepository(Receipt).count({ where: { userId: client.id } })) > 0) return;
    const { list, ambiguous, tax } = fixture.receipts;
    const daysBack = (n: number) => isoDate(new Date(today.getTime() - n * DAY_MS));
    const lastMonth = (d: number) => isoDate(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, d)));
    if (ambiguous) {
      const [card, chequing] = await Promise.all(
        ['credit card', 'checking'].map((subtype) =>
          db.getRepository(BankAccount).findOneOrFail({ where: { subtype, bankItem: { userId: client.id } }, relations: { bankItem: true } }),
        ),
      );
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
    }
    let matched = 0;
    for (const demo of list) {
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
      const { gstHst, qst, lines } = receiptText(demo, tax, date, total);
      const bn = demo.bn ? `${demo.bn}RT0001` : null;
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
          unreadableReason: demo.unreadable ? RECEIPT_UNREADABLE.noTotal : null,
          fields: {
            vendor: field(demo.vendor, 0.75),
            date: field(demo.unreadable ? null : date, 0.9),
            total: field(demo.unreadable ? null : total, 0.97),
            gstHst: field(gstHst, 0.95),
            pst: field(null, 0),
            qst: field(qst, 0.95),
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
    this.log.push(`${list.length} receipts of ${client.email} (${matched} matched)`);
  }

  /** The demo client's tax profile: monthly returns on the regular method, with a GST/HST number (Élise's with her QST number too). */
  private async ensureTaxProfile(client: User, profile: TaxProfileRequest): Promise<void> {
    if (await this.deps.taxProfiles.hasSaved(client.id)) return;
    await this.deps.taxProfiles.save(client.id, profile);
    this.log.push(`tax profile of ${client.email}`);
  }

  /**
   * The demo client's submissions, through the submissions services as a client and staff
   * would make them: created with their documents (pending), then delivered by staff
   * (completed) or sent back with an edit request. Each step runs only when missing.
   */
  private async ensureSubmissions(client: User, staff: User, demos: readonly DemoSubmission[]): Promise<void> {
    const existing = new Map((await this.deps.submissions.listOwn(client.id)).map((s) => [s.summaryName, s]));
    let written = 0;
    for (const demo of demos) if (await this.ensureSubmission(demo, existing.get(demo.summaryName), client, staff)) written += 1;
    if (written) this.log.push(`${written} submission${written === 1 ? '' : 's'}`);
  }

  /** True when something was written. */
  private async ensureSubmission(demo: DemoSubmission, found: SubmissionView | undefined, client: User, staff: User): Promise<boolean> {
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
   * Categorize with AI (when the fixture has one), and the same rows in the bank's own layout.
   * Each is written only when missing.
   */
  private async ensureCsvUploads(client: User, staff: User, fixture: ClientFixture): Promise<void> {
    const { csvUploads, csvCategorization } = this.deps;
    const { csv } = fixture;
    const content = templateCsv(csv.rows);
    const categories = uploadCategories(client);
    const owner: Actor = { userId: client.id, staff: false };
    let written = 0;
    let categorized = (await csvUploads.listForClient(client.id)).find((u) => u.fileName === csv.categorizedFile);
    if (!categorized) {
      categorized = await this.uploadCsv(owner, csv.categorizedFile, content, categories);
      written += 1;
    }
    if (categorized.status !== CsvUploadStatus.COMPLETED) {
      if (categorized.status !== CsvUploadStatus.PROCESSING) await csvCategorization.start(owner, categorized.id);
      await csvCategorization.categorizeUpload(categorized.id, true);
    }
    if (csv.waitingFile && !(await csvUploads.listForClient(staff.id)).some((u) => u.fileName === csv.waitingFile)) {
      await this.uploadCsv({ userId: staff.id, staff: true }, csv.waitingFile, content, categories);
      written += 1;
    }
    if (!(await csvUploads.listForClient(client.id)).some((u) => u.fileName === csv.bankFile)) {
      await this.uploadCsv(owner, csv.bankFile, csv.bankExport(csv.rows), categories);
      written += 1;
    }
    if (written) this.log.push(`${written} CSV upload${written === 1 ? '' : 's'} of ${client.email}`);
  }

  /**
   * An account the bank link does not reach, in the books (before the reports are built, so
   * the month waiting for review includes it): the fixture's rows in that month, for Avery a
   * card with a day-later copy of a bank charge of the month, which the books flag as a
   * possible duplicate (counted once); for Élise her Desjardins savings in the bank's French file.
   */
  private async ensureCsvAccountInBooks(client: User, fixture: ClientFixture, today: Date): Promise<void> {
    const { csvUploads, csvCategorization, csvBooks, dataSource } = this.deps;
    const { booksCsv } = fixture;
    const owner: Actor = { userId: client.id, staff: false };
    let upload = (await csvUploads.listForClient(client.id)).find((u) => u.fileName === booksCsv.fileName);
    if (upload?.addedToBooksAt) return;
    if (!upload) {
      const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
      const day = (d: number) => isoDate(new Date(start.getTime() + (d - 1) * DAY_MS));
      const rows: DemoFileRow[] = booksCsv.rows.map(([d, name, amount]) => [day(d), name, amount]);
      if (booksCsv.copyOfBankCharge) {
        const [charge]: { date: string; name: string; amount: string }[] = await dataSource.query(
          `SELECT to_char(date, 'YYYY-MM-DD') AS date, name, amount::text AS amount FROM bank_transactions
           WHERE user_id = $1 AND NOT pending AND amount < 0 AND date BETWEEN $2::date AND $3::date ORDER BY date, id LIMIT 1`,
          [client.id, day(1), day(25)],
        );
        if (charge) rows.push([isoDate(new Date(Date.parse(`${charge.date}T00:00:00Z`) + DAY_MS)), charge.name, charge.amount]);
      }
      upload = await this.uploadCsv(owner, booksCsv.fileName, booksCsv.file(rows), uploadCategories(client));
    }
    if (upload.status !== CsvUploadStatus.COMPLETED) {
      if (upload.status !== CsvUploadStatus.PROCESSING) await csvCategorization.start(owner, upload.id);
      await csvCategorization.categorizeUpload(upload.id, true);
    }
    await csvBooks.add(owner, upload.id, booksCsv.accountName, booksCsv.accountType);
    this.log.push(`CSV account "${booksCsv.accountName}" in the books of ${client.email}`);
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

/** The categories a demo upload offers: the default revenue and expense categories, in the client's language. */
function uploadCategories(client: User): string {
  const names = defaultCategoriesIn(client.locale);
  return JSON.stringify((['REVENUE', 'EXPENSE'] as const).flatMap((type) => names[type].map((categoryName) => ({ type, categoryName }))));
}

/** Cents of `total` × part / whole, rounded. */
const share = (total: string, part: number, whole: number) => Math.round((Math.round(Number(total) * 100) * part) / whole);

/**
 * A demo receipt's text and the sales tax the reader finds in it: as written (`lines`), or
 * built from its vendor, body and total: with `salesTax`, Ontario's 13 % HST inside the total
 * (in English), or Québec's 5 % GST and 9.975 % QST (in French: « TPS », « TVQ », decimal commas).
 */
function receiptText(
  demo: DemoReceipt,
  tax: ClientFixture['receipts']['tax'],
  date: string,
  total: string,
): { gstHst: string | null; qst: string | null; lines: string[] } {
  if (tax === 'hst') {
    const gstHst = demo.fields?.gstHst ?? (demo.salesTax ? cents(share(total, 13, 113)) : null);
    const lines = demo.lines ?? [
      demo.vendor!,
      `Date: ${date}`,
      ...(demo.body ?? []),
      ...(gstHst ? [`Subtotal ${(Number(total) - Number(gstHst)).toFixed(2)}`, `HST 13% ${gstHst}`] : []),
      `TOTAL ${total}`,
      ...(demo.bn ? [`GST/HST # ${demo.bn} RT0001`] : []),
    ];
    return { gstHst, qst: demo.fields?.qst ?? null, lines: [...lines] };
  }
  // Québec: the subtotal × 1.14975 is the total; GST 5 % and QST 9.975 % of the subtotal.
  const gst = demo.salesTax ? share(total, 5_000, 114_975) : null;
  const qst = demo.salesTax ? share(total, 9_975, 114_975) : null;
  // A receipt's own printing, not the app's text: the store writes decimal commas.
  const comma = (c: number) => cents(c).replace('.', ',');
  const totalCents = Math.round(Number(total || 0) * 100);
  const lines = demo.lines ?? [
    demo.vendor!,
    `Date : ${date}`,
    ...(demo.body ?? []),
    ...(gst !== null && qst !== null ? [`Sous-total ${comma(totalCents - gst - qst)} $`, `TPS 5 % ${comma(gst)}`, `TVQ 9,975 % ${comma(qst)}`] : []),
    `TOTAL ${comma(totalCents)} $`,
    ...(demo.bn ? [`TPS : ${demo.bn} RT0001`] : []),
  ];
  return {
    gstHst: demo.fields?.gstHst ?? (gst === null ? null : cents(gst)),
    qst: demo.fields?.qst ?? (qst === null ? null : cents(qst)),
    lines: [...lines],
  };
}
