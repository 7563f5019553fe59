import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { contractOf, type Contract } from '../../../scripts/stand-ins/openapi-contract.mjs';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../../scripts/stand-ins/openai.mjs';
import { startPlaidStandIn, type PlaidStandIn } from '../../../scripts/stand-ins/plaid.mjs';
import { strictSchemaFault } from '../../../scripts/stand-ins/provider-rules.mjs';
import { decodeStripeForm, startStripeStandIn, type StripeStandIn } from '../../../scripts/stand-ins/stripe.mjs';
import { AppConfig } from '../../src/config/app-config';
import { StripeAdapter } from '../../src/modules/billing/stripe.adapter';
import { answerSchema, OpenAiAdapter } from '../../src/modules/categorization/openai.adapter';
import { PlaidAdapter, PlaidCallError } from '../../src/modules/plaid/plaid.adapter';
import { startRecordingProxy, type Exchange, type RecordingProxy } from '../helpers/recording-proxy';

// The product's calls to Plaid, Stripe and OpenAI, and the stand-ins' answers, against the
// providers' official OpenAPI documents (scripts/stand-ins/openapi/). The product's own
// adapters run against the stand-ins through a recording proxy: every request they put on
// the wire must be one the document accepts, and every answer must stay inside the
// document's response schema (no undocumented field either). Then the requests the real
// services refuse are refused by the stand-ins, with the real error shape.

const ADAPTERS = join(__dirname, '..', '..', 'src', 'modules');

/** `METHOD /template` of each exchange whose request or answer leaves the document. */
function contractProblems(contract: Contract, exchanges: Exchange[], decode: (e: Exchange) => { body: unknown; query: Record<string, unknown> }): string[] {
  const problems: string[] = [];
  for (const exchange of exchanges) {
    const label = `${exchange.method} ${exchange.path}`;
    const { body, query } = decode(exchange);
    const refused = contract.checkRequest(exchange.method, exchange.path, { body, query });
    if (refused) problems.push(`${label} request: ${refused.kind} ${refused.path.join('.')} ${refused.message}`);
    for (const p of contract.checkResponse(exchange.method, exchange.path, exchange.status, exchange.answer))
      problems.push(`${label} answer ${exchange.status}: ${p}`);
  }
  return problems;
}

/** The operations (METHOD template) the exchanges reached. */
function operationsReached(contract: Contract, exchanges: Exchange[]): Set<string> {
  return new Set(exchanges.map((e) => contract.operation(e.method, e.path)).map((op) => (op ? `${op.method.toUpperCase()} ${op.template}` : 'unknown')));
}

const json = (e: Exchange) => ({ body: e.rawBody ? JSON.parse(e.rawBody) : {}, query: {} });

/**
 * Each operation the product called, sent again straight to the stand-in with one more
 * parameter (`extend` adds it): the answers, which must all be refusals.
 */
async function replayedWithUnknownParameter(
  contract: Contract,
  target: string,
  exchanges: Exchange[],
  extend: (e: Exchange) => { search: string; body: string },
) {
  const seen = new Set<string>();
  const answers: { operation: string; status: number; answer: unknown }[] = [];
  for (const exchange of exchanges) {
    const op = contract.operation(exchange.method, exchange.path);
    const operation = `${exchange.method} ${op?.template}`;
    if (!op || seen.has(operation)) continue;
    seen.add(operation);
    const { search, body } = extend(exchange);
    const res = await fetch(`${target}${exchange.path}${search ? `?${search}` : ''}`, {
      method: exchange.method,
      headers: exchange.headers,
      body: exchange.method === 'GET' ? undefined : body,
    });
    answers.push({ operation, status: res.status, answer: await res.json() });
  }
  return answers;
}

