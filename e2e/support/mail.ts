import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CapturedMail } from '../../scripts/stand-ins/smtp.mjs';

/**
 * The first mail the stack sent to `to`, read from the SMTP stand-in's folder. Mail leaves through the
 * outbox's queue: on a loaded CI machine that took longer than 15 s (a staff invitation, both tries), hence 45 s.
 */
export async function waitForMail(to: string, matching: RegExp = /./, timeoutMs = 45_000): Promise<CapturedMail> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: mail is captured only when global-setup starts the stack');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(dir);
    } catch {
      // no mail yet
    }
    for (const file of files) {
      const mail = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CapturedMail;
      if (mail.to.includes(to) && matching.test(mail.subject + mail.body)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
