import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { YEAR_END_PACKAGE_MESSAGES, YEAR_END_PACKAGE_STATUSES } from '@ledgerleaf/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { myClientsReference } from '../../common/react-admin/my-clients';
import { defineList, type ListPage, type RawListQuery } from '../../common/react-admin/list-query';
import { YearEndPackage } from './entities/year-end-package.entity';

/** The console's list: pending first by default, oldest first; filter by status. */
export const YEAR_END_PACKAGE_LIST = defineList({
  resource: 'year-end-packages',
  alias: 'p',
  sort: { id: 'p.id', createdAt: 'p.createdAt', fiscalYearEnd: 'p.fiscalYearEnd', reviewedAt: 'p.reviewedAt' },
  defaultSort: ['createdAt', 'ASC'],
  nullsLast: ['reviewedAt'],
  search: ['u.email', "(u.first_name || ' ' || u.last_name)"],
  equals: { status: { column: 'p.status', values: YEAR_END_PACKAGE_STATUSES, message: YEAR_END_PACKAGE_MESSAGES.statusFilter } },
  references: { userId: 'p.user_id', ...myClientsReference('u') },
});

/**
 * The SQL of year-end packages (year_end_packages) beyond plain entity calls: the console's
 * list, the insert that yields to the one-package-per-client-and-year index, and the review
 * that only a pending package takes.
 */
@Injectable()
export class YearEndPackagesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** A page of the console's list, each package with its client. */
  adminPage(raw: RawListQuery): Promise<ListPage<YearEndPackage>> {
    return YEAR_END_PACKAGE_LIST.run(this.db.getRepository(YearEndPackage).createQueryBuilder('p').leftJoinAndSelect('p.user', 'u'), raw);
  }

  /** Inserts the package unless the client already has one for that fiscal year (INSERT … ON CONFLICT DO NOTHING). */
  async insertIfAbsent(row: Pick<YearEndPackage, 'userId' | 'fiscalYearStart' | 'fiscalYearEnd' | 'form' | 'status'>, em?: EntityManager): Promise<void> {
    await (em ?? this.db.manager).getRepository(YearEndPackage).createQueryBuilder().insert().values(row).orIgnore().execute();
  }

  /** Records a staff decision on a package that is still pending: false when it is not (decided already). */
  async decide(id: number, decision: Pick<YearEndPackage, 'adminNotes' | 'reviewedBy'> & { status: 'approved' | 'rejected' }): Promise<boolean> {
    const result = await this.db
      .createQueryBuilder()
      .update(YearEndPackage)
      .set({ ...decision, reviewedAt: () => 'now()' })
      .where('id = :id AND status = :pending', { id, pending: 'pending' })
      .execute();
    return Boolean(result.affected);
  }
}
