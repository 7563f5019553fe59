import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { STAFF_MESSAGES, STAFF_PHOTO, type AccountManagerResponse } from '@ledgerleaf/contracts';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { FileStorage } from '../../src/common/storage/file-storage';
import { User } from '../../src/modules/users/entities/user.entity';
import * as fx from '../helpers/document-fixtures';
import { type Agent, createTestApp, createUser, loginAs, uniqueEmail } from '../helpers/test-app';

/** Staff photos (issue 29, the dashboard card's "name, photo or initials"). */
describe('staff photos: set by each staff member, resized, shown to their own clients only', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let manager: { agent: Agent; user: User };
  let owner: Agent;
  let client: Agent;
  let stranger: Agent;

  const photoKeyOf = async (id: number) => (await db.getRepository(User).findOneByOrFail({ id })).photoKey;
  const photo = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#2e7d5b' } })
      .png()
      .toBuffer();
  /** supertest's parser for a binary body. */
  const binary = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  };

  async function staff(role: 'owner' | 'bookkeeper' | 'reviewer'): Promise<{ agent: Agent; user: User }> {
    const { user, password } = await createUser(app, { isAdmin: true, email: uniqueEmail(role), firstName: 'Priya', lastName: 'Shah' });
    await db.getRepository(User).update({ id: user.id }, { staffRole: role });
    return { agent: await loginAs(app, user.email, password), user };
  }

  beforeAll(async () => {
    app = await createTestApp({ env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'ledgerleaf-staff-photos-')) } });
    db = app.get(DataSource);
    manager = await staff('bookkeeper');
    owner = (await staff('owner')).agent;
    const c = await createUser(app);
    await db.getRepository(User).update({ id: c.user.id }, { accountManagerId: manager.user.id });
    client = await loginAs(app, c.user.email, c.password);
    const s = await createUser(app);
    await db.getRepository(User).update({ id: s.user.id }, { accountManagerId: null });
    stranger = await loginAs(app, s.user.email, s.password);
  });
  afterAll(() => app?.close());

  it('no photo yet: the card has initials and no photo URL; the photo is a 404', async () => {
    const { body } = (await client.get('/api/user/account-manager').expect(200)) as { body: AccountManagerResponse };
    expect(body.manager).toMatchObject({ name: 'Priya Shah', initials: 'PS', photoUrl: null });
    expect((await client.get('/api/user/account-manager/photo').expect(404)).body.message).toBe(STAFF_MESSAGES.noPhoto);
  });

  it('a bookkeeper sets their photo: stored as a square JPEG of the set size; their client sees it on the card', async () => {
    await manager.agent
      .put('/api/admin/staff/me/photo')
      .attach(STAFF_PHOTO.field, await photo(900, 600), 'me.png')
      .expect(200);
    const key = await photoKeyOf(manager.user.id);
    expect(key).toMatch(/\.jpg$/);
    const { body } = (await client.get('/api/user/account-manager').expect(200)) as { body: AccountManagerResponse };
    expect(body.manager!.photoUrl).toMatch(/^\/api\/user\/account-manager\/photo\?v=[0-9a-f]{12}$/);
    const res = await client.get(body.manager!.photoUrl!).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(res.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', STAFF_PHOTO.side, STAFF_PHOTO.side]);
    // Staff see it in the console.
    await owner.get(`/api/admin/staff/${manager.user.id}/photo`).expect(200);
  });

  it('another client, a visitor and an unknown staff id get nothing', async () => {
    await stranger.get('/api/user/account-manager/photo').expect(404);
    await request(app.getHttpServer()).get('/api/user/account-manager/photo').expect(401);
    await request(app.getHttpServer()).get(`/api/admin/staff/${manager.user.id}/photo`).expect(401);
    await client.get(`/api/admin/staff/${manager.user.id}/photo`).expect(403);
    await owner.get('/api/admin/staff/999999999/photo').expect(404);
    await owner.get('/api/admin/staff/99999999999999999999/photo').expect(404);
  });

  it('refuses a PDF, an image that does not decode and a wrong field (400), keeping the photo it had', async () => {
    const before = await photoKeyOf(manager.user.id);
    const pdf = await manager.agent.put('/api/admin/staff/me/photo').attach(STAFF_PHOTO.field, fx.pdf(), 'me.pdf').expect(400);
    expect(pdf.body.message).toBe(STAFF_MESSAGES.photoNotImage);
    const broken = await manager.agent.put('/api/admin/staff/me/photo').attach(STAFF_PHOTO.field, fx.jpeg(), 'me.jpg').expect(400);
    expect(broken.body.message).toBe(STAFF_MESSAGES.photoUnreadable);
    expect(
      (
        await manager.agent
          .put('/api/admin/staff/me/photo')
          .attach('picture', await photo(10, 10), 'me.png')
          .expect(400)
      ).body.message,
    ).toBe(STAFF_MESSAGES.photoField);
    await manager.agent.put('/api/admin/staff/me/photo').send({}).expect(400);
    expect(await photoKeyOf(manager.user.id)).toBe(before);
  });

  it('a new photo replaces the old one (the old file is removed); removing it brings the initials back', async () => {
    const old = (await photoKeyOf(manager.user.id))!;
    await manager.agent
      .put('/api/admin/staff/me/photo')
      .attach(STAFF_PHOTO.field, await photo(300, 500), 'again.png')
      .expect(200);
    const next = (await photoKeyOf(manager.user.id))!;
    expect(next).not.toBe(old);
    const storage = app.get(FileStorage);
    expect([await storage.exists(old), await storage.exists(next)]).toEqual([false, true]);
    await manager.agent.delete('/api/admin/staff/me/photo').expect(200);
    expect(await photoKeyOf(manager.user.id)).toBeNull();
    expect(await storage.exists(next)).toBe(false);
    expect(((await client.get('/api/user/account-manager').expect(200)).body as AccountManagerResponse).manager!.photoUrl).toBeNull();
  });

  it('a reviewer sets their own photo too; a deactivated manager shows nobody a photo', async () => {
    const reviewer = await staff('reviewer');
    await reviewer.agent
      .put('/api/admin/staff/me/photo')
      .attach(STAFF_PHOTO.field, await photo(64, 64), 'r.png')
      .expect(200);
    await manager.agent
      .put('/api/admin/staff/me/photo')
      .attach(STAFF_PHOTO.field, await photo(64, 64), 'm.png')
      .expect(200);
    await client.get('/api/user/account-manager/photo').expect(200);
    await db.getRepository(User).update({ id: manager.user.id }, { staffDeactivatedAt: new Date() });
    await client.get('/api/user/account-manager/photo').expect(404);
  });
});
