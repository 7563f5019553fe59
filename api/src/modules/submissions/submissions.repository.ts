import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { enumValues, SUBMISSION_MESSAGES, SubmissionStatus } from '@ledgerleaf/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { myClientsReference } from '../../common/react-admin/my-clients';
import { defineList, type ListPage, type RawListQuery } from '../../common/react-admin/list-query';
import { Submission } from './entities/submission.entity';

/** The console's submissions: `q` searches the summary and the client's name and e-mail; `status` and `userId` filter. */
export const SUBMISSION_LIST = defineList({
  resource: 'submissions',
  alias: 's',
  sort: { id: 's.id', summaryName: 's.summaryName', status: 's.status', createdAt: 's.createdAt', updatedAt: 's.updatedAt' },
  defaultSort: ['createdAt', 'DESC'],
  search: ['s.summary_name', `(u.first_name || ' ' || u.last_name)`, 'u.email'],
  equals: { status: { column: 's.status', values: enumValues(SubmissionStatus), message: SUBMISSION_MESSAGES.statusFilterInvalid } },
  references: { userId: 's.user_id', ...myClientsReference('u') },
});

/** The SQL of submissions beyond plain entity calls: the console's list and the row lock edit requests count under. */
@Injectable()
export class SubmissionsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** A page of the console's list (ids and sort fields; the caller loads each submission's graph). */
  adminPage(raw: RawListQuery): Promise<ListPage<Submission>> {
    return SUBMISSION_LIST.run(this.db.getRepository(Submission).createQueryBuilder('s').leftJoin('s.user', 'u'), raw);
  }

  /** Locks the submission's row until the caller's transaction ends (parallel requests then count one after the other). */
  async lock(em: EntityManager, submissionId: number): Promise<void> {
    await em.query('SELECT id FROM submissions WHERE id = $1 FOR UPDATE', [submissionId]);
  }
}