/** A local endpoint that keeps every JSON body POSTed to it. */
async function startReceiver(): Promise<{ url: string; bodies: Record<string, unknown>[]; stop: () => Promise<void> }> {
  const bodies: Record<string, unknown>[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      bodies.push(JSON.parse(raw) as Record<string, unknown>);
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    bodies,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('Plaid: the product and the stand-in against plaid-openapi 2020-09-14', () => {
  const contract = contractOf('plaid');
  let plaid: PlaidStandIn;
  let proxy: RecordingProxy;
  let adapter: PlaidAdapter;

  beforeAll(async () => {
    plaid = await startPlaidStandIn({ transactionsPerItem: 8 });
    proxy = await startRecordingProxy(plaid.url);
    const config = AppConfig.fromEnvironment({
      ...process.env,
      PLAID_CLIENT_ID: plaid.clientId,
      PLAID_SECRET: plaid.secret,
      PLAID_ENV: 'sandbox',
      PLAID_BASE_URL: proxy.url,
    });
    adapter = new PlaidAdapter(config);
  });

  afterAll(async () => {
    await proxy.stop();
    await plaid.stop();
  });

  it("every call the product makes is a request Plaid accepts, answered inside Plaid's response schemas", async () => {
    await adapter.createLinkToken({ userId: 7 });
    expect((await adapter.probe()).ok).toBe(true);
    const { accessToken, itemId } = await adapter.exchangePublicToken(plaid.createPublicToken('ins_109508'));
    await adapter.getAccounts(accessToken);
    await adapter.getItem(accessToken);
    expect(await adapter.institutionName('ins_109508')).toBe('First Platypus Bank');
    expect(await adapter.institutionName('ins_999999')).toBeNull(); // Plaid's INVALID_INSTITUTION error answer
    const [first] = plaid.addTransactions(itemId, 2);
    plaid.postPending(itemId);
    plaid.removeTransaction(itemId, first.transaction_id);
    const removed: { transaction_id: string; account_id: string }[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 10; page++) {
      const sync = await adapter.syncTransactions(accessToken, cursor, 4);
      removed.push(...sync.removed);
      cursor = sync.nextCursor;
      if (!sync.hasMore) break;
    }
    // A removed transaction names its account (a string, as Plaid sends it).
    plaid.removeTransaction(itemId, [...plaid.items.get(itemId)!.transactions.keys()][0]);
    removed.push(...(await adapter.syncTransactions(accessToken, cursor, 500)).removed);
    expect(removed.length).toBeGreaterThan(0);
    for (const r of removed) expect(typeof r.account_id).toBe('string');
    await adapter.refreshTransactions(accessToken);
    await adapter.createLinkToken({ userId: 7, accessToken, accountSelection: true });
    await adapter.webhookVerificationKey(plaid.keyId);
    plaid.failOnce('ITEM_LOGIN_REQUIRED', { path: '/accounts/get' });
    await expect(adapter.getAccounts(accessToken)).rejects.toBeInstanceOf(PlaidCallError);
    await adapter.removeItem(accessToken);

    expect(contractProblems(contract, proxy.exchanges, json)).toEqual([]);
    // The same calls with one parameter Plaid does not define are refused, each of them.
    const replayed = await replayedWithUnknownParameter(contract, plaid.url, proxy.exchanges, (e) => ({
      search: '',
      body: JSON.stringify({ ...JSON.parse(e.rawBody || '{}'), ledgerleaf_extra: 1 }),
    }));
    const called = [...readFileSync(join(ADAPTERS, 'plaid', 'plaid.adapter.ts'), 'utf8').matchAll(/\bc\.(\w+)\(/g)].map((m) => m[1]);
    expect(replayed.length).toBe(new Set(called).size);
    for (const { operation, status, answer } of replayed) {
      expect({ operation, status, answer }).toMatchObject({ operation, status: 400, answer: { error_type: 'INVALID_REQUEST', error_code: 'UNKNOWN_FIELDS' } });
    }
    // Every Plaid operation the adapter's source calls was exercised above.
    const reached = new Set(proxy.exchanges.map((e) => contract.operation(e.method, e.path)?.op.operationId));
    expect(called.length).toBeGreaterThanOrEqual(10);
    for (const operationId of called) expect({ operationId, reached: reached.has(operationId) }).toEqual({ operationId, reached: true });
  });

  it("refuses what Plaid refuses, with Plaid's error (INVALID_REQUEST)", async () => {
    const call = async (path: string, body: Record<string, unknown>) => {
      const res = await fetch(`${plaid.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ client_id: plaid.clientId, secret: plaid.secret, ...body }),
      });
      const answer = (await res.json()) as Record<string, unknown>;
      expect(contract.checkResponse('POST', path, res.status, answer)).toEqual([]);
      expect(contract.checkRequest('POST', path, { body })).not.toBeNull(); // the document refuses it too
      return { status: res.status, answer };
    };
    const linkToken = { client_name: 'Ledgerleaf', language: 'en', country_codes: ['CA'], user: { client_user_id: '1' }, products: ['transactions'] };
    const cases: [string, Record<string, unknown>, string, RegExp][] = [
      ['/link/token/create', { ...linkToken, transactions: { days_requested: 731 } }, 'INVALID_FIELD', /transactions\.days_requested/],
      ['/link/token/create', { ...linkToken, country_codes: ['XX'] }, 'INVALID_FIELD', /country_codes\[0\]/],
      ['/link/token/create', { ...linkToken, products: ['transactions'], color: 'green' }, 'UNKNOWN_FIELDS', /not recognized by this endpoint: color/],
      ['/link/token/create', { ...linkToken, user: { client_user_id: '1', nickname: 'x' } }, 'UNKNOWN_FIELDS', /user\.nickname/],
      [
        '/link/token/create',
        { language: 'en', country_codes: ['CA'], user: { client_user_id: '1' }, products: ['transactions'] },
        'MISSING_FIELDS',
        /client_name/,
      ],
      ['/transactions/sync', { access_token: 'access-sandbox-x', count: 501 }, 'INVALID_FIELD', /count/],
      ['/transactions/sync', { access_token: 'access-sandbox-x', options: { days_requested: 731 } }, 'INVALID_FIELD', /options\.days_requested/],
      ['/institutions/get_by_id', { institution_id: 'ins_3', country_codes: ['XX'] }, 'INVALID_FIELD', /country_codes/],
    ];
    for (const [path, body, code, message] of cases) {
      const { status, answer } = await call(path, body);
      expect({ path, status, error_type: answer.error_type, error_code: answer.error_code }).toEqual({
        path,
        status: 400,
        error_type: 'INVALID_REQUEST',
        error_code: code,
      });
      expect(answer.error_message).toMatch(message);
      expect(typeof answer.request_id).toBe('string');
    }
  });

  it("sends webhooks inside the document's webhook schemas", async () => {
    const receiver = await startReceiver();
    try {
      const { item_id: itemId } = (await (
        await fetch(`${plaid.url}/item/public_token/exchange`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ client_id: plaid.clientId, secret: plaid.secret, public_token: plaid.createPublicToken() }),
        })
      ).json()) as { item_id: string };
      const webhooks: [string, string, string][] = [
        ['TRANSACTIONS', 'SYNC_UPDATES_AVAILABLE', 'SyncUpdatesAvailableWebhook'],
        ['ITEM', 'ERROR', 'ItemErrorWebhook'],
        ['ITEM', 'PENDING_EXPIRATION', 'PendingExpirationWebhook'],
        ['ITEM', 'PENDING_DISCONNECT', 'PendingDisconnectWebhook'],
        ['ITEM', 'LOGIN_REPAIRED', 'ItemLoginRepairedWebhook'],
        ['ITEM', 'NEW_ACCOUNTS_AVAILABLE', 'NewAccountsAvailableWebhook'],
        ['ITEM', 'USER_PERMISSION_REVOKED', 'UserPermissionRevokedWebhook'],
        ['ITEM', 'USER_ACCOUNT_REVOKED', 'UserAccountRevokedWebhook'],
      ];
      for (const [type, code, schema] of webhooks) {
        await plaid.sendWebhook(itemId, type, code, {}, { url: receiver.url });
        const body = receiver.bodies.at(-1)!;
        expect({ code, problems: contract.checkSchema(`#/components/schemas/${schema}`, body) }).toEqual({ code, problems: [] });
      }
      // A webhook Plaid never sends is the test's mistake, not something to deliver.
      await expect(
        plaid.sendWebhook(itemId, 'ITEM', 'ERROR', { error: { error_code: 'ITEM_LOGIN_REQUIRED', error_message: 42 } }, { url: receiver.url }),
      ).rejects.toThrow(/never sends/);
    } finally {
      await receiver.stop();
    }
  });
});

describe('Stripe: the product and the stand-in against stripe/openapi (2023-08-16 + the SDK additions)', () => {
  const contract = contractOf('stripe');
  let stripe: StripeStandIn;
  let proxy: RecordingProxy;
  const form = (e: Exchange) => ({
    body: e.contentType.includes('x-www-form-urlencoded') ? decodeStripeForm(e.rawBody) : {},
    query: decodeStripeForm(e.search),
  });
  const adapterFor = (env: Record<string, string> = {}) =>
    new StripeAdapter(AppConfig.fromEnvironment({ ...process.env, STRIPE_SECRET_KEY: 'sk_test_contract', STRIPE_API_BASE: proxy.url, ...env }));

  beforeAll(async () => {
    stripe = await startStripeStandIn({
      prices: [
        { id: 'price_contract_monthly', unit_amount: 10_000, interval: 'month' },
        { id: 'price_contract_once', unit_amount: 500, interval: null },
      ],
    });
    proxy = await startRecordingProxy(stripe.url);
  });

  afterAll(async () => {
    await proxy.stop();
    await stripe.stop();
  });

  it("every call the product makes is a request Stripe accepts, answered inside Stripe's response schemas", async () => {
    const adapter = adapterFor();
    const customerId = await adapter.createCustomer({ userId: 41, email: 'contract@test.ledgerleaf.ca', name: 'Contract Test' });
    const inline = await adapter.createCheckoutSession({
      plan: 'ANNUAL',
      userId: 41,
      customerId,
      successUrl: 'http://localhost/ok?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost/cancel',
    });
    const configured = await adapterFor({ STRIPE_PRICE_MONTHLY: 'price_contract_monthly' }).createCheckoutSession({
      plan: 'MONTHLY',
      userId: 41,
      customerId,
      successUrl: 'http://localhost/ok',
      cancelUrl: 'http://localhost/cancel',
    });
    expect((await adapter.openCheckoutSessions(customerId)).map((s) => s.id).sort()).toEqual([inline.id, configured.id].sort());
    // A configured price id is priced by Stripe.
    expect(await adapter.retrieveCheckoutSession(configured.id)).toMatchObject({ amount_total: 10_000, url: configured.url });
    await adapter.expireCheckoutSession(inline.id);
    await adapter.expireCheckoutSession(inline.id); // Stripe's 400: nothing to do
    // An expired session, like a completed one, has no url any more.
    expect(await adapter.retrieveCheckoutSession(inline.id)).toMatchObject({ status: 'expired', url: null });
    expect(await adapter.retrieveCheckoutSession('cs_test_none')).toBeNull();
    await stripe.completeCheckout(configured.id, { deliver: false });
    expect(await adapter.retrieveCheckoutSession(configured.id)).toMatchObject({ status: 'complete', url: null });
    const [subscription] = await adapter.unfinishedSubscriptions(customerId);
    expect(adapter.planOfSubscription(subscription)).toBe('MONTHLY');
    expect(await adapter.cancelSubscription(subscription.id)).toBe('canceled');
    expect(await adapter.cancelSubscription(subscription.id)).toBe('already-canceled'); // 404 resource_missing

    expect(contractProblems(contract, proxy.exchanges, form)).toEqual([]);
    const replayed = await replayedWithUnknownParameter(contract, stripe.url, proxy.exchanges, (e) =>
      e.method === 'GET'
        ? { search: `${e.search}&ledgerleaf_extra=1`, body: '' }
        : { search: e.search, body: `${e.rawBody}${e.rawBody ? '&' : ''}ledgerleaf_extra=1` },
    );
    expect(replayed.length).toBe(7);
    for (const { operation, status, answer } of replayed) {
      expect({ operation, status, answer }).toMatchObject({
        operation,
        status: 400,
        answer: {
          error: {
            type: 'invalid_request_error',
            code: 'parameter_unknown',
            param: 'ledgerleaf_extra',
            message: 'Received unknown parameter: ledgerleaf_extra',
          },
        },
      });
    }
    const reached = operationsReached(contract, proxy.exchanges);
    const STRIPE_CALLS: Record<string, string> = {
      'customers.create': 'POST /v1/customers',
      'subscriptions.list': 'GET /v1/subscriptions',
      'subscriptions.cancel': 'DELETE /v1/subscriptions/{subscription_exposed_id}',
      'checkout.sessions.create': 'POST /v1/checkout/sessions',
      'checkout.sessions.list': 'GET /v1/checkout/sessions',
      'checkout.sessions.retrieve': 'GET /v1/checkout/sessions/{session}',
      'checkout.sessions.expire': 'POST /v1/checkout/sessions/{session}/expire',
    };
    const called = [
      ...readFileSync(join(ADAPTERS, 'billing', 'stripe.adapter.ts'), 'utf8').matchAll(/\b(?:stripe|client)\.((?:checkout\.)?[a-z]+\.[a-z]+)\(/g),
    ].map((m) => m[1]);
    expect(new Set(called)).toEqual(new Set(Object.keys(STRIPE_CALLS)));
    for (const call of called) expect({ call, reached: reached.has(STRIPE_CALLS[call]) }).toEqual({ call, reached: true });
  });

  it('adds to the 2023 document only what the pinned SDK documents (openapi/stripe-additions.json)', () => {
    const repo = join(__dirname, '..', '..', '..');
    const { additions } = JSON.parse(readFileSync(join(repo, 'scripts', 'stand-ins', 'openapi', 'stripe-additions.json'), 'utf8')) as {
      additions: { value: { name: string }; source: string }[];
    };
    expect(additions.length).toBeGreaterThan(0);
    for (const { value, source } of additions) {
      const [file, declaration] = source.split(': ');
      const field = declaration.split(' ')[0].split('.').at(-1)!;
      expect(field).toBe(value.name);
      expect(readFileSync(join(repo, file), 'utf8')).toMatch(new RegExp(`\\b${field}\\?: ${declaration.split('.')[0]}\\.`));
    }
  });

  it("refuses what Stripe refuses, with Stripe's error (invalid_request_error)", async () => {
    const customer = stripe.customers.values().next().value!;
    const post = async (path: string, fields: Record<string, string>) => {
      const res = await fetch(`${stripe.url}${path}`, {
        method: 'POST',
        headers: { authorization: 'Bearer sk_test_contract', 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
      const answer = (await res.json()) as { error: Record<string, string> };
      expect(contract.checkResponse('POST', path, res.status, answer)).toEqual([]);
      return { status: res.status, error: answer.error };
    };
    const session = { mode: 'subscription', customer: String(customer.id), success_url: 'http://localhost/ok', 'line_items[0][quantity]': '1' };
    const inline = {
      ...session,
      'line_items[0][price_data][currency]': 'cad',
      'line_items[0][price_data][unit_amount]': '10000',
      'line_items[0][price_data][product_data][name]': 'Plan',
    };
    const cases: [Record<string, string>, number, Record<string, string>][] = [
      [
        { ...inline, 'line_items[0][price_data][recurring][interval]': 'month', coupon_code: 'X' },
        400,
        { param: 'coupon_code', code: 'parameter_unknown', message: 'Received unknown parameter: coupon_code' },
      ],
      [
        { ...inline, 'line_items[0][price_data][recurring][interval]': 'month', 'line_items[0][price_data][colour]': 'red' },
        400,
        { param: 'line_items[0][price_data][colour]', code: 'parameter_unknown' },
      ],
      [{ ...inline, 'line_items[0][price_data][recurring][interval]': 'fortnight' }, 400, { param: 'line_items[0][price_data][recurring][interval]' }],
      [inline, 400, { message: 'You must provide at least one recurring price in `subscription` mode when using prices.' }],
      [
        { ...session, 'line_items[0][price]': 'price_contract_once' },
        400,
        { message: 'You must provide at least one recurring price in `subscription` mode when using prices.' },
      ],
      [
        { ...session, 'line_items[0][price]': 'price_nowhere' },
        400,
        { code: 'resource_missing', param: 'line_items[0][price]', message: "No such price: 'price_nowhere'" },
      ],
      [{ ...session, customer: 'cus_nowhere', 'line_items[0][price]': 'price_contract_monthly' }, 400, { code: 'resource_missing', param: 'customer' }],
      [
        { ...session, 'line_items[0][price]': 'price_contract_monthly', 'line_items[0][quantity]': 'two' },
        400,
        { code: 'parameter_invalid_integer', param: 'line_items[0][quantity]' },
      ],
      [
        { mode: 'subscription', 'line_items[0][price]': 'price_contract_monthly', 'line_items[0][quantity]': '1' },
        400,
        { code: 'parameter_missing', param: 'success_url' },
      ],
    ];
    for (const [fields, status, expected] of cases) {
      const refused = await post('/v1/checkout/sessions', fields);
      expect({ status: refused.status, type: refused.error.type }).toEqual({ status, type: 'invalid_request_error' });
      expect(refused.error).toMatchObject(expected);
    }
    const missing = await fetch(`${stripe.url}/v1/checkout/sessions/cs_test_none`, { headers: { authorization: 'Bearer sk_test_contract' } });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: object }).error).toMatchObject({ type: 'invalid_request_error', code: 'resource_missing', param: 'id' });
    const unknownQuery = await fetch(`${stripe.url}/v1/subscriptions?customer=${String(customer.id)}&colour=red`, {
      headers: { authorization: 'Bearer sk_test_contract' },
    });
    expect(unknownQuery.status).toBe(400);
    expect(((await unknownQuery.json()) as { error: object }).error).toMatchObject({ code: 'parameter_unknown', param: 'colour' });
  });

  it("sends events inside Stripe's event and object schemas", async () => {
    const customer = String(stripe.customers.values().next().value!.id);
    const created = await fetch(`${stripe.url}/v1/checkout/sessions`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk_test_contract', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        mode: 'subscription',
        customer,
        success_url: 'http://localhost/ok',
        'line_items[0][price]': 'price_contract_monthly',
        'line_items[0][quantity]': '1',
      }).toString(),
    });
    const { id } = (await created.json()) as { id: string };
    const events = [(await stripe.completeCheckout(id, { deliver: false })).event];
    const subscription = [...stripe.subscriptions.values()].find((s) => s._session === id)!;
    events.push((await stripe.updateSubscription(String(subscription.id), { interval: 'year' }, { deliver: false })).event);
    events.push((await stripe.deleteSubscription(String(subscription.id), { deliver: false })).event);
    expect(events.map((e) => e.type)).toEqual(['checkout.session.completed', 'customer.subscription.updated', 'customer.subscription.deleted']);
    for (const event of events) {
      const object = (event.data as { object: { object: string } }).object;
      expect({
        type: event.type,
        problems: [...contract.checkSchema('#/components/schemas/event', event), ...contract.checkSchema(`#/components/schemas/${object.object}`, object)],
      }).toEqual({ type: event.type, problems: [] });
    }
    // The update carries what changed as Stripe sends it: the whole item list as it was, nothing that did not change.
    const { previous_attributes: previous } = events[1].data as { previous_attributes: { items: { data: { price: { recurring: { interval: string } } }[] } } };
    expect(Object.keys(previous)).toEqual(['items']);
    expect(previous.items.data[0].price.recurring.interval).toBe('month');
    const statusOnly = (await stripe.updateSubscription(String(subscription.id), { status: 'past_due' }, { deliver: false })).event.data as {
      previous_attributes: object;
    };
    expect(statusOnly.previous_attributes).toEqual({ status: 'canceled' });
  });

  it('answers every field Stripe always returns (null when empty), and the check refuses an object missing one', async () => {
    const customer = stripe.customers.values().next().value!;
    const subscription = stripe.subscriptions.values().next().value!;
    const session = stripe.sessions.values().next().value!;
    const publicOf = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([k]) => !k.startsWith('_')));
    const item = (subscription.items as { data: Record<string, unknown>[] }).data[0];
    const objects: [string, Record<string, unknown>][] = [
      ['customer', customer],
      ['checkout.session', publicOf(session)],
      ['subscription', publicOf(subscription)],
      ['subscription_item', item],
      ['price', item.price as Record<string, unknown>],
    ];
    for (const [schema, object] of objects) {
      expect({ schema, problems: contract.checkSchema(`#/components/schemas/${schema}`, object) }).toEqual({ schema, problems: [] });
      // Nullable in the document means "always there, null when empty": leaving one out is refused.
      const properties = contract.doc.components.schemas[schema].properties as Record<string, unknown>;
      const nullable = Object.keys(properties).find((name) => JSON.stringify(properties[name]).includes('"null"') && object[name] === null);
      const { [nullable!]: _left, ...without } = object;
      expect(contract.checkSchema(`#/components/schemas/${schema}`, without)).toEqual([`${nullable}: is missing (the API always returns it, null when empty)`]);
      const { id: _id, ...withoutRequired } = object;
      expect(contract.checkSchema(`#/components/schemas/${schema}`, withoutRequired).join()).toContain("must have required property 'id'");
    }
  });
});

