import { Injectable } from '@nestjs/common';
import type { AdminStats } from '@ledgerleaf/contracts';
import { CallRequestsService } from '../call-requests/call-requests.service';
import { MessagesService } from '../messages/messages.service';
import { UsersService } from '../users/users.service';

/** The counts behind the console dashboard and the menu badges, each from its owning module. */
@Injectable()
export class AdminStatsService {
  constructor(
    private readonly callRequests: CallRequestsService,
    private readonly messages: MessagesService,
    private readonly users: UsersService,
  ) {}

  async stats(): Promise<AdminStats> {
    const [pendingCallRequests, unreadMessages, users] = await Promise.all([this.callRequests.countPending(), this.messages.countUnread(), this.users.count()]);
    return { pendingCallRequests, unreadMessages, users };
  }
}
