import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../../src/config/app-config';
import { createTestApp, createUser, loginStaffAndClient, type Agent } from '../helpers/test-app';

/** The console shows each client's AI tokens this month against the cap (issue 17). */
describe('GET /api/admin/users/:id/ai-usage', () => {
  let app: NestExpressApplication;
  let staff: Agent;
  let client: Agent;

  beforeAll(async () => {
    app = await createTestApp();
    ({ staff, client } = await loginStaffAndClient(app));
  });
  afterAll(() => app.close());

  it("answers this month's tokens (prompt + completion) and the cap; other months do not count", async () => {
    const { user } = await createUser(app);
    const month = new Date().toISOString().slice(0, 7);
    const db = app.get<DataSource>(getDataSourceToken());
    await db.query(
      `INSERT INTO ai_token_usage (user_id, month, requests, prompt_tokens, cached_tokens, completion_tokens) VALUES ($1, $2, 3, 1200, 200, 300), ($1, '2001-01', 9, 999999, 0, 999999)`,
      [user.id, month],
    );
    const { body } = await staff.get(`/api/admin/users/${user.id}/ai-usage`).expect(200);
    expect(body).toEqual({
      month,
      requests: 3,
      promptTokens: 1200,
      cachedTokens: 200,
      completionTokens: 300,
      totalTokens: 1500,
      monthlyTokenCap: app.get(AppConfig).openai.monthlyTokenCap,
    });
  });

  it('answers zeros for a client who used none, 404 for an unknown user, and only to staff', async () => {
    const { user } = await createUser(app);
    expect((await staff.get(`/api/admin/users/${user.id}/ai-usage`).expect(200)).body).toMatchObject({ requests: 0, totalTokens: 0 });
    await staff.get('/api/admin/users/2147483000/ai-usage').expect(404);
    await client.get(`/api/admin/users/${user.id}/ai-usage`).expect(403);
    await request(app.getHttpServer()).get(`/api/admin/users/${user.id}/ai-usage`).expect(401);
  });
});
