// A local OpenAI that speaks the Chat Completions wire format the official SDK uses, for
// API tests, browser tests and the categorization bench. Point the SDK at it with
// OPENAI_BASE_URL=<url>/v1; nothing reaches OpenAI.
//
// POST /v1/chat/completions with `response_format: { type: 'json_schema', json_schema:
// { strict: true, schema } }` answers deterministically: for each item of the user
// message (a JSON list of { id, text, money }) it picks a category from the schema's enum
// by a small keyword table, else null. A receipt's reading (schema name `receipt_fields`:
// the user message is the receipt's text) is answered with the fields of the schema, each a
// string or null: by `answerReceiptWith`'s function, else a small default reading (the first
// line as vendor, the amount of the last "total" line). `usage` is counted with a real tokenizer
// (gpt-tokenizer, o200k_base): prompt_tokens over the messages and the schema,
// prompt_tokens_details.cached_tokens as OpenAI's prompt cache would give them (the
// longest prefix shared with an earlier prompt, in 128-token steps, from 1,024 tokens),
// completion_tokens over the answer. Every request is checked against OpenAI's official
// API document and strict-mode rules, and every answer must conform to it
// (provider-rules.mjs, openapi/README.md).
import { createServer } from 'node:http';
import { encode } from 'gpt-tokenizer';
import { conformingAnswer, openAiRefusal } from './provider-rules.mjs';

/**
 * @typedef {{ role: string, content: string }} ChatMessage
 *
 * @typedef {object} ChatRequest
 * @property {string} model
 * @property {ChatMessage[]} messages
 * @property {{ type: string, json_schema?: { name?: string, strict?: boolean, schema?: Record<string, unknown> } }} [response_format]
 *
 * @typedef {{ id: string, text: string, money?: string }} StandInItem
 *
 * @typedef {object} RecordedChat
 * @property {Record<string, string | string[] | undefined>} headers
 * @property {ChatRequest} body
 * @property {{ prompt_tokens: number, completion_tokens: number, total_tokens: number, prompt_tokens_details: { cached_tokens: number } }} usage
 *
 * @typedef {(item: StandInItem, names: string[]) => string | null} Answerer
 *
 * @typedef {Record<string, string | null>} ReceiptAnswer
 * @typedef {(text: string, fieldNames: string[]) => ReceiptAnswer} ReceiptAnswerer
 *
 * @typedef {object} OpenAiStandIn
 * @property {string} url base URL for OPENAI_BASE_URL, e.g. http://127.0.0.1:4020/v1
 * @property {RecordedChat[]} requests every chat completion received, oldest first
 * @property {(answer: Answerer | null) => void} answerWith replaces the keyword table (null restores it)
 * @property {(answer: ReceiptAnswerer | null) => void} answerReceiptWith answers receipt readings (null restores the default reading)
 * @property {(count: number, status?: number, code?: 'rate_limit_exceeded' | 'insufficient_quota') => void} failNext the next `count` requests answer `status` (default 500) with OpenAI's error for it (a 429 is rate_limit_exceeded unless `code` says insufficient_quota)
 * @property {() => { prompt: number, cached: number, completion: number, requests: number }} totals token totals so far
 * @property {() => void} reset forgets requests, totals, pending failures and the prompt cache
 * @property {() => Promise<void>} stop
 */

/**
 * Keyword → category name the stand-in answers when that name is offered.
 * @type {[RegExp, string][]}
 */
const KEYWORDS = [
  [/\b(TEL|TELECOM|WIRELESS|MOBILE|INTERNET|CABLE)\b/, 'Telephone & Internet'],
  [/\b(HYDRO|POWER|ENERGY|GAS|WATER|UTILIT)/, 'Utilities'],
  [/\b(INSURANCE|ASSURANCE|MUTUAL)\b/, 'Insurance'],
  [/\b(TAX|CRA|GST|HST|PST|REVENU)\b/, 'Taxes'],
  [/\b(LOAN|MORTGAGE|MTG|CAPITAL)\b/, 'Loan Payments'],
  [/\b(RENT|LEASE|PROPERT|STORAGE)/, 'Rent/Lease'],
  [/\b(FEE|FEES|CHARGE|NSF|OVERDRAFT)\b/, 'Bank Fees'],
  [/\b(LAW|LEGAL|CPA|ACCOUNTING|BOOKKEEPING|NOTAIRE|CONSULTING)\b/, 'Professional Fees'],
  [/\b(ADS|ADVERTIS|MARKETING|SIGNS|PROMO)/, 'Marketing'],
  [/\b(SOFTWARE|APP|CLOUD|SUBSCR|LABS)/, 'Software'],
  [/\b(CAFE|COFFEE|RESTAURANT|PIZZ|SUSHI|THAI|GRILL|TAVERN|BISTRO|HOTEL|INN|AIR|TAXI|PARKING|RAMEN|PHO|DHABA|TRATTORIA|CHIPS)/, 'Travel & Meals'],
  [/\b(PAPER|INK|OFFICE|SUPPLY|PRINT)/, 'Office Expenses'],
  [/\b(REFUND|RETURN|REVERSAL)\b/, 'Refunds/Discounts'],
  [/\b(INTEREST|GRANT|REBATE|DIVIDEND)\b/, 'Other Income'],
  [/\b(ETRANSFER|WIRE|EFT|INVOICE|INV|CHEQUE)\b/, 'Service Income'],
  [/\b(DEPOSIT|PAYOUT|SETTLEMENT|SALES)\b/, 'Sales Revenue'],
];

