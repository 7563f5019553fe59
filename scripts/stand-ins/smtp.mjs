// A real SMTP server on a free port that keeps every message it receives: tests use it
// to read the mail the application sends (API tests and browser tests alike).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/** Undoes quoted-printable soft line breaks and escapes so links can be read. */
export function decodeQuotedPrintable(value) {
  return value.replace(/=\r?\n/g, '').replace(/(=[0-9A-F]{2})+/g, (match) => Buffer.from(match.replace(/=/g, ''), 'hex').toString('utf8'));
}

/**
 * @typedef {{ from: string, to: string[], raw: string, subject: string, body: string }} CapturedMail
 * @param {{ dir?: string }} [options] when `dir` is set, each message is also written there as <n>.json
 */
export async function startSmtpStandIn(options = {}) {
  /** @type {CapturedMail[]} */
  const messages = [];
  if (options.dir) mkdirSync(options.dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    // STARTTLS with smtp-server's built-in self-signed certificate: the API requires TLS on smtp://.
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const [head, ...rest] = raw.split(/\r?\n\r?\n/);
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: /^Subject: (.*)$/im.exec(head)?.[1] ?? '',
          body: decodeQuotedPrintable(rest.join('\n\n')),
        };
        messages.push(mail);
        if (options.dir) writeFileSync(join(options.dir, `${messages.length}.json`), JSON.stringify(mail));
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address();
  return {
    // The certificate is self-signed: this URL (test only) accepts it.
    url: `smtp://127.0.0.1:${port}?tls.rejectUnauthorized=false`,
    messages,
    /** Resolves with the first message to `to`. */
    async waitFor(to, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find((m) => m.to.includes(to));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
