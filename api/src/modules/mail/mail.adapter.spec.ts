import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { InProcessJobQueue } from '../../common/jobs/in-process-job-queue';
import { AppConfig } from '../../config/app-config';
import { MailOutboxRepository } from './mail-outbox.repository';
import { MailAdapter, MailDeliveryError, smtpTransportOptions, withoutAddresses } from './mail.adapter';
import { MAIL_RETRY, SEND_EMAIL } from './mail.jobs';
import { MailProcessor } from './mail.processor';
import { MailService } from './mail.service';

const RECIPIENT = 'avery.private@example.ca';
const MINUTE = 60_000;

function adapterFor(env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ledgerleaf-mail-spec-'));
  const config = AppConfig.fromEnvironment({
    DATABASE_URL: 'postgres://unused@127.0.0.1/unused',
    DATA_DIR: dataDir,
    MAIL_FROM: 'Ledgerleaf <no-reply@ledgerleaf.test>',
    ...env,
  });
  return { adapter: new MailAdapter(config), config, cleanup: () => rmSync(dataDir, { recursive: true, force: true }) };
}

async function smtpServer(options: SMTPServerOptions) {
  const received: string[][] = [];
  const server = new SMTPServer({
    authOptional: true,
    ...options,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push(session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return { port, received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('SMTP transport options (issue 7)', () => {
  it("requires STARTTLS on smtp:// and keeps the URL's host, port and credentials", () => {
    expect(smtpTransportOptions('smtp://mailer:s3cret@smtp.example.ca:587')).toEqual({
      host: 'smtp.example.ca',
      port: 587,
      secure: false,
      requireTLS: true,
      auth: { user: 'mailer', pass: 's3cret' },
    });
  });

  it('uses implicit TLS on smtps:// (no STARTTLS step)', () => {
    const options = smtpTransportOptions('smtps://mailer:s3cret@smtp.example.ca:465');
    expect(options).toMatchObject({ host: 'smtp.example.ca', port: 465, secure: true });
    expect(options.requireTLS).toBeUndefined();
  });

  it('keeps TLS options written in the URL', () => {
    expect(smtpTransportOptions('smtp://127.0.0.1:2525?tls.rejectUnauthorized=false')).toMatchObject({ requireTLS: true, tls: { rejectUnauthorized: false } });
  });

  it('sends nothing to a server that does not offer STARTTLS', async () => {
    const server = await smtpServer({ disabledCommands: ['STARTTLS'] });
    const { adapter, cleanup } = adapterFor({ SMTP_URL: `smtp://127.0.0.1:${server.port}` });
    try {
      const sending = adapter.deliver({ to: RECIPIENT, subject: 'Reset your password', text: 'https://app.ledgerleaf.test/reset?token=secret' });
      await expect(sending).rejects.toThrow(MailDeliveryError);
      await expect(sending).rejects.toThrow(/^Mail <[0-9a-f-]+@ledgerleaf\.test> not sent: .*STARTTLS/);
      expect(server.received).toEqual([]);
    } finally {
      adapter.onModuleDestroy();
      cleanup();
      await server.stop();
    }
  });

  it("delivers after STARTTLS (the stand-in's self-signed certificate accepted by the URL)", async () => {
    const server = await smtpServer({});
    const { adapter, cleanup } = adapterFor({ SMTP_URL: `smtp://127.0.0.1:${server.port}?tls.rejectUnauthorized=false` });
    try {
      await adapter.deliver({ to: RECIPIENT, subject: 'Hello', text: 'Hi' });
      expect(server.received).toEqual([[RECIPIENT]]);
    } finally {
      adapter.onModuleDestroy();
      cleanup();
      await server.stop();
    }
  });
});

describe('mail logs name the message, not its recipients (issue 7)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('logs the Message-ID of a message written to the outbox, without address or subject', async () => {
    const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    const { adapter, config, cleanup } = adapterFor({});
    try {
      await adapter.deliver({
        to: [RECIPIENT, 'second.person@example.ca'],
        subject: 'New call request from Avery Private',
        text: 'Call me',
        messageId: '<fixed-id@ledgerleaf.test>',
      });
      expect(readdirSync(config.outboxDir)).toHaveLength(1);
      const lines = log.mock.calls.map(([line]) => String(line));
      expect(lines).toEqual([expect.stringMatching(/^Mail <fixed-id@ledgerleaf\.test> \(2 recipient\(s\)\) written to /)]);
      expect(lines.join('\n')).not.toMatch(/example\.ca|Avery/);
    } finally {
      adapter.onModuleDestroy();
      cleanup();
    }
  });

  it('names the message and hides the addresses a server quotes when it refuses one', async () => {
    const server = await smtpServer({
      onRcptTo(address, _session, callback) {
        const refusal = new Error(`<${address.address}>: Recipient address rejected: no such user`) as Error & { responseCode: number };
        refusal.responseCode = 550;
        callback(refusal);
      },
    });
    const { adapter, cleanup } = adapterFor({ SMTP_URL: `smtp://127.0.0.1:${server.port}?tls.rejectUnauthorized=false` });
    try {
      const sending = adapter.deliver({ to: RECIPIENT, subject: 'Hello', text: 'Hi', messageId: '<refused-id@ledgerleaf.test>' });
      await expect(sending).rejects.toThrow(/^Mail <refused-id@ledgerleaf\.test> not sent: .*<\[address\]>: Recipient address rejected/);
      await expect(sending).rejects.not.toThrow(RECIPIENT);
    } finally {
      adapter.onModuleDestroy();
      cleanup();
      await server.stop();
    }
  });

  it('replaces every address in a text', () => {
    expect(withoutAddresses('550 <a.b+c@example.ca>: rejected; also x@y.org, fine')).toBe('550 <[address]>: rejected; also [address], fine');
  });
});

describe('mail retries (issue 7)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('retries a queued message over minutes to hours (0, 1, 4, 11, 26, 57, 120, 247 min) with one Message-ID, and logs the final failure as an error naming it', async () => {
    jest.useFakeTimers();
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const { adapter, cleanup } = adapterFor({});
    const sentIds: string[] = [];
    const tries: number[] = [];
    const started = Date.now();
    // The SMTP server's refusal, as nodemailer reports it.
    jest
      .spyOn((adapter as unknown as { transport: { sendMail: (m: { messageId: string }) => Promise<unknown> } }).transport, 'sendMail')
      .mockImplementation(async (mail) => {
        tries.push((Date.now() - started) / MINUTE);
        sentIds.push(mail.messageId);
        throw new Error(`Can't send mail - all recipients were rejected: 450 4.2.0 <${RECIPIENT}>: Recipient address rejected: Greylisted`);
      });
    try {
      const jobs = new InProcessJobQueue();
      // The outbox holds the message until it is sent (here: never).
      const outbox = { query: async (sql: string) => (sql.startsWith('SELECT') ? [{ found: 1 }] : []) } as unknown as DataSource;
      const mail = new MailService(adapter, jobs, new MailOutboxRepository(outbox));
      const processor = new MailProcessor(mail);
      await jobs.startWorker(new Map([[SEND_EMAIL.name, { job: SEND_EMAIL, handle: (payload, context) => processor.sendEmail(payload as never, context) }]]));
      await mail.enqueue({ to: RECIPIENT, subject: 'Reset your Ledgerleaf password', text: 'https://app.ledgerleaf.test/reset?token=secret' });
      await jest.advanceTimersByTimeAsync(5 * 60 * MINUTE);

      expect(tries).toEqual([0, 1, 4, 11, 26, 57, 120, 247]);
      expect(new Set(sentIds).size).toBe(1);
      const [messageId] = sentIds;
      expect(messageId).toMatch(/^<[0-9a-f-]+@ledgerleaf\.test>$/);
      expect(warn).toHaveBeenCalledTimes(MAIL_RETRY.attempts - 1);
      expect(warn).toHaveBeenLastCalledWith(expect.stringContaining('next try in 2.1 h'));
      expect(error).toHaveBeenCalledTimes(1);
      expect(error).toHaveBeenCalledWith(
        expect.stringMatching(
          new RegExp(
            `^send-email \\S+ failed \\(attempt 8/8\\): Mail ${messageId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} not sent: .*\\[address\\].*; giving up$`,
          ),
        ),
      );
      const logged = [...warn.mock.calls, ...error.mock.calls].map(([line]) => String(line)).join('\n');
      expect(logged).not.toContain(RECIPIENT);
      expect(logged).not.toContain('Reset your');
    } finally {
      cleanup();
    }
  });
});
