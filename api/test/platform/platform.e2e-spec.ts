import type { NestExpressApplication } from '@nestjs/platform-express';
import { ERRORS } from '@ledgerleaf/contracts';
import request from 'supertest';
import { createTestApp, hasRedis } from '../helpers/test-app';

describe('platform endpoints', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('reports database and Redis health', async () => {
    const res = await request(app.getHttpServer()).get('/api/health').expect(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'up' });
    expect(res.body.redis).toBe(hasRedis() ? 'up' : 'not-configured');
    expect(res.body.queueDriver).toBe(hasRedis() ? 'bull' : 'in-process');
  });

  it('publishes OpenAPI documentation generated from the controllers', async () => {
    const res = await request(app.getHttpServer()).get('/api/docs-json').expect(200);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/login', '/api/logout', '/api/user', '/api/health', '/api/admin/users']));
    expect(res.body.components.schemas.LoginDto.required).toEqual(expect.arrayContaining(['email', 'password']));
    await request(app.getHttpServer()).get('/api/docs').expect(200).expect('Content-Type', /html/);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await request(app.getHttpServer()).get('/api/no-such-thing').expect(404);
    expect(res.body).toEqual({ statusCode: 404, error: ERRORS.notFound, message: ERRORS.notFound, code: 'errors.notFound' });
  });

  it('compresses responses for clients that accept gzip', async () => {
    const res = await request(app.getHttpServer()).get('/api/docs-json').set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('sends security headers', async () => {
    const res = await request(app.getHttpServer()).get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
  });
});
