// A local Stripe that speaks the wire format the official SDK uses, for API tests and
// browser tests. Point the SDK at it with STRIPE_API_BASE=<url>; nothing reaches Stripe.
//
// It implements what Ledgerleaf calls: POST /v1/customers, POST /v1/checkout/sessions
// (form-encoded, bracket keys), GET /v1/checkout/sessions (list: customer, status),
// GET /v1/checkout/sessions/:id, POST /v1/checkout/sessions/:id/expire,
// GET /v1/subscriptions (list: customer, status), GET /v1/subscriptions/:id, DELETE
// /v1/subscriptions/:id (cancel now; like Stripe, a 404 resource_missing for one already
// canceled; no event is sent), and a hosted checkout page at GET /pay/:id
// (stripe-checkout-page.mjs) whose Pay button (POST /pay/:id) completes the session and
// redirects to its success_url. Webhook events are signed with the v1 scheme
// (HMAC-SHA256 of `${timestamp}.${payload}`) and POSTed to `webhookUrl`. Every request is
// checked against Stripe's official API document and every answer must conform to it
// (provider-rules.mjs, openapi/README.md); only the prices it is given exist.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { checkoutPageHtml } from './stripe-checkout-page.mjs';
import { conformingAnswer, stripeEventProblems, stripeRefusal } from './provider-rules.mjs';

/**
 * @typedef {Record<string, unknown>} StripeObject
 *
 * @typedef {object} RecordedRequest
 * @property {string} method
 * @property {string} path
 * @property {Record<string, string | string[] | undefined>} headers
 * @property {string} rawBody    the body exactly as received
 * @property {StripeObject} body the form body decoded into nested objects/arrays
 *
 * @typedef {object} WebhookDelivery
 * @property {StripeObject} event   the event that was sent
 * @property {number} status        the HTTP status the webhook endpoint answered
 * @property {string} responseBody
 *
 * @typedef {object} StripeStandIn
 * @property {string} url base URL for STRIPE_API_BASE, e.g. http://127.0.0.1:4010
 * @property {RecordedRequest[]} requests every API request received, oldest first
 * @property {Map<string, StripeObject>} sessions checkout sessions by id
 * @property {Map<string, StripeObject>} subscriptions subscriptions by id
 * @property {Map<string, StripeObject>} customers customers by id
 * @property {Map<string, StripeObject>} prices the prices Stripe knows (a checkout naming another price id is refused: No such price)
 * @property {(price: PriceInput) => StripeObject} addPrice adds a price to the account, as made in Stripe's dashboard
 * @property {string} webhookSecret the whsec_ secret events are signed with
 * @property {(url: string) => void} setWebhookUrl where events are POSTed
 * @property {(sessionId: string, options?: EventOptions) => Promise<WebhookDelivery>} completeCheckout pays an open session: creates the subscription (and a customer unless the session names one), sends checkout.session.completed; throws for a session that is not open
 * @property {(subscriptionId: string, changes: { status?: string, interval?: 'month' | 'year', priceId?: string }, options?: EventOptions) => Promise<WebhookDelivery>} updateSubscription sends customer.subscription.updated
 * @property {(subscriptionId: string, options?: EventOptions) => Promise<WebhookDelivery>} deleteSubscription sends customer.subscription.deleted
 * @property {(sessionId: string) => void} expireSession marks an open session expired, as Stripe does when it times out (no event sent)
 * @property {(type: string, object: StripeObject, options?: EventOptions) => StripeObject} buildEvent an event envelope with a fresh evt_ id
 * @property {(event: StripeObject, options?: { secret?: string, signature?: string }) => Promise<WebhookDelivery>} deliver POSTs an event (again, for replay tests); a wrong secret or signature tests rejection
 * @property {(payload: string, secret?: string, timestamp?: number) => string} sign the Stripe-Signature header for a payload
 * @property {() => Promise<void>} stop
 *
 * @typedef {object} PriceInput
 * @property {string} [id]
 * @property {number | null} [unit_amount] in cents
 * @property {string} [currency] default cad
 * @property {'day' | 'week' | 'month' | 'year' | null} [interval] null: a one-time price
 *
 * @typedef {object} EventOptions
 * @property {number} [created] the event's `created` (Unix seconds); default now. Lets a test send events out of order.
 * @property {boolean} [deliver] false: build and return the event without POSTing it (status 0), to deliver later with `deliver`
 * @property {StripeObject} [previousAttributes] `data.previous_attributes` of a `*.updated` event: the changed fields' values before
 */

