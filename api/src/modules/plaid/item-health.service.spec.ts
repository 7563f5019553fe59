import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config';
import type { MailMessage } from '../mail/mail-message';
import type { MailService } from '../mail/mail.service';
import type { UsersService } from '../users/users.service';
import type { BankItemsRepository } from './bank-items.repository';
import { ItemHealthService } from './item-health.service';

describe('ItemHealthService.sendReconnectEmail', () => {
  let sent: MailMessage[];
  let mailFails: boolean;
  let health: ItemHealthService;

  beforeAll(() => {
    for (const level of ['log', 'error'] as const) jest.spyOn(Logger.prototype, level).mockImplementation(() => undefined);
  });
  afterAll(() => jest.restoreAllMocks());

  beforeEach(() => {
    sent = [];
    mailFails = false;
    const items = new Map([
      [1, { id: 1, userId: 7, institutionName: 'Tangerine' }],
      [2, { id: 2, userId: 8, institutionName: null }],
    ]);
    const dataSource = { getRepository: () => ({ findOneBy: async ({ id }: { id: number }) => items.get(id) ?? null }) } as unknown as DataSource;
    const users = { findById: async (id: number) => (id === 7 ? { id, email: 'avery@example.ca', firstName: 'Avery' } : null) } as unknown as UsersService;
    const mail = {
      enqueue: async (m: MailMessage) => {
        if (mailFails) throw new Error('queue down');
        sent.push(m);
      },
    } as unknown as MailService;
    health = new ItemHealthService(dataSource, {} as BankItemsRepository, users, mail, { publicUrl: 'https://ledgerleaf.test' } as AppConfig);
  });

  it('asks the user to log in again at the named bank, linking to the profile', async () => {
    await health.sendReconnectEmail(1, 'ITEM_LOGIN_REQUIRED');
    expect(sent).toHaveLength(1);
    expect(sent[0].to).toBe('avery@example.ca');
    expect(sent[0].subject).toContain('reconnect Tangerine');
    expect(sent[0].text).toContain('the bank needs you to log in again');
    expect(sent[0].text).toContain('https://ledgerleaf.test/dashboard?tab=profile');
  });

  it('warns ahead of time when the connection is only about to expire', async () => {
    await health.sendReconnectEmail(1, 'PENDING_EXPIRATION');
    expect(sent[0].text).toContain('will soon stop sharing');
    expect(sent[0].text).not.toContain('log in again');
  });

  it('mails nobody for an item or user that is gone, and never throws when the queue fails', async () => {
    await health.sendReconnectEmail(2, 'ITEM_LOGIN_REQUIRED');
    await health.sendReconnectEmail(99, 'ITEM_LOGIN_REQUIRED');
    mailFails = true;
    await expect(health.sendReconnectEmail(1, 'ITEM_LOGIN_REQUIRED')).resolves.toBeUndefined();
    expect(sent).toEqual([]);
  });
});
