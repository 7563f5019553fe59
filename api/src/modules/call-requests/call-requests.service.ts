import { randomInt } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { CallRequestStatus, CONTACT_ADMIN_MESSAGES, personName } from '@ledgerleaf/contracts';
import { Repository } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { type ListPage, type RawListQuery } from '../../common/react-admin/list-query';
import { isRowId } from '../../database/columns';
import { isHoneypotFilled } from '../../common/validation/public-form-fields';
import { StaffNotificationsService } from '../mail/staff-notifications.service';
import type { CreateCallRequestDto } from './dto/create-call-request.dto';
import { CallRequest } from './entities/call-request.entity';
import { CallRequestsRepository } from './call-requests.repository';

@Injectable()
export class CallRequestsService {
  private readonly logger = new Logger('CallRequests');

  constructor(
    @InjectRepository(CallRequest) private readonly calls: Repository<CallRequest>,
    private readonly staff: StaffNotificationsService,
    private readonly config: AppConfig,
    private readonly repository: CallRequestsRepository,
  ) {}

  /**
   * Stores a visitor's request and tells staff. A filled honeypot gets the same kind of
   * answer, but nothing is stored or sent: a bot cannot tell it was caught.
   */
  async create(input: CreateCallRequestDto): Promise<CallRequest> {
    const { website, ...fields } = input;
    if (isHoneypotFilled(website)) {
      this.logger.log('Spam trap filled: call request dropped');
      const now = new Date();
      return this.calls.create({ ...fields, id: randomInt(1000, 100_000), status: CallRequestStatus.PENDING, createdAt: now, updatedAt: now });
    }
    const call = await this.calls.save(this.calls.create(fields));
    await this.staff.notify(this.notification(call));
    return call;
  }

  /** Every request, newest first (the staff list of the spec). */
  listAll(): Promise<CallRequest[]> {
    return this.calls.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** The console list: filter by `status`, search names, e-mail and phone with `q`, `id` list for getMany. */
  listForAdmin(raw: RawListQuery): Promise<ListPage<CallRequest>> {
    return this.repository.adminPage(raw);
  }

  async getById(id: number): Promise<CallRequest> {
    const call = isRowId(id) ? await this.calls.findOneBy({ id }) : null;
    if (!call) throw new DomainException(DomainErrorKind.NOT_FOUND, CONTACT_ADMIN_MESSAGES.callRequestNotFound);
    return call;
  }

  /** Pending and completed toggle freely (admin-spec section 4). */
  async setStatus(id: number, status: CallRequestStatus): Promise<CallRequest> {
    const call = await this.getById(id);
    if (call.status === status) return call;
    call.status = status;
    return this.calls.save(call);
  }

  countPending(): Promise<number> {
    return this.calls.countBy({ status: CallRequestStatus.PENDING });
  }

  private notification(call: CallRequest) {
    const name = personName(call);
    const day = new Date(`${call.preferredDate}T12:00:00Z`).toLocaleDateString('en-CA', {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    return {
      subject: `New call request from ${name}`,
      replyTo: call.email,
      text: [
        `${name} asked Ledgerleaf to call them back.`,
        '',
        `Name: ${name}`,
        `Email: ${call.email}`,
        `Phone: ${call.phone}`,
        `Preferred date: ${day} (${call.preferredDate})`,
        `Preferred time: ${call.preferredTime} (${call.timezone})`,
        '',
        `Mark it completed once you have called: ${this.config.publicUrl}/admin/call-requests`,
      ].join('\n'),
    };
  }
}