/** @param {string} prefix */
const randomId = (prefix) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/**
 * A price as Stripe answers it.
 * @param {PriceInput} input
 * @returns {StripeObject}
 */
function makePrice(input) {
  const interval = input.interval === undefined ? 'month' : input.interval;
  return {
    id: input.id ?? randomId('price'),
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: Math.floor(Date.now() / 1000),
    currency: String(input.currency ?? 'cad').toLowerCase(),
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: randomId('prod'),
    recurring: interval ? { aggregate_usage: null, interval, interval_count: 1, usage_type: 'licensed' } : null,
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: interval ? 'recurring' : 'one_time',
    unit_amount: input.unit_amount ?? null,
    unit_amount_decimal: input.unit_amount === undefined || input.unit_amount === null ? null : String(input.unit_amount),
  };
}

/**
 * A customer as Stripe answers it: every field it always returns, null (or its default) when empty.
 * @param {{ email?: unknown, name?: unknown, metadata?: unknown }} input
 * @returns {StripeObject}
 */
function makeCustomer(input) {
  return {
    id: randomId('cus'),
    object: 'customer',
    address: null,
    balance: 0,
    cash_balance: null,
    created: Math.floor(Date.now() / 1000),
    currency: null,
    default_source: null,
    delinquent: false,
    description: null,
    discount: null,
    email: input.email ?? null,
    invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: input.metadata ?? {},
    name: input.name ?? null,
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
}

/**
 * Decodes Stripe's form encoding (`a[b][0][c]=x`) into nested objects and arrays.
 * @param {string} raw
 * @returns {StripeObject}
 */
export function decodeStripeForm(raw) {
  /** @type {StripeObject} */
  const root = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const parts = key.split('[').map((p) => p.replace(/]$/, ''));
    /** @type {Record<string, unknown>} */
    let node = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      if (last) {
        node[part] = value;
        return;
      }
      const nextIsIndex = /^\d*$/.test(parts[i + 1]);
      node[part] ??= nextIsIndex ? [] : {};
      node = /** @type {Record<string, unknown>} */ (node[part]);
    });
  }
  return root;
}

/** The API call each response answers: its answer must conform to Stripe's response schema. */
const apiCalls = /** @type {WeakMap<import('node:http').ServerResponse, { method: string, path: string }>} */ (new WeakMap());

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 */
function sendJson(res, status, body) {
  const call = apiCalls.get(res);
  const answer = call ? conformingAnswer('stripe', call.method, call.path, status, body) : { status, body };
  res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': randomId('req') });
  res.end(JSON.stringify(answer.body));
}

/**
 * A Stripe error: "No such …" is resource_missing, "Missing required param" parameter_missing.
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} message
 * @param {string} [param]
 * @param {string} [code]
 */
function sendError(res, status, message, param, code) {
  const known = code ?? (message.startsWith('No such ') ? 'resource_missing' : message.startsWith('Missing required param') ? 'parameter_missing' : undefined);
  sendJson(res, status, {
    error: {
      type: 'invalid_request_error',
      message,
      ...(param ? { param } : {}),
      ...(known ? { code: known, doc_url: `https://stripe.com/docs/error-codes/${known.replace(/_/g, '-')}` } : {}),
    },
  });
}

/**
 * Starts the stand-in on a free port of 127.0.0.1.
 * @param {{ webhookUrl?: string, webhookSecret?: string, prices?: PriceInput[] }} [options]
 * @returns {Promise<StripeStandIn>}
 */