/** @type {Answerer} */
function keywordAnswer(item, names) {
  const text = String(item.text ?? '').toUpperCase();
  for (const [pattern, name] of KEYWORDS) if (pattern.test(text) && names.includes(name)) return name;
  return null;
}

/**
 * The enum of `results[].category` in a strict schema (the names offered, without null).
 * @param {Record<string, any> | undefined} schema
 * @returns {string[] | null}
 */
function offeredNames(schema) {
  const category = schema?.properties?.results?.items?.properties?.category;
  if (!Array.isArray(category?.enum)) return null;
  return category.enum.filter((/** @type {unknown} */ v) => typeof v === 'string');
}

/**
 * The default answer to a receipt's reading: the first line as vendor, the last amount of the
 * last line saying "total" (not a subtotal) as total, everything else null.
 * @type {ReceiptAnswerer}
 */
function defaultReceiptAnswer(text, fieldNames) {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  /** @type {ReceiptAnswer} */
  const answer = Object.fromEntries(fieldNames.map((n) => [n, null]));
  if (lines[0] && fieldNames.includes('vendor')) answer.vendor = lines[0];
  const totalLine = lines.filter((l) => /total/i.test(l) && !/sub|sous/i.test(l)).at(-1);
  const amount = totalLine?.match(/(\d+)[.,](\d{2})(?!.*\d[.,]\d{2})/);
  if (amount && fieldNames.includes('total')) answer.total = `${amount[1]}.${amount[2]}`;
  return answer;
}

/** @param {number[]} a @param {number[]} b */
function commonPrefix(a, b) {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a[i] === b[i]) i++;
  return i;
}

/**
 * Starts the stand-in on a free port of 127.0.0.1.
 * @param {{ apiKey?: string }} [options] when set, requests must carry `Authorization: Bearer <apiKey>`
 * @returns {Promise<OpenAiStandIn>}
 */