describe('OpenAI: the product and the stand-in against openai-openapi 2.3.0', () => {
  const contract = contractOf('openai');
  let openai: OpenAiStandIn;
  let proxy: RecordingProxy;
  const names = ['Sales Revenue', 'Utilities', 'Software'];

  beforeAll(async () => {
    openai = await startOpenAiStandIn({ apiKey: 'sk-contract' });
    proxy = await startRecordingProxy(openai.url.replace(/\/v1$/, ''));
  });

  afterAll(async () => {
    await proxy.stop();
    await openai.stop();
  });

  const adapterWith = (apiKey = 'sk-contract') =>
    new OpenAiAdapter(AppConfig.fromEnvironment({ ...process.env, OPENAI_API_KEY: apiKey, OPENAI_BASE_URL: `${proxy.url}/v1` }));
  const request = {
    revenue: ['Sales Revenue'],
    expense: ['Utilities', 'Software'],
    examples: [{ merchant: 'HYDRO ONE', category: 'Utilities' }],
    items: [{ id: '1', text: 'HYDRO ONE NETWORKS', direction: 'out' as const }],
  };

  it("the product's categorization request is one OpenAI accepts (strict json_schema included), answered inside its schema", async () => {
    const answer = await adapterWith().categorize(request);
    expect(answer.categories.get('1')).toBe('Utilities');
    expect(strictSchemaFault(answerSchema(names))).toBeNull();
    expect(contractProblems(contract, proxy.exchanges, json)).toEqual([]);
    const replayed = await replayedWithUnknownParameter(contract, openai.url.replace(/\/v1$/, ''), proxy.exchanges, (e) => ({
      search: '',
      body: JSON.stringify({ ...JSON.parse(e.rawBody), ledgerleaf_extra: 1 }),
    }));
    expect(replayed).toEqual([
      {
        operation: 'POST /chat/completions',
        status: 400,
        answer: { error: { type: 'invalid_request_error', message: 'Unrecognized request argument supplied: ledgerleaf_extra', param: null, code: null } },
      },
    ]);
    const called = [...readFileSync(join(ADAPTERS, 'categorization', 'openai.adapter.ts'), 'utf8').matchAll(/\bclient\.([\w.]+)\(/g)].map((m) => m[1]);
    expect(called).toEqual(['chat.completions.create']);
    expect(operationsReached(contract, proxy.exchanges)).toEqual(new Set(['POST /chat/completions']));
  });

  it("its errors are OpenAI's: 401 invalid_api_key, 429 rate_limit_exceeded / insufficient_quota", async () => {
    const before = proxy.exchanges.length;
    await expect(adapterWith('sk-wrong').categorize(request)).rejects.toMatchObject({ status: 401, code: 'invalid_api_key', type: 'invalid_request_error' });
    openai.failNext(3, 429);
    await expect(adapterWith().categorize(request)).rejects.toMatchObject({ status: 429, code: 'rate_limit_exceeded' });
    openai.failNext(3, 429, 'insufficient_quota');
    await expect(adapterWith().categorize(request)).rejects.toMatchObject({ status: 429, code: 'insufficient_quota', type: 'insufficient_quota' });
    expect(contractProblems(contract, proxy.exchanges.slice(before), json)).toEqual([]);
  });

  it('refuses what OpenAI refuses: unknown parameters, an unknown model, temperature out of range, a strict schema outside the strict subset', async () => {
    const schema = answerSchema(names) as { properties: { results: { items: Record<string, unknown> } } };
    const base = {
      model: 'gpt-4o-mini',
      temperature: 0,
      messages: [{ role: 'user', content: JSON.stringify([{ id: '1', text: 'HYDRO', money: 'out' }]) }],
      response_format: { type: 'json_schema', json_schema: { name: 'categorized_transactions', strict: true, schema } },
    };
    const strictWith = (items: Record<string, unknown>) => ({
      ...base,
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'categorized_transactions', strict: true, schema: { ...schema, properties: { results: { type: 'array', items } } } },
      },
    });
    const items = schema.properties.results.items;
    const cases: [string, Record<string, unknown>, number, Record<string, unknown>][] = [
      ['unknown parameter', { ...base, temprature: 0 }, 400, { message: 'Unrecognized request argument supplied: temprature', param: null }],
      ['unknown model', { ...base, model: 'gpt-4o-mega' }, 404, { code: 'model_not_found' }],
      ['temperature 3', { ...base, temperature: 3 }, 400, { param: 'temperature', code: 'decimal_above_max_value' }],
      [
        'a property not required',
        strictWith({ ...items, required: ['id'] }),
        400,
        { param: 'response_format', message: expect.stringContaining("Missing 'category'") },
      ],
      [
        'an open object',
        strictWith({ ...items, additionalProperties: true }),
        400,
        { param: 'response_format', message: expect.stringContaining("'additionalProperties' is required to be supplied and to be false") },
      ],
      [
        'an unsupported keyword',
        strictWith({ ...items, minProperties: 1 }),
        400,
        { param: 'response_format', message: expect.stringContaining("'minProperties' is not permitted") },
      ],
      [
        'a root that is not an object',
        { ...base, response_format: { type: 'json_schema', json_schema: { name: 'x', strict: true, schema: { type: 'array', items } } } },
        400,
        { param: 'response_format' },
      ],
    ];
    for (const [label, body, status, expected] of cases) {
      const res = await fetch(`${openai.url}/chat/completions`, {
        method: 'POST',
        headers: { authorization: 'Bearer sk-contract', 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await res.json()) as { error: Record<string, unknown> };
      expect({ label, status: res.status, type: answer.error.type }).toEqual({ label, status, type: 'invalid_request_error' });
      expect(answer.error).toMatchObject(expected);
      expect(contract.checkSchema('#/components/schemas/ErrorResponse', answer)).toEqual([]);
    }
  });
});
