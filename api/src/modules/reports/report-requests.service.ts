import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { REPORT_LIMITS, REPORT_MESSAGES, ReportStatus, type ReportBuildDto } from '@ledgerleaf/contracts';
import { Repository } from 'typeorm';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { pollUntil } from '../../common/jobs/poll-until';
import { CategoriesService } from '../categories/categories.service';
import { CategorizationService, type LearnItem } from '../categorization/categorization.service';
import { MonthlyReport } from './entities/monthly-report.entity';
import { categoryTypes } from './report-builder.service';
import { ReportBuildsService } from './report-builds.service';
import type { ReportMonth } from './reports.jobs';
import { monthLabel } from './month-label';
import { ReportQueriesService } from './report-queries.service';

/** A build request's answer: the report, built within the wait, or the build still running. */
export type BuildAnswer = { report: MonthlyReport; build?: undefined } | { build: ReportBuildDto; report?: undefined };

/**
 * What people ask of reports, on the API side: build a month, rebuild it after the
 * client's feedback or a staff correction. The build itself runs on the workers (the
 * reports queue); a request records it, enqueues it and waits a bounded time
 * (REPORT_LIMITS.buildWaitMs) for it to end. No categorization, OpenAI call or PDF here.
 */
@Injectable()
export class ReportRequestsService {
  constructor(
    @InjectRepository(MonthlyReport) private readonly monthlyReports: Repository<MonthlyReport>,
    private readonly builds: ReportBuildsService,
    private readonly reports: ReportQueriesService,
    private readonly categories: CategoriesService,
    private readonly engine: CategorizationService,
  ) {}

  /**
   * Builds (or rebuilds) the month on the workers. An approved month is a 409 before
   * anything is queued; a build that gives up is a 503 with its reason.
   */
  async buildAndWait(userId: number, month: ReportMonth, waitMs: number = REPORT_LIMITS.buildWaitMs): Promise<BuildAnswer> {
    const current = await this.monthlyReports.findOneBy({ userId, year: month.year, month: month.month });
    if (current?.status === ReportStatus.APPROVED) throw new DomainException(DomainErrorKind.CONFLICT, REPORT_MESSAGES.approvedLocked);
    await this.builds.requestOne(userId, month);
    const build = await pollUntil(
      () => this.builds.state(userId, month),
      (state) => state === null || state.status === 'failed',
      waitMs,
    );
    const failed = () => new DomainException(DomainErrorKind.UNAVAILABLE, build?.failure ?? REPORT_MESSAGES.buildFailed(monthLabel(month.year, month.month)));
    if (build?.status === 'failed') throw failed();
    if (build) return { build };
    const report = await this.monthlyReports.findOneBy({ userId, year: month.year, month: month.month });
    // Ended with no report: the client's reports were cleared meanwhile.
    if (!report) throw failed();
    return { report };
  }

  /**
   * The client's feedback on a report: every named category must be one of theirs (400
   * naming the others); the examples go into memory and the report is rebuilt as pending.
   */
  async recategorize(userId: number, reportId: number, examples: readonly { transactionName: string; correctCategory: string }[]): Promise<BuildAnswer> {
    const report = await this.reports.getOwn(userId, reportId);
    if (report.status === ReportStatus.APPROVED) throw new DomainException(DomainErrorKind.CONFLICT, REPORT_MESSAGES.approvedLocked);
    const valid = examples.filter((e) => e.transactionName.trim() && e.correctCategory.trim());
    if (!valid.length) throw new DomainException(DomainErrorKind.INVALID, REPORT_MESSAGES.noValidFeedback);
    const known = categoryTypes(await this.categories.inputsForUser(userId));
    const unknown = [...new Set(valid.map((e) => e.correctCategory.trim()).filter((name) => !known.has(name.toLowerCase())))];
    if (unknown.length) throw new DomainException(DomainErrorKind.INVALID, REPORT_MESSAGES.unknownCategories(unknown));
    await this.engine.learnFromFeedback(
      userId,
      await this.asTheReportNamesThem(
        report,
        valid.map((e) => ({ name: e.transactionName, category: e.correctCategory })),
      ),
    );
    return this.buildAndWait(userId, { year: report.year, month: report.month });
  }

  /** A staff correction of one row: the client's memory learns it and the pending report is rebuilt. */
  async correct(report: MonthlyReport, correction: { name: string; merchantName?: string | null; category: string }): Promise<BuildAnswer> {
    if (report.status !== ReportStatus.PENDING) throw new DomainException(DomainErrorKind.CONFLICT, REPORT_MESSAGES.onlyPendingReviewed);
    const known = categoryTypes(await this.categories.inputsForUser(report.userId));
    if (!known.has(correction.category.trim().toLowerCase()))
      throw new DomainException(DomainErrorKind.INVALID, REPORT_MESSAGES.unknownCategories([correction.category.trim()]));
    await this.engine.learnFromStaff(report.userId, await this.asTheReportNamesThem(report, [correction]));
    return this.buildAndWait(report.userId, { year: report.year, month: report.month });
  }

  /**
   * A row is remembered under its merchant when the bank names one ("Google" for
   * "GOOGLE *WORKSPACE"), so a correction that gives only the row's name must learn under
   * the merchant of the report's rows of that name: otherwise it is remembered under another
   * key, and the rebuilt row keeps whatever the merchant's memory said. A name the report does
   * not hold, or an item that names its merchant, is learned as given.
   */
  private async asTheReportNamesThem(report: MonthlyReport, items: readonly LearnItem[]): Promise<LearnItem[]> {
    if (items.every((item) => item.merchantName?.trim())) return [...items];
    const merchantsByName = new Map<string, Set<string | null>>();
    for (const row of await this.reports.transactionsOf(report)) {
      const name = row.name.trim().toLowerCase();
      merchantsByName.set(name, (merchantsByName.get(name) ?? new Set()).add(row.merchantName?.trim() || null));
    }
    return items.flatMap((item) => {
      const merchants = item.merchantName?.trim() ? null : merchantsByName.get(item.name.trim().toLowerCase());
      return merchants ? [...merchants].map((merchantName) => ({ ...item, merchantName })) : [item];
    });
  }

  /**
   * One of the client's own categories by name (any case), in the client's spelling; any
   * other name is a 400. Checked before an answer to a question is stored.
   */
  async ownCategory(userId: number, name: string): Promise<string> {
    const wanted = name.trim().toLowerCase();
    const found = (await this.categories.inputsForUser(userId)).find((c) => c.categoryName.toLowerCase() === wanted);
    if (!found) throw new DomainException(DomainErrorKind.INVALID, REPORT_MESSAGES.unknownCategories([name.trim()]));
    return found.categoryName;
  }

  /**
   * The client's answer to a question names the category of one row: memory learns it as the
   * client's answer (source "client", as strong as their feedback, below staff) and a pending
   * report is rebuilt on the workers (not waited for: the answer is stored either way; the
   * report shows the category once the build ends).
   */
  async applyClientAnswer(report: MonthlyReport, item: { name: string; merchantName?: string | null; category: string }): Promise<void> {
    await this.engine.learnFromClient(report.userId, [item]);
    if (report.status === ReportStatus.PENDING) await this.builds.requestOne(report.userId, { year: report.year, month: report.month });
  }
}
