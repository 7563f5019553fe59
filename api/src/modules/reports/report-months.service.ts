import { Injectable } from '@nestjs/common';
import { CLIENT_LIMIT_MESSAGES, REPORT_MESSAGES } from '@ledgerleaf/contracts';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { LedgerService } from '../ledger/ledger.service';
import type { AuthUser } from '../../common/auth/auth-user';
import { monthBounds } from '../../common/time/month-bounds';
import { businessMonthOf, monthIndex, previousMonth, type ReportMonth } from './reports.jobs';
import { monthLabel } from './month-label';

/** The asking client (the request's user): their id and when they signed up. */
type ClientSince = Pick<AuthUser, 'id' | 'createdAt'>;

const earlier = (a: ReportMonth, b: ReportMonth) => (monthIndex(a) <= monthIndex(b) ? a : b);

/**
 * Which months a client may ask a report for (issue 17): from their first transaction in the books
 * or their sign-up, whichever is earlier, to the last month that has ended; and only a month
 * with at least one posted transaction, so an empty month never lands in the staff's
 * pending list. Checked before a client's build; the monthly cron builds every active
 * client's month as before.
 */
@Injectable()
export class ReportMonthsService {
  constructor(private readonly ledger: LedgerService) {}

  /** The first and last month the client may ask for; `first` after `last` while no month qualifies yet. */
  async range(user: ClientSince, now = new Date()): Promise<{ first: ReportMonth; last: ReportMonth }> {
    const firstDate = await this.ledger.firstEntryDate(user.id);
    let first = businessMonthOf(user.createdAt);
    if (firstDate) first = earlier(first, { year: Number(firstDate.slice(0, 4)), month: Number(firstDate.slice(5, 7)) });
    return { first, last: previousMonth(now) };
  }

  /**
   * 400 for a month outside the range, naming it (a month not yet ended says so first, in
   * the words the screens already show), or for a month without a posted transaction.
   */
  async assertBuildable(user: ClientSince, target: ReportMonth, now = new Date()): Promise<void> {
    const { first, last } = await this.range(user, now);
    if (monthIndex(first) > monthIndex(last)) throw invalid(CLIENT_LIMIT_MESSAGES.reportNoMonthYet(monthLabel(first.year, first.month)));
    const range = CLIENT_LIMIT_MESSAGES.reportMonthOutOfRange(monthLabel(first.year, first.month), monthLabel(last.year, last.month));
    if (monthIndex(target) > monthIndex(last)) throw invalid(`${REPORT_MESSAGES.futureMonth} ${range}`);
    if (monthIndex(target) < monthIndex(first)) throw invalid(range);
    const { startDate, endDate } = monthBounds(target);
    if (!(await this.ledger.hasEntriesBetween(user.id, startDate, endDate))) {
      throw invalid(CLIENT_LIMIT_MESSAGES.reportMonthEmpty(monthLabel(target.year, target.month)));
    }
  }
}

const invalid = (message: string) => new DomainException(DomainErrorKind.INVALID, message);