export async function startStripeStandIn(options = {}) {
  let webhookUrl = options.webhookUrl;
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(24).toString('hex')}`;
  /** @type {RecordedRequest[]} */
  const requests = [];
  /** @type {Map<string, StripeObject>} */
  const sessions = new Map();
  /** @type {Map<string, StripeObject>} */
  const subscriptions = new Map();
  /** @type {Map<string, StripeObject>} */
  const customers = new Map();
  /** @type {Map<string, StripeObject>} */
  const prices = new Map();
  /** @param {PriceInput} input */
  const addPrice = (input) => {
    const price = makePrice(input);
    prices.set(String(price.id), price);
    return price;
  };
  for (const price of options.prices ?? []) addPrice(price);
  let baseUrl = '';

  /** @param {StripeObject} body */
  function createCheckoutSession(body) {
    if (!body.mode) return { error: ['Missing required param: mode.', 'mode'] };
    if (!['payment', 'subscription', 'setup'].includes(String(body.mode)))
      return { error: [`Invalid mode: must be one of payment, setup, or subscription`, 'mode'] };
    const lineItems = /** @type {StripeObject[] | undefined} */ (body.line_items);
    if (body.mode !== 'setup' && (!Array.isArray(lineItems) || lineItems.length === 0)) return { error: ['Missing required param: line_items.', 'line_items'] };
    for (const [i, item] of (lineItems ?? []).entries()) {
      if (!item.price && !item.price_data) return { error: [`You must specify either \`price\` or \`price_data\` in line_items[${i}].`, `line_items[${i}]`] };
    }
    if (!body.success_url && body.ui_mode !== 'embedded') return { error: ['Missing required param: success_url.', 'success_url'] };
    if (body.customer && body.customer_email) return { error: ['You may only specify one of these parameters: customer, customer_email.', 'customer_email'] };
    if (body.customer && !customers.has(String(body.customer))) return { error: [`No such customer: '${body.customer}'`, 'customer'] };
    const id = randomId('cs');
    const firstPriceData = /** @type {StripeObject | undefined} */ (lineItems?.[0]?.price_data);
    // Line items as priced: inline price_data, or the known price an id names.
    const priced = (lineItems ?? []).map((item) => /** @type {StripeObject} */ (item.price_data ?? prices.get(String(item.price)) ?? {}));
    const amountTotal = priced.reduce((sum, price, i) => sum + Number(price.unit_amount ?? 0) * Number((lineItems ?? [])[i].quantity ?? 1), 0);
    const created = Math.floor(Date.now() / 1000);
    // Every field Stripe always returns for a session, null when empty (openapi-contract.mjs
    // refuses an answer without one); line_items only when expanded, as at Stripe.
    const session = {
      id,
      object: 'checkout.session',
      after_expiration: null,
      allow_promotion_codes: null,
      amount_subtotal: amountTotal,
      amount_total: amountTotal,
      automatic_tax: { enabled: false, status: null },
      billing_address_collection: null,
      cancel_url: body.cancel_url ?? null,
      client_reference_id: body.client_reference_id ?? null,
      consent: null,
      consent_collection: null,
      created,
      currency: String(firstPriceData?.currency ?? priced[0]?.currency ?? body.currency ?? 'cad').toLowerCase(),
      currency_conversion: null,
      custom_fields: [],
      custom_text: { shipping_address: null, submit: null },
      customer: body.customer ?? null,
      // Subscription mode always has a customer (the one given, or one made at payment).
      customer_creation: body.customer || body.mode === 'subscription' ? null : 'if_required',
      customer_details: null,
      customer_email: body.customer_email ?? null,
      expires_at: created + 24 * 3600,
      invoice: null,
      invoice_creation: null,
      livemode: false,
      locale: null,
      metadata: body.metadata ?? {},
      mode: body.mode,
      payment_intent: null,
      payment_link: null,
      payment_method_collection: body.mode === 'subscription' ? 'always' : null,
      payment_method_options: {},
      payment_method_types: ['card'],
      payment_status: 'unpaid',
      phone_number_collection: { enabled: false },
      recovered_from: null,
      setup_intent: null,
      shipping_address_collection: null,
      shipping_cost: null,
      shipping_details: null,
      shipping_options: [],
      status: 'open',
      submit_type: null,
      subscription: null,
      success_url: body.success_url ?? null,
      tax_id_collection: { enabled: false },
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      url: `${baseUrl}/pay/${id}`,
      // Kept for completeCheckout; Stripe does not return line items inline either.
      _line_items: lineItems ?? [],
      _subscription_data: body.subscription_data ?? {},
    };
    sessions.set(id, session);
    return { session };
  }

  /** @param {StripeObject} session (or subscription): its public fields; a session that is no longer open has no url, as at Stripe */
  const publicSession = (session) => ({
    ...Object.fromEntries(Object.entries(session).filter(([k]) => !k.startsWith('_'))),
    ...(session.object === 'checkout.session' && session.status !== 'open' ? { url: null } : {}),
  });

  /**
   * A Stripe list page (newest first), honouring `limit` (default 10, at most 100).
   * @param {string} listUrl
   * @param {StripeObject[]} items
   * @param {URL} url
   */
  const listOf = (listUrl, items, url) => {
    const limit = Math.min(100, Math.max(1, Number(url.searchParams.get('limit') ?? 10) || 10));
    return { object: 'list', url: listUrl, has_more: items.length > limit, data: items.slice(0, limit) };
  };

  const server = createServer((req, res) => {
    /** @type {Buffer[]} */
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', baseUrl);
      const path = url.pathname;
      const body = (req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded') ? decodeStripeForm(rawBody) : {};
      if (path.startsWith('/v1/')) requests.push({ method: req.method ?? 'GET', path, headers: req.headers, rawBody, body });

      const pay = /^\/pay\/([\w-]+)$/.exec(path);
      if (req.method === 'GET' && pay) {
        const session = sessions.get(pay[1]);
        const customer = session?.customer ? customers.get(String(session.customer)) : undefined;
        res.writeHead(session ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
        res.end(checkoutPageHtml(session, /** @type {string | null} */ (customer?.email ?? null)));
        return;
      }
      // The Pay button: completes the session (webhook first, as Stripe does) and goes to success_url.
      if (req.method === 'POST' && pay) {
        const session = sessions.get(pay[1]);
        if (!session || session.status !== 'open') {
          res.writeHead(404, { 'content-type': 'text/plain' });
          res.end('Unknown or already paid checkout session');
          return;
        }
        const id = String(session.id);
        completeCheckout(id).then(
          () => {
            res.writeHead(303, { location: String(session.success_url).replace('{CHECKOUT_SESSION_ID}', id) });
            res.end();
          },
          (error) => {
            res.writeHead(502, { 'content-type': 'text/plain' });
            res.end(`Webhook delivery failed: ${error.message}`);
          },
        );
        return;
      }

      if (path.startsWith('/v1/')) apiCalls.set(res, { method: req.method ?? 'GET', path });
      if (path.startsWith('/v1/') && !/^Bearer sk_\w+/.test(String(req.headers.authorization ?? ''))) {
        sendError(res, 401, 'Invalid API Key provided.');
        return;
      }
      // What Stripe refuses by its API definition, before anything happens.
      const refusal = path.startsWith('/v1/')
        ? stripeRefusal(req.method ?? 'GET', path, body, decodeStripeForm(url.search.slice(1)), { price: (id) => prices.get(id) })
        : null;
      if (refusal) {
        sendError(res, refusal.status, refusal.message, refusal.param, refusal.code);
        return;
      }
      if (req.method === 'POST' && path === '/v1/customers') {
        const customer = makeCustomer(body);
        customers.set(String(customer.id), customer);
        sendJson(res, 200, customer);
        return;
      }
      if (req.method === 'GET' && path === '/v1/checkout/sessions') {
        const customer = url.searchParams.get('customer');
        const status = url.searchParams.get('status');
        const found = [...sessions.values()].filter((s) => (!customer || s.customer === customer) && (!status || s.status === status)).reverse();
        sendJson(res, 200, listOf('/v1/checkout/sessions', found.map(publicSession), url));
        return;
      }
      const expireMatch = /^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/.exec(path);
      if (req.method === 'POST' && expireMatch) {
        const session = sessions.get(expireMatch[1]);
        if (!session) sendError(res, 404, `No such checkout.session: '${expireMatch[1]}'`, 'id');
        else if (session.status !== 'open')
          sendError(res, 400, `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`);
        else {
          session.status = 'expired';
          sendJson(res, 200, publicSession(session));
        }
        return;
      }
      if (req.method === 'GET' && path === '/v1/subscriptions') {
        const customer = url.searchParams.get('customer');
        const status = url.searchParams.get('status');
        // Stripe's default lists every subscription that is not canceled; `all` includes those.
        const found = [...subscriptions.values()].filter(
          (s) => (!customer || s.customer === customer) && (status === 'all' ? true : status ? s.status === status : s.status !== 'canceled'),
        );
        sendJson(res, 200, listOf('/v1/subscriptions', found.reverse().map(publicSession), url));
        return;
      }
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const result = createCheckoutSession(body);
        if (result.error) sendError(res, 400, result.error[0], result.error[1]);
        else sendJson(res, 200, publicSession(result.session));
        return;
      }
      const sessionMatch = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path);
      if (req.method === 'GET' && sessionMatch) {
        const session = sessions.get(sessionMatch[1]);
        if (session) sendJson(res, 200, publicSession(session));
        else sendError(res, 404, `No such checkout.session: '${sessionMatch[1]}'`, 'id');
        return;
      }
      const subscriptionMatch = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
      if (req.method === 'GET' && subscriptionMatch) {
        const subscription = subscriptions.get(subscriptionMatch[1]);
        if (subscription) sendJson(res, 200, publicSession(subscription));
        else sendError(res, 404, `No such subscription: '${subscriptionMatch[1]}'`, 'id');
        return;
      }
      if (req.method === 'DELETE' && subscriptionMatch) {
        const subscription = subscriptions.get(subscriptionMatch[1]);
        if (!subscription || subscription.status === 'canceled') {
          sendError(res, 404, `No such subscription: '${subscriptionMatch[1]}'`, 'id');
          return;
        }
        const now = Math.floor(Date.now() / 1000);
        Object.assign(subscription, {
          status: 'canceled',
          canceled_at: now,
          ended_at: now,
          cancellation_details: { comment: null, feedback: null, reason: 'cancellation_requested' },
        });
        sendJson(res, 200, publicSession(subscription));
        return;
      }
      sendError(res, 404, `Unrecognized request URL (${req.method}: ${path}).`);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  baseUrl = `http://127.0.0.1:${address.port}`;

  /** @type {StripeStandIn['sign']} */
  const sign = (payload, secret = webhookSecret, timestamp = Math.floor(Date.now() / 1000)) =>
    `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')}`;

  /** @type {StripeStandIn['buildEvent']} */
  const buildEvent = (type, object, eventOptions = {}) => ({
    id: randomId('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created: eventOptions.created ?? Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: eventOptions.previousAttributes ? { object, previous_attributes: eventOptions.previousAttributes } : { object },
  });

  /** @type {StripeStandIn['deliver']} */
  async function deliver(event, deliveryOptions = {}) {
    if (!webhookUrl) throw new Error('Stripe stand-in: no webhookUrl (pass it to startStripeStandIn or call setWebhookUrl)');
    const payload = JSON.stringify(event, null, 2);
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': deliveryOptions.signature ?? sign(payload, deliveryOptions.secret) },
      body: payload,
    });
    return { event, status: response.status, responseBody: await response.text() };
  }

  /**
   * The recurring price a subscription from this session carries.
   * @param {StripeObject} session
   * @param {string} [priceId]
   * @param {string} [interval]
   * @returns {StripeObject}
   */
  function priceOf(session, priceId, interval) {
    const item = /** @type {StripeObject[]} */ (session._line_items)[0] ?? {};
    const known = prices.get(String(priceId ?? item.price));
    if (known && !interval) return known;
    const data = /** @type {StripeObject} */ (item.price_data ?? known ?? {});
    const recurring = /** @type {StripeObject} */ (data.recurring ?? {});
    return makePrice({
      id: priceId ?? (typeof item.price === 'string' ? item.price : undefined),
      currency: String(data.currency ?? 'cad'),
      unit_amount: data.unit_amount !== undefined && data.unit_amount !== null ? Number(data.unit_amount) : null,
      interval: /** @type {PriceInput['interval']} */ (interval ?? recurring.interval ?? 'month'),
    });
  }

  /**
   * A subscription's item list with its one price.
   * @param {string} subscriptionId
   * @param {StripeObject} price
   */
  const itemsOf = (subscriptionId, price) => ({
    object: 'list',
    data: [
      {
        id: randomId('si'),
        object: 'subscription_item',
        billing_thresholds: null,
        created: Math.floor(Date.now() / 1000),
        metadata: {},
        price,
        quantity: 1,
        subscription: subscriptionId,
        tax_rates: [],
      },
    ],
    has_more: false,
    url: `/v1/subscription_items?subscription=${subscriptionId}`,
  });

  /**
   * Sends the event, or (deliver: false) hands it back unsent for a test to deliver later.
   * @param {string} type
   * @param {StripeObject} object
   * @param {EventOptions} [eventOptions]
   * @returns {Promise<WebhookDelivery>}
   */
  async function emit(type, object, eventOptions = {}) {
    const event = buildEvent(type, object, eventOptions);
    // An event the real Stripe would never send (a field missing or unknown) is the stand-in's own mistake.
    const problems = stripeEventProblems(event);
    if (problems.length) throw new Error(`Stripe stand-in: the ${type} event leaves Stripe's schemas: ${problems.slice(0, 5).join('; ')}`);
    if (eventOptions.deliver === false) return { event, status: 0, responseBody: '' };
    return deliver(event);
  }

  /** @type {StripeStandIn['completeCheckout']} */
  async function completeCheckout(sessionId, eventOptions = {}) {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`Stripe stand-in: unknown checkout session ${sessionId}`);
    if (session.status !== 'open') throw new Error(`Stripe stand-in: checkout session ${sessionId} is ${session.status}, not open`);
    let customer = /** @type {string | null} */ (session.customer);
    if (!customer) {
      const made = makeCustomer({ email: session.customer_email });
      customer = String(made.id);
      customers.set(customer, made);
    }
    const payer = /** @type {StripeObject} */ (customers.get(customer));
    const subscriptionId = randomId('sub');
    const subscriptionData = /** @type {StripeObject} */ (session._subscription_data);
    const price = priceOf(session);
    const now = Math.floor(Date.now() / 1000);
    const period = /** @type {StripeObject} */ (price.recurring)?.interval === 'year' ? 365 * 86_400 : 30 * 86_400;
    const invoice = randomId('in');
    // Every field Stripe always returns for a subscription, null when empty.
    subscriptions.set(subscriptionId, {
      id: subscriptionId,
      object: 'subscription',
      application: null,
      application_fee_percent: null,
      automatic_tax: { enabled: false },
      billing_cycle_anchor: now,
      billing_thresholds: null,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      cancellation_details: { comment: null, feedback: null, reason: null },
      collection_method: 'charge_automatically',
      created: now,
      currency: price.currency,
      current_period_end: now + period,
      current_period_start: now,
      customer,
      days_until_due: null,
      default_payment_method: randomId('pm'),
      default_source: null,
      default_tax_rates: [],
      description: null,
      discount: null,
      ended_at: null,
      items: itemsOf(subscriptionId, price),
      latest_invoice: invoice,
      livemode: false,
      metadata: subscriptionData.metadata ?? {},
      next_pending_invoice_item_invoice: null,
      on_behalf_of: null,
      pause_collection: null,
      payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: 'off' },
      pending_invoice_item_interval: null,
      pending_setup_intent: null,
      pending_update: null,
      schedule: null,
      start_date: now,
      status: 'active',
      test_clock: null,
      transfer_data: null,
      trial_end: null,
      trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } },
      trial_start: null,
      _session: sessionId,
    });
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      customer,
      customer_details: { address: null, email: payer.email ?? null, name: payer.name ?? null, phone: null, tax_exempt: 'none', tax_ids: [] },
      invoice,
      subscription: subscriptionId,
    });
    return emit('checkout.session.completed', publicSession(session), eventOptions);
  }

  /** @param {string} id */
  function subscriptionOrThrow(id) {
    const subscription = subscriptions.get(id);
    if (!subscription) throw new Error(`Stripe stand-in: unknown subscription ${id}`);
    return subscription;
  }

  /** @type {StripeStandIn['updateSubscription']} */
  async function updateSubscription(subscriptionId, changes, eventOptions = {}) {
    const subscription = subscriptionOrThrow(subscriptionId);
    const before = structuredClone(publicSession(subscription));
    if (changes.status) subscription.status = changes.status;
    if (changes.interval || changes.priceId) {
      const session = sessions.get(String(subscription._session));
      const price = priceOf(session ?? { _line_items: [] }, changes.priceId, changes.interval);
      subscription.items = itemsOf(subscriptionId, price);
    }
    const after = publicSession(subscription);
    // As Stripe sends it: each top-level field that changed, with its value before (a list whole).
    const previousAttributes = Object.fromEntries(Object.entries(before).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(after[key])));
    return emit('customer.subscription.updated', after, { ...eventOptions, previousAttributes });
  }

  /** @type {StripeStandIn['deleteSubscription']} */
  async function deleteSubscription(subscriptionId, eventOptions = {}) {
    const subscription = subscriptionOrThrow(subscriptionId);
    const now = Math.floor(Date.now() / 1000);
    Object.assign(subscription, { status: 'canceled', canceled_at: subscription.canceled_at ?? now, ended_at: subscription.ended_at ?? now });
    return emit('customer.subscription.deleted', publicSession(subscription), eventOptions);
  }

  /** @type {StripeStandIn['expireSession']} */
  function expireSession(sessionId) {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`Stripe stand-in: unknown checkout session ${sessionId}`);
    if (session.status === 'open') session.status = 'expired';
  }

  return {
    url: baseUrl,
    requests,
    sessions,
    subscriptions,
    customers,
    prices,
    addPrice,
    webhookSecret,
    setWebhookUrl: (url) => {
      webhookUrl = url;
    },
    completeCheckout,
    updateSubscription,
    deleteSubscription,
    expireSession,
    buildEvent,
    deliver,
    sign,
    // Safe to call twice (a test may stop it early to simulate an outage).
    stop: () =>
      new Promise((resolve, reject) => {
        if (!server.listening) return resolve();
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
