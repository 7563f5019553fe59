import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CallRequestStatus, CONTACT_ADMIN_MESSAGES, enumValues } from '@ledgerleaf/contracts';
import { DataSource } from 'typeorm';
import { defineList, type ListPage, type RawListQuery } from '../../common/react-admin/list-query';
import { CallRequest } from './entities/call-request.entity';

/** The console's call-request list (react-admin simple-rest dialect), newest first by default. */
export const CALL_REQUEST_LIST = defineList({
  resource: 'call-requests',
  alias: 'c',
  sort: {
    id: 'c.id',
    firstName: 'c.firstName',
    lastName: 'c.lastName',
    email: 'c.email',
    phone: 'c.phone',
    preferredDate: 'c.preferredDate',
    preferredTime: 'c.preferredTime',
    timezone: 'c.timezone',
    status: 'c.status',
    createdAt: 'c.createdAt',
  },
  defaultSort: ['createdAt', 'DESC'],
  search: [`(c.first_name || ' ' || c.last_name)`, 'c.email', 'c.phone'],
  equals: { status: { column: 'c.status', values: enumValues(CallRequestStatus), message: CONTACT_ADMIN_MESSAGES.callRequestStatusInvalid } },
});

/** The SQL of call requests (call_requests) beyond plain entity calls: the console's list. */
@Injectable()
export class CallRequestsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** A page of the console's list. */
  adminPage(raw: RawListQuery): Promise<ListPage<CallRequest>> {
    return CALL_REQUEST_LIST.run(this.db.getRepository(CallRequest).createQueryBuilder('c'), raw);
  }
}