export async function startOpenAiStandIn(options = {}) {
  /** @type {RecordedChat[]} */
  const requests = [];
  /** @type {Answerer | null} */
  let answerer = null;
  /** @type {ReceiptAnswerer | null} */
  let receiptAnswerer = null;
  let failures = 0;
  let failStatus = 500;
  /** @type {'rate_limit_exceeded' | 'insufficient_quota'} */
  let failCode = 'rate_limit_exceeded';
  /** The API call each response answers: its answer must conform to OpenAI's response schema. */
  const apiCalls = /** @type {WeakMap<import('node:http').ServerResponse, string>} */ (new WeakMap());
  /** @type {number[][]} */
  let seenPrompts = [];
  const totals = { prompt: 0, cached: 0, completion: 0, requests: 0 };

  /** @param {import('node:http').ServerResponse} res @param {number} status @param {unknown} body */
  const send = (res, status, body) => {
    const path = apiCalls.get(res);
    const answer = path ? conformingAnswer('openai', 'POST', path, status, body) : { status, body };
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  };
  /**
   * @param {import('node:http').ServerResponse} res @param {number} status @param {string} message
   * @param {string} [type] @param {string | null} [param] @param {string | null} [code]
   */
  const error = (res, status, message, type = 'invalid_request_error', param = null, code = null) =>
    send(res, status, { error: { message, type, param, code } });
  /** OpenAI's error for a status a test asks for. @param {import('node:http').ServerResponse} res @param {number} status @param {string} model */
  const failure = (res, status, model) => {
    if (status === 429 && failCode === 'insufficient_quota')
      return error(res, 429, 'You exceeded your current quota, please check your plan and billing details.', 'insufficient_quota', null, 'insufficient_quota');
    if (status === 429)
      return error(
        res,
        429,
        `Rate limit reached for ${model} on requests per min (RPM): Limit 500, Used 500, Requested 1. Please try again in 120ms.`,
        'requests',
        null,
        'rate_limit_exceeded',
      );
    if (status >= 500) return error(res, status, 'The server had an error while processing your request. Sorry about that!', 'server_error');
    return error(res, status, 'The stand-in was asked to fail this request.');
  };

  const server = createServer((req, res) => {
    const chunks = /** @type {Buffer[]} */ ([]);
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0];
      if (req.method !== 'POST' || !/^(\/v1)?\/chat\/completions$/.test(path)) return error(res, 404, `Unknown route ${req.method} ${path}`);
      apiCalls.set(res, path.startsWith('/v1') ? path : `/v1${path}`);
      if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) {
        return error(
          res,
          401,
          'Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.',
          'invalid_request_error',
          null,
          'invalid_api_key',
        );
      }
      /** @type {ChatRequest} */
      let body;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return error(
          res,
          400,
          "We could not parse the JSON body of your request. (HINT: This likely means you aren't using your HTTP library correctly. The OpenAI API expects a JSON payload, but what was sent was not valid JSON.)",
        );
      }
      if (failures > 0) {
        failures--;
        return failure(res, failStatus, String(body?.model ?? ''));
      }
      // What OpenAI refuses by its API definition (and its strict json_schema rules).
      const refusal = openAiRefusal(apiCalls.get(res) ?? path, /** @type {Record<string, unknown>} */ (body));
      if (refusal) return error(res, refusal.status, refusal.message, refusal.type, refusal.param, refusal.code);
      const format = body.response_format;
      if (format?.type !== 'json_schema' || !format.json_schema?.strict || !format.json_schema.schema) {
        return error(res, 400, "response_format must be { type: 'json_schema', json_schema: { strict: true, schema } }");
      }
      const user = body.messages?.findLast((m) => m.role === 'user');
      /** @type {string} */
      let content;
      if (format.json_schema.name === 'receipt_fields') {
        const schema = /** @type {{ properties?: Record<string, unknown> }} */ (format.json_schema.schema);
        const fieldNames = Object.keys(schema.properties ?? {});
        const answer = (receiptAnswerer ?? defaultReceiptAnswer)(String(user?.content ?? ''), fieldNames);
        // Every field of the schema, a string or null: what strict mode guarantees.
        content = JSON.stringify(Object.fromEntries(fieldNames.map((n) => [n, typeof answer[n] === 'string' ? answer[n] : null])));
      } else {
        const names = offeredNames(format.json_schema.schema);
        if (!names) return error(res, 400, 'The schema must have results[].category with an enum of names.');
        /** @type {StandInItem[]} */
        let items;
        try {
          items = JSON.parse(user?.content ?? '');
          if (!Array.isArray(items)) throw new Error('not a list');
        } catch {
          return error(res, 400, 'The last user message must be a JSON list of { id, text, money } items.');
        }
        const answer = answerer ?? keywordAnswer;
        content = JSON.stringify({ results: items.map((item) => ({ id: String(item.id), category: answer(item, names) })) });
      }

      // usage as OpenAI counts it: ~4 framing tokens per message, the schema, the answer
      const promptTokens = [];
      for (const m of body.messages) promptTokens.push(...encode(`<|${m.role}|>`), ...encode(String(m.content ?? '')));
      const schemaTokens = encode(JSON.stringify(format.json_schema.schema)).length;
      const prompt = promptTokens.length + schemaTokens + 3;
      let best = 0;
      for (const earlier of seenPrompts) best = Math.max(best, commonPrefix(earlier, promptTokens));
      const cached = best >= 1024 ? Math.floor(best / 128) * 128 : 0;
      seenPrompts.push(promptTokens);
      if (seenPrompts.length > 200) seenPrompts = seenPrompts.slice(-200);
      const completion = encode(content).length;
      const usage = {
        prompt_tokens: prompt,
        completion_tokens: completion,
        total_tokens: prompt + completion,
        prompt_tokens_details: { cached_tokens: cached },
      };
      totals.prompt += prompt;
      totals.cached += cached;
      totals.completion += completion;
      totals.requests++;
      requests.push({ headers: req.headers, body, usage });
      send(res, 200, {
        id: `chatcmpl-standin-${totals.requests}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' }],
        usage,
      });
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    answerWith: (fn) => {
      answerer = fn;
    },
    answerReceiptWith: (fn) => {
      receiptAnswerer = fn;
    },
    failNext: (count, status = 500, code = 'rate_limit_exceeded') => {
      failures = count;
      failStatus = status;
      failCode = code;
    },
    totals: () => ({ ...totals }),
    reset: () => {
      requests.length = 0;
      failures = 0;
      seenPrompts = [];
      Object.assign(totals, { prompt: 0, cached: 0, completion: 0, requests: 0 });
    },
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
