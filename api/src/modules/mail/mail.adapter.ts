import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { AppConfig } from '../../config/app-config';
import type { MailMessage } from './mail-message';

/**
 * nodemailer's options for SMTP_URL. `smtps://` is TLS from the first byte; `smtp://`
 * must upgrade with STARTTLS (`requireTLS`): a server or a man in the middle that does
 * not offer it gets no message, rather than the message (a reset link) in clear.
 */
export function smtpTransportOptions(url: string): SMTPTransport.Options {
  const options = parseConnectionUrl(url) as SMTPTransport.Options;
  return options.secure ? options : { ...options, requireTLS: true };
}

/** E-mail addresses in a server's answer ("550 <bob@example.ca>: unknown user") become [address]. */
export function withoutAddresses(text: string): string {
  return text.replace(/[^\s<>()[\]@"',;:]+@[^\s<>()[\]@"',;:]+/g, '[address]');
}

/** Raised when a message is not delivered: names the message id, never its recipients. */
export class MailDeliveryError extends Error {}

/**
 * The one place that talks to nodemailer. With SMTP_URL it delivers over SMTP;
 * without it, each message is written as an .eml file to DATA_DIR/outbox and logged,
 * so development and demos never send real mail (production refuses to start so).
 * Logs name messages by their Message-ID, never by recipient or subject (subjects carry
 * names: "New call request from ...").
 */
@Injectable()
export class MailAdapter implements OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;
  private readonly idDomain: string;
  readonly mode: 'smtp' | 'outbox';

  constructor(private readonly config: AppConfig) {
    this.mode = config.smtpUrl ? 'smtp' : 'outbox';
    this.transport = config.smtpUrl
      ? createTransport(smtpTransportOptions(config.smtpUrl))
      : createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    this.idDomain = /@([a-z0-9.-]+)>?\s*$/i.exec(config.mailFrom)?.[1] ?? 'ledgerleaf.local';
  }

  /** A new Message-ID on the sender's domain. */
  newMessageId(): string {
    return `<${randomUUID()}@${this.idDomain}>`;
  }

  async deliver(message: MailMessage): Promise<void> {
    const messageId = message.messageId ?? this.newMessageId();
    let info: { messageId: string; message?: unknown };
    try {
      info = await this.transport.sendMail({ from: this.config.mailFrom, ...message, messageId });
    } catch (error) {
      throw new MailDeliveryError(`Mail ${messageId} not sent: ${withoutAddresses(error instanceof Error ? error.message : String(error))}`);
    }
    const recipients = ([] as string[]).concat(message.to).length;
    if (this.mode === 'outbox') {
      await mkdir(this.config.outboxDir, { recursive: true });
      const file = join(this.config.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${messageId.replace(/[^a-z0-9]/gi, '').slice(0, 16)}.eml`);
      await writeFile(file, info.message as Buffer);
      this.logger.log(`Mail ${messageId} (${recipients} recipient(s)) written to ${file}`);
    } else {
      this.logger.log(`Mail ${messageId} (${recipients} recipient(s)) sent`);
    }
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}
