import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CONTACT_ADMIN_MESSAGES, enumValues, MessageStatus } from '@ledgerleaf/contracts';
import { DataSource } from 'typeorm';
import { defineList, type ListPage, type RawListQuery } from '../../common/react-admin/list-query';
import { Message } from './entities/message.entity';

/** The console's message list (react-admin simple-rest dialect), newest first by default; unread rows sort last by readAt. */
export const MESSAGE_LIST = defineList({
  resource: 'messages',
  alias: 'm',
  sort: { id: 'm.id', firstName: 'm.firstName', lastName: 'm.lastName', email: 'm.email', status: 'm.status', createdAt: 'm.createdAt', readAt: 'm.readAt' },
  defaultSort: ['createdAt', 'DESC'],
  nullsLast: ['readAt'],
  search: [`(m.first_name || ' ' || m.last_name)`, 'm.email', 'm.question'],
  equals: { status: { column: 'm.status', values: enumValues(MessageStatus), message: CONTACT_ADMIN_MESSAGES.messageStatusFilterInvalid } },
});

/** The SQL of contact messages (messages) beyond plain entity calls: the console's list. */
@Injectable()
export class MessagesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** A page of the console's list. */
  adminPage(raw: RawListQuery): Promise<ListPage<Message>> {
    return MESSAGE_LIST.run(this.db.getRepository(Message).createQueryBuilder('m'), raw);
  }
}
