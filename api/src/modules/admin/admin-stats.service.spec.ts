import { GUARDS_METADATA } from '@nestjs/common/constants';
import { AdminGuard } from '../../common/guards/admin.guard';
import { AuthenticatedGuard } from '../../common/guards/authenticated.guard';
import type { CallRequestsService } from '../call-requests/call-requests.service';
import type { MessagesService } from '../messages/messages.service';
import type { UsersService } from '../users/users.service';
import { AdminStatsController } from './admin-stats.controller';
import { AdminStatsService } from './admin-stats.service';
import { AdminUsersController } from './admin-users.controller';

/** A count that answers only when told to, so the test sees who was asked before anyone answered. */
function deferredCount(asked: string[], name: string) {
  let answer!: (n: number) => void;
  const count = () => {
    asked.push(name);
    return new Promise<number>((resolve) => (answer = resolve));
  };
  return { count, answer: (n: number) => answer(n) };
}

describe('AdminStatsService', () => {
  it('takes each count from its owning module and asks all three at once, not one after the other', async () => {
    const asked: string[] = [];
    const pending = deferredCount(asked, 'call requests');
    const unread = deferredCount(asked, 'messages');
    const accounts = deferredCount(asked, 'users');
    const service = new AdminStatsService(
      { countPending: pending.count } as unknown as CallRequestsService,
      { countUnread: unread.count } as unknown as MessagesService,
      { count: accounts.count } as unknown as UsersService,
    );
    const stats = service.stats();
    await Promise.resolve();
    expect(asked).toEqual(['call requests', 'messages', 'users']);
    pending.answer(3);
    unread.answer(5);
    accounts.answer(41);
    // Distinct numbers: a count assigned to the wrong field fails here.
    expect(await stats).toEqual({ pendingCallRequests: 3, unreadMessages: 5, users: 41 });
  });
});

describe('the admin controllers', () => {
  it.each([
    ['AdminStatsController', AdminStatsController],
    ['AdminUsersController', AdminUsersController],
  ])('%s lets in only logged-in staff (authenticated first, then staff)', (_name, controller) => {
    expect(Reflect.getMetadata(GUARDS_METADATA, controller)).toEqual([AuthenticatedGuard, AdminGuard]);
  });
});
