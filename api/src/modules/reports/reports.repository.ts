import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DEFAULT_LOCALE, type Locale, ReportStatus } from '@ledgerleaf/contracts';
import { type EntityManager, Repository } from 'typeorm';
import { myClientsReference } from '../../common/react-admin/my-clients';
import { defineList, type ListPage, type RawListQuery, type SortOrder } from '../../common/react-admin/list-query';
import { isRowId } from '../../database/columns';
import { MonthlyReport } from './entities/monthly-report.entity';
import { ReportVersion } from './entities/report-version.entity';

/** The console's report lists sort by these; year and month both sort by the report's period (year, then month). */
const REPORT_LIST_SORT = {
  id: 'r.id',
  createdAt: 'r.createdAt',
  reviewedAt: 'r.reviewedAt',
  year: ['r.year', 'r.month'],
  month: ['r.year', 'r.month'],
} as const;

/** A console report list (react-admin simple-rest dialect): the whole list when no range is asked, as before paging. */
const reportList = (defaultSort: readonly [keyof typeof REPORT_LIST_SORT, SortOrder]) =>
  defineList({ resource: 'reports', alias: 'r', sort: REPORT_LIST_SORT, defaultSort, wholeListWithoutRange: true, references: myClientsReference('u') });

/** Pending: oldest first (work in order). Rejected: most recently reviewed first. A client's history: newest month first. */
export const PENDING_REPORT_LIST = reportList(['createdAt', 'ASC']);
export const REJECTED_REPORT_LIST = reportList(['reviewedAt', 'DESC']);
export const REPORT_HISTORY_LIST = reportList(['year', 'DESC']);

/** The reports module's queries beyond plain CRUD: the console's lists and the files earlier versions still serve. */
@Injectable()
export class ReportsRepository {
  constructor(
    @InjectRepository(MonthlyReport) private readonly reports: Repository<MonthlyReport>,
    @InjectRepository(ReportVersion) private readonly versions: Repository<ReportVersion>,
  ) {}

  /** Pending or rejected reports with their clients: PENDING_REPORT_LIST and REJECTED_REPORT_LIST. */
  listByStatus(status: typeof ReportStatus.PENDING | typeof ReportStatus.REJECTED, raw: RawListQuery): Promise<ListPage<MonthlyReport>> {
    const list = status === ReportStatus.PENDING ? PENDING_REPORT_LIST : REJECTED_REPORT_LIST;
    return list.run(this.withClient().where('r.status = :status', { status }), raw);
  }

  /** Every report of one client (REPORT_HISTORY_LIST); an id no row can have lists nothing. */
  historyOf(userId: number, raw: RawListQuery): Promise<ListPage<MonthlyReport>> {
    const qb = this.withClient();
    return REPORT_HISTORY_LIST.run(isRowId(userId) ? qb.where('r.userId = :userId', { userId }) : qb.where('FALSE'), raw);
  }

  private withClient() {
    return this.reports.createQueryBuilder('r').leftJoinAndSelect('r.user', 'u').leftJoinAndSelect('r.earlierVersions', 'ev');
  }

  /** The client's language (users.locale): the files rendered on download are written in it, whoever downloads them. */
  async clientLocale(userId: number): Promise<Locale> {
    const [row]: { locale: Locale }[] = await this.reports.query(`SELECT locale FROM users WHERE id = $1`, [userId]);
    return row?.locale ?? DEFAULT_LOCALE;
  }

  /** Which of these storage keys an earlier version (report_versions) still names. */
  async keysStillServed(keys: readonly string[]): Promise<Set<string>> {
    const kept: { key: string }[] = await this.versions.query(
      `SELECT unnest(ARRAY[transactions_csv_url, summary_csv_url, pdf_url]) AS key FROM report_versions
       WHERE transactions_csv_url = ANY($1) OR summary_csv_url = ANY($1) OR pdf_url = ANY($1)`,
      [keys],
    );
    return new Set(kept.map((k) => k.key));
  }

  /**
   * Records a staff decision on a report that is still pending, in `em`'s transaction; the
   * decided version, or null when the report was no longer pending (conditional on the
   * status, so two staff deciding at once cannot both win).
   */
  async decidePending(
    em: EntityManager,
    id: number,
    decision: Pick<MonthlyReport, 'adminNotes' | 'reviewedBy'> & { status: 'approved' | 'rejected' },
  ): Promise<number | null> {
    const result = await em
      .createQueryBuilder()
      .update(MonthlyReport)
      .set({ ...decision, reviewedAt: () => 'now()' })
      .where('id = :id AND status = :pending', { id, pending: ReportStatus.PENDING })
      .returning(['version'])
      .execute();
    return result.affected ? Number((result.raw as { version: number }[])[0].version) : null;
  }
}
