import { Logger } from '@nestjs/common';
import { CONTACT_ADMIN_MESSAGES, MessageStatus } from '@ledgerleaf/contracts';
import type { Repository } from 'typeorm';
import { DomainErrorKind } from '../../common/errors/domain.exception';
import type { AppConfig } from '../../config/app-config';
import type { MailMessage } from '../mail/mail-message';
import type { StaffNotificationsService } from '../mail/staff-notifications.service';
import type { CreateMessageDto } from './dto/create-message.dto';
import type { Message } from './entities/message.entity';
import type { MessagesRepository } from './messages.repository';
import { MessagesService } from './messages.service';
import { refusal } from '../../../test/helpers/refusal';

/** contact_messages in memory; update is conditional on its where, as the service relies on. */
class InMemoryMessages {
  rows: Message[] = [];
  create(data: Partial<Message>): Message {
    return { ...data } as Message;
  }
  async save(m: Message): Promise<Message> {
    const row = { status: MessageStatus.UNREAD, readAt: null, createdAt: new Date(), ...(m as Partial<Message>), id: this.rows.length + 1 } as Message;
    this.rows.push(row);
    return row;
  }
  async findOneBy({ id }: { id: number }): Promise<Message | null> {
    const row = this.rows.find((r) => r.id === id);
    return row ? { ...row } : null;
  }
  async update(where: Partial<Message>, patch: Partial<Message>): Promise<void> {
    for (const row of this.rows) if (row.id === where.id && row.status === where.status) Object.assign(row, patch);
  }
}

const input = (overrides: Partial<CreateMessageDto> = {}): CreateMessageDto =>
  ({
    firstName: 'Hannah',
    lastName: 'Kowalski',
    email: 'hannah@kowalskiyoga.ca',
    phone: '+1 (306) 555-0188',
    question: 'Do you file GST for yoga studios?',
    ...overrides,
  }) as CreateMessageDto;

describe('MessagesService', () => {
  let table: InMemoryMessages;
  let notified: Omit<MailMessage, 'to'>[];
  let messages: MessagesService;

  beforeAll(() => jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined));
  afterAll(() => jest.restoreAllMocks());

  beforeEach(() => {
    table = new InMemoryMessages();
    notified = [];
    const staff = { notify: async (m: Omit<MailMessage, 'to'>) => void notified.push(m) } as unknown as StaffNotificationsService;
    messages = new MessagesService(
      table as unknown as Repository<Message>,
      staff,
      { publicUrl: 'https://app.ledgerleaf.test' } as AppConfig,
      {} as MessagesRepository,
    );
  });

  it('stores a question and tells staff, with the visitor as the reply-to address', async () => {
    const saved = await messages.create(input());
    expect(table.rows).toHaveLength(1);
    expect(saved.status).toBe(MessageStatus.UNREAD);
    expect(notified).toEqual([expect.objectContaining({ subject: 'New message from Hannah Kowalski', replyTo: 'hannah@kowalskiyoga.ca' })]);
    expect(notified[0].text).toContain('Do you file GST for yoga studios?');
    expect(notified[0].text).toContain('https://app.ledgerleaf.test/admin/messages');
  });

  it('answers a filled spam trap like a stored message, but stores and sends nothing', async () => {
    const answered = await messages.create(input({ website: 'http://spam.example' }));
    expect(answered).toMatchObject({ firstName: 'Hannah', status: MessageStatus.UNREAD, readAt: null });
    expect(answered.id).toBeGreaterThan(0);
    expect((answered as unknown as Record<string, unknown>).website).toBeUndefined();
    expect(table.rows).toEqual([]);
    expect(notified).toEqual([]);
  });

  it('treats a spam trap holding only blanks as empty', async () => {
    await messages.create(input({ website: '   ' }));
    expect(table.rows).toHaveLength(1);
  });

  it('marks a message read once, keeping the first read time when staff read it again', async () => {
    const { id } = await messages.create(input());
    const first = await messages.setStatus(id, MessageStatus.READ);
    expect(first.status).toBe(MessageStatus.READ);
    expect(first.readAt).toBeInstanceOf(Date);
    const firstReadAt = first.readAt!.getTime();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await messages.setStatus(id, MessageStatus.READ)).readAt!.getTime()).toBe(firstReadAt);
  });

  it('refuses to make a message unread again: read is final', async () => {
    const { id } = await messages.create(input());
    await messages.setStatus(id, MessageStatus.READ);
    const error = await refusal(messages.setStatus(id, MessageStatus.UNREAD));
    expect(error.kind).toBe(DomainErrorKind.INVALID);
    expect(error.message).toBe(CONTACT_ADMIN_MESSAGES.messageCannotBeUnread);
    expect(table.rows[0].status).toBe(MessageStatus.READ);
  });

  it('answers an unknown or impossible id with not found', async () => {
    expect((await refusal(messages.setStatus(99, MessageStatus.READ))).message).toBe(CONTACT_ADMIN_MESSAGES.messageNotFound);
    expect((await refusal(messages.getById(-1))).kind).toBe(DomainErrorKind.NOT_FOUND);
  });
});
