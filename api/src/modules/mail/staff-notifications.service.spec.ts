import type { AppConfig } from '../../config/app-config';
import type { UsersService } from '../users/users.service';
import type { MailService } from './mail.service';
import { StaffNotificationsService } from './staff-notifications.service';

describe('StaffNotificationsService.recipientsForClient: who hears of a client', () => {
  const make = (manager: { email: string; locale?: string } | null, firmInbox: string[]) =>
    new StaffNotificationsService(
      { staffNotificationEmails: firmInbox } as unknown as AppConfig,
      {
        accountManagerOf: async () => manager,
        activeOwners: async () => [
          { email: 'owner1@firm.test', locale: 'en-CA' },
          { email: 'owner2@firm.test', locale: 'fr-CA' },
        ],
        staffEmails: async () => ['everyone@firm.test'],
      } as unknown as UsersService,
      {} as MailService,
    );

  it('the account manager only, even when the firm has a shared inbox', async () => {
    expect(await make({ email: 'bea@firm.test', locale: 'en-CA' }, ['inbox@firm.test']).recipientsForClient(7)).toEqual([
      { email: 'bea@firm.test', locale: 'en-CA' },
    ]);
  });

  it('no (active) manager: the firm inbox when set', async () => {
    expect(await make(null, ['inbox@firm.test']).recipientsForClient(7)).toEqual([{ email: 'inbox@firm.test', locale: 'en-CA' }]);
  });

  it('no manager and no firm inbox: the active owners, not every staff member', async () => {
    expect(await make(null, []).recipientsForClient(7)).toEqual([
      { email: 'owner1@firm.test', locale: 'en-CA' },
      { email: 'owner2@firm.test', locale: 'fr-CA' },
    ]);
  });

  it("each with the staff member's own language (issue 31); the firm's inbox, no one's, in English", async () => {
    expect(await make({ email: 'bea@firm.test', locale: 'fr-CA' }, []).recipientsForClient(7)).toEqual([{ email: 'bea@firm.test', locale: 'fr-CA' }]);
    expect(await make({ email: 'bea@firm.test', locale: 'xx' }, []).recipientsForClient(7)).toEqual([{ email: 'bea@firm.test', locale: 'en-CA' }]);
  });
});
