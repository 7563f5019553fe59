import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { CsvUploadListItem } from '@ledgerleaf/contracts';
import type { DataSource } from 'typeorm';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../../scripts/stand-ins/openai.mjs';
import { createTestApp, createUser, eventually, loginAs, type Agent } from '../helpers/test-app';

const HEADER = 'Transaction_Date,Transaction_Name,Transaction_Amount,Transaction_Category';
// Two merchants the offline steps cannot place, one of them twice; one known merchant.
const FILE = [
  HEADER,
  '2026-10-01,QUORBLAX ZYNTH 0001,-45.00,',
  '2026-10-02,QUORBLAX ZYNTH 0002,-45.00,',
  '2026-10-03,VELMORA TRISK,-300.00,',
  '2026-10-04,HYDRO ONE NETWORKS BPY 123456,-210.00,',
].join('\n');
const API_KEY = 'sk-test-ledgerleaf-openai';

describe('categorization with OpenAI (the stand-in through the real SDK)', () => {
  let openai: OpenAiStandIn;
  let app: NestExpressApplication;
  let capped: NestExpressApplication;
  let db: DataSource;

  beforeAll(async () => {
    openai = await startOpenAiStandIn({ apiKey: API_KEY });
    app = await createTestApp({ worker: true, env: { OPENAI_API_KEY: API_KEY, OPENAI_BASE_URL: openai.url, OPENAI_MODEL: 'gpt-4o-mini' } });
    capped = await createTestApp({ worker: true, env: { OPENAI_API_KEY: API_KEY, OPENAI_BASE_URL: openai.url, AI_MONTHLY_TOKEN_CAP: '5000' } });
    db = app.get<DataSource>(getDataSourceToken());
  });

  afterAll(async () => {
    await app.close();
    await capped.close();
    await openai.stop();
  });

  beforeEach(() => {
    openai.reset();
    openai.answerWith(null);
  });

  async function client(on = app): Promise<{ agent: Agent; userId: number }> {
    const { user, password } = await createUser(on);
    return { agent: await loginAs(on, user.email, password), userId: user.id };
  }

  async function uploadAndCategorize(agent: Agent, content = FILE): Promise<CsvUploadListItem> {
    const { body } = await agent.post('/api/csv/upload').attach('csvFile', Buffer.from(content), 'october.csv').expect(201);
    const started = await agent.post(`/api/csv/categorize/${body.id}`).send({});
    expect([200, 202]).toContain(started.status);
    return eventually(async () => {
      const item = ((await agent.get('/api/csv/uploads').expect(200)).body as CsvUploadListItem[]).find((u) => u.id === body.id)!;
      return item.status === 'completed' ? item : null;
    });
  }

  it("asks only for the unsure merchants, once each, with a strict schema of the user's names, and records the tokens", async () => {
    openai.answerWith((item) => (item.text.startsWith('QUORBLAX') ? 'Software' : 'Professional Fees'));
    const { agent, userId } = await client();
    const upload = await uploadAndCategorize(agent);

    expect(openai.requests).toHaveLength(1);
    const [sent] = openai.requests;
    expect(sent.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(sent.body.model).toBe('gpt-4o-mini');
    const format = sent.body.response_format!.json_schema!;
    expect(format.strict).toBe(true);
    const categoryEnum = (format.schema as { properties: { results: { items: { properties: { category: { enum: unknown[] } } } } } }).properties.results.items
      .properties.category.enum;
    expect(categoryEnum).toHaveLength(17);
    expect(categoryEnum).toContain(null);
    const items = JSON.parse(sent.body.messages.at(-1)!.content) as { id: string; text: string; money: string }[];
    expect(items.map((i) => i.text).sort()).toEqual(['QUORBLAX ZYNTH', 'VELMORA TRISK']);
    expect(items.every((i) => i.money === 'out')).toBe(true);

    const byName = Object.fromEntries(upload.categorizedData.map((r) => [r.transactionName, r]));
    expect(byName['QUORBLAX ZYNTH 0001']).toMatchObject({ aiCategory: 'Software', source: 'ai' });
    expect(byName['QUORBLAX ZYNTH 0002']).toMatchObject({ aiCategory: 'Software', source: 'ai' });
    expect(byName['VELMORA TRISK']).toMatchObject({ aiCategory: 'Professional Fees', source: 'ai' });
    expect(byName['HYDRO ONE NETWORKS BPY 123456']).toMatchObject({ aiCategory: 'Utilities', source: 'rule' });

    const [usage] = await db.query(
      'SELECT requests, prompt_tokens::int AS p, cached_tokens::int AS c, completion_tokens::int AS o FROM ai_token_usage WHERE user_id = $1',
      [userId],
    );
    expect(usage).toEqual({ requests: 1, p: sent.usage.prompt_tokens, c: sent.usage.prompt_tokens_details.cached_tokens, o: sent.usage.completion_tokens });
    expect(usage.p).toBeGreaterThan(100);

    // the answers went into memory: the same merchants are not asked again
    const again = await uploadAndCategorize(agent);
    expect(openai.requests).toHaveLength(1);
    expect(again.categorizedData.find((r) => r.transactionName === 'VELMORA TRISK')).toMatchObject({ aiCategory: 'Professional Fees', source: 'ai' });
  });

  it('treats an answer outside the list as none and keeps the offline result', async () => {
    openai.answerWith(() => 'Groceries');
    const { agent } = await client();
    const upload = await uploadAndCategorize(agent);
    expect(openai.requests).toHaveLength(1);
    for (const row of upload.categorizedData) {
      expect(row.source).not.toBe('staff');
      if (row.transactionName.startsWith('QUORBLAX')) expect(row.aiCategory === null || row.source === 'ai').toBe(true);
      expect(row.aiCategory).not.toBe('Groceries');
    }
  });

  it('falls back to the offline result when OpenAI keeps failing (after the SDK retries)', async () => {
    openai.failNext(10, 500);
    const { agent } = await client();
    const upload = await uploadAndCategorize(agent);
    expect(upload.status).toBe('completed');
    expect(upload.categorizedData.find((r) => r.transactionName.startsWith('HYDRO'))).toMatchObject({ aiCategory: 'Utilities', source: 'rule' });
    expect(openai.totals().requests).toBe(0);
  });

  it('stops asking once the client reaches AI_MONTHLY_TOKEN_CAP and keeps the offline results', async () => {
    const { agent, userId } = await client(capped);
    const month = new Date().toISOString().slice(0, 7);
    await db.query('INSERT INTO ai_token_usage (user_id, month, requests, prompt_tokens, completion_tokens) VALUES ($1, $2, 3, 4800, 200)', [userId, month]);
    const upload = await uploadAndCategorize(agent);
    expect(openai.requests).toHaveLength(0);
    expect(upload.status).toBe('completed');
    expect(upload.categorizedData.find((r) => r.transactionName.startsWith('HYDRO'))).toMatchObject({ aiCategory: 'Utilities', source: 'rule' });
    // another client of the same app is still under the cap
    const other = await client(capped);
    await uploadAndCategorize(other.agent);
    expect(openai.requests).toHaveLength(1);
  });
});
