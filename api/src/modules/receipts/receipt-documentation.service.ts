import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  itcDocumentationState,
  type ItcDocumentationState,
  MISSING_RECEIPT_MESSAGES,
  MISSING_RECEIPT_MIN_CENTS,
  MISSING_RECEIPTS_DEFAULT_DAYS,
  type MissingReceiptsPageDto,
  type ReceiptFields,
} from '@ledgerleaf/contracts';
import { DataSource } from 'typeorm';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { ScheduledRuns } from '../../common/jobs/scheduled-runs';
import { businessDay } from '../../common/time/business-time';
import { AppConfig } from '../../config/app-config';
import { LedgerBankAccounts } from '../ledger/ledger-bank-accounts';
import { MailService } from '../mail/mail.service';
import { mailMoney, mailText, recipientLocale } from '../mail/mail-texts';
import { isIsoDay } from '../tax/filing-periods';
import { ItcDocumentationService, ItcReceipts } from '../tax/itc-documentation';
import { UsersService } from '../users/users.service';
import { buyerNamesOf, receiptDocumentFacts } from './receipt-documentation';
import { MissingReceiptsRepository } from './missing-receipts.repository';
import { missingReceiptsTask } from './receipts.jobs';

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const invalid = (message: string) => new DomainException(DomainErrorKind.INVALID, message);

/** The longest range of the missing list: four years, the time to claim an ITC. */
const MAX_RANGE_DAYS = 4 * 366;
/** The weekly mail lists this many purchases, then says how many more. */
const MAILED_PURCHASES = 10;

/**
 * Which purchases receipts document: the receipts module's side of the tax module's port
 * (ItcReceipts: each ITC purchase's state by the contracts' itcDocumentationState), the list of
 * purchases of $100 or more with no receipt, and the weekly mail asking for them.
 */
