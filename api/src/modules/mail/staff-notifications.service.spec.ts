import type { AppConfig } from '../../config/app-config';
import type { UsersService } from '../users/users.service';
import type { MailService } from './mail.service';
import { StaffNotificationsService } from './staff-notifications.service';

describe('StaffNotificationsService.recipientsForClient: who hears of a client', () => {
  const make = (manager: { email: string } | null, firmInbox: string[]) =>
    new StaffNotificationsService(
      { staffNotificationEmails: firmInbox } as unknown as AppConfig,
      {
        accountManagerOf: async () => manager,
        ownerEmails: async () => ['owner1@firm.test', 'owner2@firm.test'],
        staffEmails: async () => ['everyone@firm.test'],
      } as unknown as UsersService,
      {} as MailService,
    );

  it('the account manager only, even when the firm has a shared inbox', async () => {
    expect(await make({ email: 'bea@firm.test' }, ['inbox@firm.test']).recipientsForClient(7)).toEqual(['bea@firm.test']);
  });

  it('no (active) manager: the firm inbox when set', async () => {
    expect(await make(null, ['inbox@firm.test']).recipientsForClient(7)).toEqual(['inbox@firm.test']);
  });

  it('no manager and no firm inbox: the active owners, not every staff member', async () => {
    expect(await make(null, []).recipientsForClient(7)).toEqual(['owner1@firm.test', 'owner2@firm.test']);
  });
});
