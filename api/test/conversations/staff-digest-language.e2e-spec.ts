import type { NestExpressApplication } from '@nestjs/platform-express';
import { CONVERSATION_TEXTS } from '@ledgerleaf/contracts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { JobQueue } from '../../src/common/jobs/job-queue';
import { MailService } from '../../src/modules/mail/mail.service';
import { User } from '../../src/modules/users/entities/user.entity';
import { createTestApp, createUser, loginAs } from '../helpers/test-app';

// Issue 31: the digest of a client's messages to staff is in each staff member's own language (users.locale).
describe("the staff's conversation digest in the staff member's language", () => {
  let app: NestExpressApplication;
  let enqueue: jest.SpyInstance;
  const mailsTo = (to: string) => enqueue.mock.calls.map(([m]) => m).filter((m) => (Array.isArray(m.to) ? m.to.includes(to) : m.to === to));
  const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

  beforeAll(async () => {
    // No firm inbox: a client without an account manager is heard of by the active owners.
    app = await createTestApp({
      worker: true,
      env: { OPENAI_API_KEY: '', STAFF_NOTIFICATION_EMAIL: '', DATA_DIR: mkdtempSync(join(tmpdir(), 'ledgerleaf-digest-')) },
    });
    enqueue = jest.spyOn(app.get(MailService), 'enqueue');
    jest.spyOn(app.get(JobQueue), 'enqueue');
  });
  afterAll(async () => {
    enqueue.mockRestore();
    await app.close();
  });

  it("a French account manager gets the client's messages in French", async () => {
    const manager = await createUser(app, { isAdmin: true, firstName: 'Béatrice', lastName: 'Gestion', locale: 'fr-CA' });
    const c = await createUser(app, { firstName: 'Marc', lastName: 'Client' });
    const users = app.get(DataSource).getRepository(User);
    await users.update({ id: manager.user.id }, { staffRole: 'bookkeeper' });
    await users.update({ id: c.user.id }, { accountManagerId: manager.user.id });
    const client = await loginAs(app, c.user.email, c.password);
    await client.post('/api/conversation/messages').send({ text: 'Pouvez-vous regarder mars?' }).expect(200);
    const [mail] = mailsTo(manager.user.email);
    expect(nbsp(mail.subject)).toBe('Un client vous a écrit : Marc Client');
    expect(nbsp(mail.text)).toMatch(/^Marc Client a envoyé 1 message :\n\n- Pouvez-vous regarder mars\?\n\nRépondre dans la console : http\S+$/);
    expect(mail.text).toMatch(new RegExp(`/admin#/users/${c.user.id}/show$`));
  });

  it('owners (no manager): one mail in English to the English ones, one in French to the French ones', async () => {
    const en = await createUser(app, { isAdmin: true, firstName: 'Olive', lastName: 'Owner' });
    const fr = await createUser(app, { isAdmin: true, firstName: 'Odile', lastName: 'Propriétaire', locale: 'fr-CA' });
    const users = app.get(DataSource).getRepository(User);
    await users.update({ id: en.user.id }, { staffRole: 'owner' });
    await users.update({ id: fr.user.id }, { staffRole: 'owner' });
    const c = await createUser(app, { firstName: 'Nora', lastName: 'Nomanager' });
    await users.update({ id: c.user.id }, { accountManagerId: null });
    const client = await loginAs(app, c.user.email, c.password);
    await client.post('/api/conversation/messages').send({ text: 'Hello?' }).expect(200);
    const toEnglish = mailsTo(en.user.email).filter((m) => m.text.includes('Nora Nomanager'));
    const toFrench = mailsTo(fr.user.email).filter((m) => m.text.includes('Nora Nomanager'));
    expect(toEnglish).toHaveLength(1);
    expect(toFrench).toHaveLength(1);
    expect(toEnglish[0].to).not.toContain(fr.user.email);
    expect(toFrench[0].to).not.toContain(en.user.email);
    expect(toEnglish[0].subject).toBe(`${CONVERSATION_TEXTS.mailSubjectToStaff}: Nora Nomanager`);
    expect(toEnglish[0].text).toMatch(/^Nora Nomanager sent 1 message:\n\n- Hello\?\n\nAnswer in the console: /);
    expect(nbsp(toFrench[0].text)).toMatch(/^Nora Nomanager a envoyé 1 message :\n\n- Hello\?\n\nRépondre dans la console : /);
    expect(toFrench[0].messageId).not.toBe(toEnglish[0].messageId);
  });
});