@Injectable()
export class ReceiptDocumentationService implements OnModuleInit {
  private readonly logger = new Logger('MissingReceipts');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly itcReceipts: ItcReceipts,
    private readonly itcPurchases: ItcDocumentationService,
    private readonly users: UsersService,
    private readonly bankAccounts: LedgerBankAccounts,
    private readonly mail: MailService,
    private readonly runs: ScheduledRuns,
    private readonly missingReceipts: MissingReceiptsRepository,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.itcReceipts.provide(this);
  }

  /** Each purchase's state from the receipts linked to its transaction (none: undocumented). */
  async statesOf(userId: number, purchases: readonly { transactionId: string; amountCents: number }[]): Promise<Map<string, ItcDocumentationState>> {
    const states = new Map<string, ItcDocumentationState>();
    if (!purchases.length) return states;
    const [user, linked] = await Promise.all([
      this.users.getById(userId),
      this.db.query<{ ledgerEntryId: string; fields: ReceiptFields; text: string | null }[]>(
        `SELECT ledger_entry_id::text AS "ledgerEntryId", fields, text FROM receipts
         WHERE user_id = $1 AND ledger_entry_id = ANY($2::bigint[])`,
        [userId, purchases.map((p) => p.transactionId)],
      ),
    ]);
    const names = buyerNamesOf(user);
    const factsOf = new Map<string, ReturnType<typeof receiptDocumentFacts>[]>();
    for (const r of linked) factsOf.set(r.ledgerEntryId, [...(factsOf.get(r.ledgerEntryId) ?? []), receiptDocumentFacts(r, names)]);
    for (const p of purchases) states.set(p.transactionId, itcDocumentationState(p.amountCents, factsOf.get(p.transactionId) ?? []));
    return states;
  }

  /** The range asked, or the last MISSING_RECEIPTS_DEFAULT_DAYS days to today: 400 naming the rule for a bad one. */
  rangeOf(from: string | undefined, to: string | undefined, now = new Date()): { from: string; to: string } {
    const end = to ?? businessDay(now);
    // `to` is checked before the default `from` is counted back from it (a malformed day would throw there).
    if (!isIsoDay(end)) throw invalid(MISSING_RECEIPT_MESSAGES.dateInvalid);
    const start = from ?? addDays(end, -MISSING_RECEIPTS_DEFAULT_DAYS);
    if (!isIsoDay(start)) throw invalid(MISSING_RECEIPT_MESSAGES.dateInvalid);
    if (start > end) throw invalid(MISSING_RECEIPT_MESSAGES.rangeInvalid);
    if (start < addDays(end, -MAX_RANGE_DAYS)) throw invalid(MISSING_RECEIPT_MESSAGES.rangeTooLong);
    return { from: start, to: end };
  }

  /**
   * The client's purchases of $100 or more from `from` to `to` with no receipt linked: the
   * purchases behind an ITC (tax's rule, ItcDocumentationService: money out in a taxable expense
   * category with an ITC, transfers and owner's drawings left out; none under the Quick Method),
   * of the rows a report counts (visible accounts, an undecided duplicate once), newest first.
   * One page read in SQL by the category the books hold; only the candidates the books hold in
   * suspense (no category of the client's) go through the engine first. See docs/decisions/receipts-itc.md.
   */
  async missing(userId: number, from: string, to: string, page: number, pageSize: number): Promise<MissingReceiptsPageDto> {
    const [hidden, rule] = await Promise.all([this.bankAccounts.hiddenRefs(userId), this.itcPurchases.missingReceiptRule(userId, from, to)]);
    if (!rule) return { purchases: [], total: 0, page, pageSize, from, to };
    const range = { userId, hidden, from, to };
    const suspense = await rule.among(await this.missingReceipts.inSuspense(range, rule.known));
    const { purchases, total } = await this.missingReceipts.page(
      range,
      rule.itc,
      suspense.map((p) => p.transactionId),
      page,
      pageSize,
    );
    return { purchases, total, page, pageSize, from, to };
  }

  /**
   * The weekly mail of `week` (the Monday it runs, business time): every client with purchases
   * of $100 or more and no receipt in the last MISSING_RECEIPTS_DEFAULT_DAYS days before it gets
   * one mail listing them; none when the list is empty. Once per client and week: ScheduledRuns
   * records it, and the mail's id (the outbox's unique key) is the client's and the week's.
   */
  async sendWeekly(week: string): Promise<number> {
    const to = addDays(week, -1);
    const from = addDays(to, -MISSING_RECEIPTS_DEFAULT_DAYS);
    // A first, loose cut in one query (clients with a large enough unlinked row); the exact list is each client's.
    const clients: { id: number }[] = await this.db.query(
      `SELECT DISTINCT l.user_id AS id FROM ledger_entries l JOIN users u ON u.id = l.user_id
       WHERE u.staff_role IS NULL AND l.date BETWEEN $1::date AND $2::date AND l.amount <= $3::numeric / -100
         AND NOT EXISTS (SELECT 1 FROM receipts r WHERE r.ledger_entry_id = l.id)
       ORDER BY 1`,
      [from, to, MISSING_RECEIPT_MIN_CENTS],
    );
    let sent = 0;
    for (const { id } of clients) {
      try {
        if (await this.mailClient(id, week, from, to)) sent += 1;
      } catch (error) {
        // One client's failure does not stop the others; next week's run asks again.
        this.logger.error(`Missing receipts mail for user ${id}: ${String(error)}`);
      }
    }
    return sent;
  }

  private async mailClient(userId: number, week: string, from: string, to: string): Promise<boolean> {
    const task = missingReceiptsTask(userId);
    if (await this.runs.hasRun(task, week)) return false;
    const list = await this.missing(userId, from, to, 1, MAILED_PURCHASES);
    if (!list.total) return false;
    const user = await this.users.getById(userId);
    const locale = recipientLocale(user);
    const more = list.total - list.purchases.length;
    await this.mail.enqueue({
      to: user.email,
      subject: mailText(locale, 'missingReceipts.subject', { count: list.total }),
      text: [
        mailText(locale, 'hello', { firstName: user.firstName }),
        '',
        mailText(locale, 'missingReceipts.intro'),
        '',
        ...list.purchases.map((x) =>
          mailText(locale, 'missingReceipts.line', { date: x.date, name: x.name, amount: mailMoney(x.amount.replace(/^-/, ''), locale) }),
        ),
        ...(more ? [mailText(locale, 'missingReceipts.more', { count: more })] : []),
        '',
        mailText(locale, 'missingReceipts.upload'),
        `${this.config.publicUrl}/dashboard?tab=receipts`,
        '',
        mailText(locale, 'signature'),
      ].join('\n'),
      messageId: `<missing-receipts.${userId}.${week}@${new URL(this.config.publicUrl).hostname}>`,
    });
    await this.runs.record(task, week);
    return true;
  }
}
