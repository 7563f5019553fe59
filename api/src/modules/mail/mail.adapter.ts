import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { AppConfig } from '../../config/app-config';
import type { MailMessage } from './mail-message';

/**
 * The one place that talks to nodemailer. With SMTP_URL it delivers over SMTP;
 * without it, each message is written as an .eml file to DATA_DIR/outbox and logged,
 * so development and demos never send real mail.
 */
@Injectable()
export class MailAdapter implements OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;
  readonly mode: 'smtp' | 'outbox';

  constructor(private readonly config: AppConfig) {
    this.mode = config.smtpUrl ? 'smtp' : 'outbox';
    this.transport = config.smtpUrl ? createTransport(config.smtpUrl) : createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async deliver(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.config.mailFrom, ...message });
    const to = ([] as string[]).concat(message.to).join(', ');
    if (this.mode === 'outbox') {
      await mkdir(this.config.outboxDir, { recursive: true });
      const file = join(this.config.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^a-z0-9]/gi, '').slice(0, 16)}.eml`);
      await writeFile(file, (info as unknown as { message: Buffer }).message);
      this.logger.log(`Mail to ${to} "${message.subject}" written to ${file}`);
    } else {
      this.logger.log(`Mail to ${to} "${message.subject}" sent`);
    }
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}
