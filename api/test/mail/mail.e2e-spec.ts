import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppConfig } from '../../src/config/app-config';
import { MailService } from '../../src/modules/mail/mail.service';
import { eventually, createTestApp } from '../helpers/test-app';
import { startSmtpCapture } from '../helpers/smtp-capture';

describe('mail', () => {
  it('delivers over SMTP when SMTP_URL is set, also from the mail queue', async () => {
    const smtp = await startSmtpCapture();
    const app = await createTestApp({ worker: true, env: { SMTP_URL: smtp.url, MAIL_FROM: 'Ledgerleaf <no-reply@ledgerleaf.test>' } });
    try {
      await app.get(MailService).send({
        to: 'avery@example.ca',
        subject: 'Direct',
        text: 'Hello Avery, your report is ready: https://app.ledgerleaf.test/dashboard?tab=reports&month=2026-10',
      });
      const direct = await smtp.waitFor('avery@example.ca');
      expect(direct.subject).toBe('Direct');
      expect(direct.from).toBe('no-reply@ledgerleaf.test');
      expect(direct.body).toContain('https://app.ledgerleaf.test/dashboard?tab=reports&month=2026-10');

      await app.get(MailService).enqueue({ to: 'staff@example.ca', subject: 'Queued', text: 'A new call request' });
      const queued = await smtp.waitFor('staff@example.ca');
      expect(queued.subject).toBe('Queued');
    } finally {
      await app.close();
      await smtp.stop();
    }
  });

  it('writes to the outbox folder when no SMTP server is configured', async () => {
    const app: NestExpressApplication = await createTestApp({ env: { SMTP_URL: '' } });
    try {
      const outbox = app.get(AppConfig).outboxDir;
      await app.get(MailService).send({ to: 'jordan@example.ca', subject: 'Outbox check', text: 'Saved, not sent' });
      const file = await eventually(async () => readdirSync(outbox).find((f) => readFileSync(join(outbox, f), 'utf8').includes('Subject: Outbox check')));
      expect(readFileSync(join(outbox, file), 'utf8')).toContain('To: jordan@example.ca');
    } finally {
      await app.close();
    }
  });
});
