import type { NestExpressApplication } from '@nestjs/platform-express';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES, CATEGORY_MESSAGES } from '@ledgerleaf/contracts';
import request from 'supertest';
import { disableRateLimits } from '../helpers/rate-limits';
import { type Agent, createTestApp, createUser, loginAs } from '../helpers/test-app';

// Issue 31: a successful answer's `message` and the access log's rows in the asker's language;
// English unchanged.
describe("successful answers and the access log in the asker's language", () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
    disableRateLimits(app);
  });
  afterAll(() => app.close());

  describe('the message of a successful answer', () => {
    it('forgot-password: French with Accept-Language fr-CA, English without', async () => {
      const fr = await request(app.getHttpServer())
        .post('/api/forgot-password')
        .set('Accept-Language', 'fr-CA')
        .send({ email: 'nobody@example.ca' })
        .expect(200);
      expect(fr.body.message).toBe('Si un compte existe avec ce courriel, vous recevrez les instructions de réinitialisation du mot de passe.');
      const en = await request(app.getHttpServer()).post('/api/forgot-password').send({ email: 'nobody@example.ca' }).expect(200);
      expect(en.body.message).toBe(ACCOUNT_MESSAGES.resetEmailSent);
    });

    it("a deleted category: the request's language, else the person's stored language", async () => {
      const { user, password } = await createUser(app, { locale: 'fr-CA' });
      const agent = await loginAs(app, user.email, password);
      const add = async () =>
        (
          await agent
            .post('/api/plaid/user-categories')
            .send({ type: 'EXPENSE', categoryName: `Sous-traitants ${Math.random()}` })
            .expect(201)
        ).body.id;
      // No Accept-Language: the stored fr-CA.
      expect((await agent.delete(`/api/plaid/user-categories/${await add()}`).expect(200)).body.message).toBe('Catégorie supprimée');
      // The header wins over the stored language.
      const en = await agent
        .delete(`/api/plaid/user-categories/${await add()}`)
        .set('Accept-Language', 'en-CA')
        .expect(200);
      expect(en.body.message).toBe(CATEGORY_MESSAGES.deleted);
    });

    it('logout: French before the session ends', async () => {
      const { user, password } = await createUser(app);
      const agent = await loginAs(app, user.email, password);
      expect((await agent.post('/api/logout').set('Accept-Language', 'fr-CA,fr;q=0.9').expect(200)).body.message).toBe('Déconnecté');
      const again = await loginAs(app, user.email, password);
      expect((await again.post('/api/logout').expect(200)).body.message).toBe(AUTH_MESSAGES.loggedOut);
    });
  });

  describe('the access log', () => {
    let owner: Agent;
    let client: Agent;
    let clientId: number;

    beforeAll(async () => {
      const s = await createUser(app, { isAdmin: true, firstName: 'Olga', lastName: 'Owner' });
      const c = await createUser(app, { firstName: 'Élise', lastName: 'Journal' });
      clientId = c.user.id;
      owner = await loginAs(app, s.user.email, s.password);
      client = await loginAs(app, c.user.email, c.password);
      await owner.get(`/api/admin/users/${clientId}`).expect(200);
    });

    it("the client's rows in the request's language", async () => {
      const en = await client.get('/api/user/access-log').expect(200);
      expect(en.body.items.map((i: { what: string }) => i.what)).toEqual(['Opened your profile']);
      const fr = await client.get('/api/user/access-log').set('Accept-Language', 'fr-CA').expect(200);
      expect(fr.body.items.map((i: { what: string }) => i.what)).toEqual(['Consultation de votre profil']);
    });

    it("the console's list in the staff member's language (its Accept-Language)", async () => {
      const filter = encodeURIComponent(JSON.stringify({ clientUserId: clientId }));
      const fr = await owner.get(`/api/admin/access-log?filter=${filter}`).set('Accept-Language', 'fr-CA').expect(200);
      expect(fr.body.map((r: { what: string }) => r.what)).toEqual(['Consultation de votre profil']);
      const en = await owner.get(`/api/admin/access-log?filter=${filter}`).set('Accept-Language', 'en-CA').expect(200);
      expect(en.body.map((r: { what: string }) => r.what)).toEqual(['Opened your profile']);
    });
  });
});
