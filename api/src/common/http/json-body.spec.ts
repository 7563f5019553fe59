import express from 'express';
import request from 'supertest';
import { encodeJsonBodies, utf8Bytes } from './json-body';

describe('utf8Bytes', () => {
  it.each([
    ['ASCII', '{"name":"TIM HORTONS #12","amount":"-4.50"}'],
    ['accents and symbols', '{"name":"Café Dépôt — 5 €","note":"naïve"}'],
    ['astral characters', '{"emoji":"🧾📈","cjk":"帳簿"}'],
    ['empty', ''],
  ])('gives the same bytes as Buffer.from for %s', (_label, text) => {
    expect(utf8Bytes(text).equals(Buffer.from(text, 'utf8'))).toBe(true);
  });
});

describe('encodeJsonBodies', () => {
  const app = express();
  encodeJsonBodies(app);
  app.get('/object', (_req, res) => res.json({ name: 'Café Dépôt', rows: [1, 2, 3] }));
  app.get('/typed', (_req, res) => res.type('application/problem+json').json({ title: 'Bad' }));
  app.get('/status', (_req, res) => res.status(201).json(null));
  app.get('/nothing', (_req, res) => res.json(undefined));

  it('answers the JSON with its Content-Type and byte length', async () => {
    const res = await request(app).get('/object');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(JSON.stringify({ name: 'Café Dépôt', rows: [1, 2, 3] })));
    expect(res.body).toEqual({ name: 'Café Dépôt', rows: [1, 2, 3] });
  });

  it('keeps a Content-Type the route set, and the status', async () => {
    const typed = await request(app).get('/typed');
    expect(typed.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(JSON.parse(typed.text)).toEqual({ title: 'Bad' });
    const status = await request(app).get('/status');
    expect(status.status).toBe(201);
    expect(status.text).toBe('null');
  });

  it('leaves a value with no JSON form to Express', async () => {
    const res = await request(app).get('/nothing');
    expect(res.status).toBe(200);
    expect(res.text).toBe('');
  });
});
