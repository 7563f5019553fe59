import { randomInt } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { CONTACT_ADMIN_MESSAGES, MessageStatus, personName } from '@ledgerleaf/contracts';
import { Repository } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { type ListPage, type RawListQuery } from '../../common/react-admin/list-query';
import { isRowId } from '../../database/columns';
import { isHoneypotFilled } from '../../common/validation/public-form-fields';
import { StaffNotificationsService } from '../mail/staff-notifications.service';
import type { CreateMessageDto } from './dto/create-message.dto';
import { Message } from './entities/message.entity';
import { MessagesRepository } from './messages.repository';

@Injectable()
export class MessagesService {
  private readonly logger = new Logger('Messages');

  constructor(
    @InjectRepository(Message) private readonly messages: Repository<Message>,
    private readonly staff: StaffNotificationsService,
    private readonly config: AppConfig,
    private readonly repository: MessagesRepository,
  ) {}

  /**
   * Stores a visitor's question and tells staff. A filled honeypot gets the same kind of
   * answer, but nothing is stored or sent: a bot cannot tell it was caught.
   */
  async create(input: CreateMessageDto): Promise<Message> {
    const { website, ...fields } = input;
    if (isHoneypotFilled(website)) {
      this.logger.log('Spam trap filled: contact message dropped');
      return this.messages.create({ ...fields, id: randomInt(1000, 100_000), status: MessageStatus.UNREAD, createdAt: new Date(), readAt: null });
    }
    const message = await this.messages.save(this.messages.create(fields));
    await this.staff.notify(this.notification(message));
    return message;
  }

  /** Every message, newest first (the staff list of the spec). */
  listAll(): Promise<Message[]> {
    return this.messages.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** The console list: filter by `status`, search names, e-mail and question with `q`, `id` list for getMany. */
  listForAdmin(raw: RawListQuery): Promise<ListPage<Message>> {
    return this.repository.adminPage(raw);
  }

  async getById(id: number): Promise<Message> {
    const message = isRowId(id) ? await this.messages.findOneBy({ id }) : null;
    if (!message) throw new DomainException(DomainErrorKind.NOT_FOUND, CONTACT_ADMIN_MESSAGES.messageNotFound);
    return message;
  }

  /**
   * Unread to read only (admin-spec section 4). Reading twice is harmless and keeps the
   * first readAt; the update is conditional so two staff clicking at once agree on it.
   */
  async setStatus(id: number, status: MessageStatus): Promise<Message> {
    if (status !== MessageStatus.READ) {
      throw new DomainException(DomainErrorKind.INVALID, CONTACT_ADMIN_MESSAGES.messageCannotBeUnread);
    }
    await this.getById(id);
    await this.messages.update({ id, status: MessageStatus.UNREAD }, { status: MessageStatus.READ, readAt: new Date() });
    return this.getById(id);
  }

  countUnread(): Promise<number> {
    return this.messages.countBy({ status: MessageStatus.UNREAD });
  }

  private notification(message: Message) {
    const name = personName(message);
    return {
      subject: `New message from ${name}`,
      replyTo: message.email,
      text: [
        `${name} sent a question through the contact form.`,
        '',
        `Name: ${name}`,
        `Email: ${message.email}`,
        `Phone: ${message.phone}`,
        '',
        'Question:',
        message.question,
        '',
        `Reply by e-mail, then mark it read: ${this.config.publicUrl}/admin/messages`,
      ].join('\n'),
    };
  }
}
