import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { ReceiptDto } from '@ledgerleaf/contracts';
import type { DataSource } from 'typeorm';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../../scripts/stand-ins/openai.mjs';
import { AppConfig } from '../../src/config/app-config';
import { typesetReceiptPdf } from '../helpers/document-fixtures';
import { createTestApp, createUser, eventually, loginAs, type Agent } from '../helpers/test-app';

jest.setTimeout(120_000);

const API_KEY = 'sk-test-ledgerleaf-receipts';

// An English receipt dated "03/10/2026": the offline reader takes it month first at 0.55 (unsure);
// its total is consistent with subtotal + HST (0.97, sure) and its vendor is the first line (0.75).
const UNSURE_DATE = ['QUORBLAX SUPPLY', '03/10/2026 14:02', 'Paper 40.00', 'Subtotal 40.00', 'HST 13% 5.20', 'TOTAL 45.20'];

describe('receipts: the OpenAI fallback of an unsure reading (the stand-in through the real SDK)', () => {
  let openai: OpenAiStandIn;
  let app: NestExpressApplication;
  const db = () => app.get<DataSource>(getDataSourceToken());

  beforeAll(async () => {
    openai = await startOpenAiStandIn({ apiKey: API_KEY });
    app = await createTestApp({
      worker: true,
      env: {
        OPENAI_API_KEY: API_KEY,
        OPENAI_BASE_URL: openai.url,
        OPENAI_MODEL: 'gpt-4o-mini',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'ledgerleaf-receipts-ai-')),
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await openai.stop();
  });
  beforeEach(() => {
    openai.reset();
    openai.answerReceiptWith(null);
  });

  async function client(): Promise<{ agent: Agent; userId: number }> {
    const { user, password } = await createUser(app);
    return { agent: await loginAs(app, user.email, password), userId: user.id };
  }

  async function uploadAndRead(agent: Agent, lines: string[]): Promise<ReceiptDto> {
    const res = await agent
      .post('/api/receipts')
      .attach('files', await typesetReceiptPdf(lines), 'receipt.pdf')
      .expect(201);
    const id = res.body.receipts[0].id as number;
    return eventually(async () => {
      const { body } = await agent.get(`/api/receipts/${id}`).expect(200);
      return body.receipt.status !== 'reading' ? (body.receipt as ReceiptDto) : null;
    }, 60_000);
  }

  it("sends an unsure reading with a strict schema and takes the model's values only for the unsure fields, counting the tokens", async () => {
    openai.answerReceiptWith(() => ({ vendor: 'Quorblax Supply Co.', date: '2026-10-03', total: '99.99', gstHst: '5.20', businessNumber: null }));
    const { agent, userId } = await client();
    const read = await uploadAndRead(agent, UNSURE_DATE);

    expect(openai.requests).toHaveLength(1);
    const [sent] = openai.requests;
    expect(sent.headers.authorization).toBe(`Bearer ${API_KEY}`);
    const format = sent.body.response_format!.json_schema!;
    expect(format).toMatchObject({ name: 'receipt_fields', strict: true });
    const schema = format.schema as { required: string[]; additionalProperties: boolean };
    expect(schema.additionalProperties).toBe(false);
    expect([...schema.required].sort()).toEqual(['businessNumber', 'currency', 'date', 'gstHst', 'pst', 'qst', 'total', 'vendor']);
    expect(sent.body.messages.at(-1)!.content).toContain('TOTAL 45.20');

    expect(read.status).toBe('read');
    // Unsure offline (0.55 month first, 0.75 first line): the model's.
    expect(read.fields.date).toEqual({ value: '2026-10-03', confidence: 0.8, source: 'ai' });
    expect(read.fields.vendor).toEqual({ value: 'Quorblax Supply Co.', confidence: 0.8, source: 'ai' });
    // Sure offline (consistent with subtotal + HST): kept, whatever the model says.
    expect(read.fields.total).toEqual({ value: '45.20', confidence: 0.97, source: 'reader' });
    expect(read.fields.gstHst).toMatchObject({ value: '5.20', source: 'reader' });

    const [usage] = await db().query('SELECT requests, prompt_tokens::int AS p, completion_tokens::int AS o FROM ai_token_usage WHERE user_id = $1', [userId]);
    expect(usage).toEqual({ requests: 1, p: sent.usage.prompt_tokens, o: sent.usage.completion_tokens });
  });

  it('makes a receipt with no total offline readable from the model, and refuses its invalid values', async () => {
    // A business number whose check digit is wrong and a date that does not exist are not taken.
    openai.answerReceiptWith(() => ({ vendor: 'Cafe Zynth', date: '2026-02-30', total: '12.50', businessNumber: '123456789RT0001', currency: 'CAD' }));
    const { agent } = await client();
    const read = await uploadAndRead(agent, ['CAFE ZYNTH', 'Oct 3, 2026', 'Paid by card, thank you']);
    expect(openai.requests).toHaveLength(1);
    expect(read.status).toBe('read');
    expect(read.fields.total).toEqual({ value: '12.50', confidence: 0.8, source: 'ai' });
    expect(read.fields.date).toMatchObject({ value: '2026-10-03', source: 'reader' });
    expect(read.fields.businessNumber.value).toBeNull();
  });

  it('does not ask when the offline reading is sure', async () => {
    const { agent } = await client();
    const read = await uploadAndRead(agent, ['STAPLES CANADA', 'Date: 2026-10-03', 'Paper 40.00', 'Subtotal 40.00', 'HST 13% 5.20', 'TOTAL 45.20']);
    expect(read.fields.total).toMatchObject({ value: '45.20', source: 'reader' });
    expect(openai.requests).toHaveLength(0);
  });

  it("keeps the offline reading when the client's monthly AI cap is reached", async () => {
    openai.answerReceiptWith(() => ({ date: '2026-10-03' }));
    const { agent, userId } = await client();
    const cap = app.get(AppConfig).openai.monthlyTokenCap;
    await db().query('INSERT INTO ai_token_usage (user_id, month, requests, prompt_tokens, completion_tokens) VALUES ($1, $2, 1, $3, 0)', [
      userId,
      new Date().toISOString().slice(0, 7),
      cap,
    ]);
    const read = await uploadAndRead(agent, UNSURE_DATE);
    expect(openai.requests).toHaveLength(0);
    expect(read.status).toBe('read');
    expect(read.fields.date).toEqual({ value: '2026-03-10', confidence: 0.55, source: 'reader' });
  });

  it('keeps the offline reading when OpenAI keeps failing', async () => {
    openai.failNext(10, 500);
    const { agent } = await client();
    const read = await uploadAndRead(agent, UNSURE_DATE);
    expect(openai.totals().requests).toBe(0);
    expect(read.status).toBe('read');
    expect(read.fields.date).toMatchObject({ value: '2026-03-10', source: 'reader' });
  });
});
