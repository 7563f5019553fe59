import { Injectable } from '@nestjs/common';
import { monthClosed } from '../../common/errors/month-closed';
import { MonthCloseRepository } from './month-close.repository';

/**
 * The month close for the modules that change the books (csv, submissions, questions, books):
 * a month is closed while its monthly report's current version is approved; staff reopening
 * the report opens it again. The rule is the database's `month_closed(user, date)`, which the
 * ledger's guard trigger also applies to every write, so a path that forgets to ask is still
 * refused (the same 409). Asking first gives the answer before any work is done.
 *
 * A module that may import the ledger calls, in one line:
 *   `await this.monthClose.assertOpen(userId, [date]);`
 */
@Injectable()
export class MonthCloseService {
  constructor(private readonly repository: MonthCloseRepository) {}

  /** The earliest closed month (YYYY-MM) among the months of these dates (YYYY-MM-DD), or null when all are open. */
  firstClosed(userId: number, dates: readonly string[]): Promise<string | null> {
    return this.repository.firstClosed(userId, dates);
  }

  /** 409 "October 2026 is closed; ask your bookkeeper to reopen it" when any of the dates falls in a closed month. */
  async assertOpen(userId: number, dates: readonly string[]): Promise<void> {
    const closed = await this.repository.firstClosed(userId, dates);
    if (closed) throw monthClosed(closed);
  }

  /** The same for the rows an account has in the books (taking them out): a CSV upload, a submission, a bank account (by its row id). */
  async assertAccountOpen(userId: number, source: 'bank' | 'csv' | 'manual', accountRef: number): Promise<void> {
    const closed = await this.repository.firstClosedOfAccount(userId, source, accountRef);
    if (closed) throw monthClosed(closed);
  }

  /** Where something arriving for this date (from the bank, a file) counts: the date itself, or the first day of the first open month after a closed one. */
  firstOpenDay(userId: number, date: string): Promise<string> {
    return this.repository.firstOpenDay(userId, date);
  }
}
