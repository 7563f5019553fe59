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
// (HMAC-SHA256 of `${timestamp}.${payload}`) and POSTed to `webhookUrl`.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { checkoutPageHtml } from './stripe-checkout-page.mjs';

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
 * @typedef {object} EventOptions
 * @property {number} [created] the event's `created` (Unix seconds); default now. Lets a test send events out of order.
 * @property {boolean} [deliver] false: build and return the event without POSTing it (status 0), to deliver later with `deliver`
 */

/** @param {string} prefix */
const randomId = (prefix) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

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

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 */
function sendJson(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': randomId('req') });
  res.end(JSON.stringify(body));
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} message
 * @param {string} [param]
 */
function sendError(res, status, message, param) {
  sendJson(res, status, { error: { type: 'invalid_request_error', message, ...(param ? { param, code: 'parameter_missing' } : {}) } });
}

/**
 * Starts the stand-in on a free port of 127.0.0.1.
 * @param {{ webhookUrl?: string, webhookSecret?: string }} [options]
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
  let baseUrl = '';

  /** @param {StripeObject} body */
  function createCheckoutSession(body) {
    if (!body.mode) return { error: ['Missing required param: mode.', 'mode'] };
    if (!['payment', 'subscription', 'setup'].includes(String(body.mode))) return { error: [`Invalid mode: must be one of payment, setup, or subscription`, 'mode'] };
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
    const amountTotal = (lineItems ?? []).every((item) => item.price_data)
      ? (lineItems ?? []).reduce((sum, item) => sum + Number(/** @type {StripeObject} */ (item.price_data).unit_amount ?? 0) * Number(item.quantity ?? 1), 0)
      : null;
    const created = Math.floor(Date.now() / 1000);
    const session = {
      id,
      object: 'checkout.session',
      mode: body.mode,
      status: 'open',
      payment_status: 'unpaid',
      currency: String(firstPriceData?.currency ?? body.currency ?? 'cad').toLowerCase(),
      customer: body.customer ?? null,
      customer_email: body.customer_email ?? null,
      amount_total: amountTotal,
      client_reference_id: body.client_reference_id ?? null,
      metadata: body.metadata ?? {},
      subscription: null,
      success_url: body.success_url ?? null,
      cancel_url: body.cancel_url ?? null,
      livemode: false,
      created,
      expires_at: created + 24 * 3600,
      url: `${baseUrl}/pay/${id}`,
      // Kept for completeCheckout; Stripe does not return line items inline either.
      _line_items: lineItems ?? [],
      _subscription_data: body.subscription_data ?? {},
    };
    sessions.set(id, session);
    return { session };
  }

  /** @param {StripeObject} session */
  const publicSession = (session) => Object.fromEntries(Object.entries(session).filter(([k]) => !k.startsWith('_')));

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

      if (path.startsWith('/v1/') && !/^Bearer sk_\w+/.test(String(req.headers.authorization ?? ''))) {
        sendError(res, 401, 'Invalid API Key provided.');
        return;
      }
      if (req.method === 'POST' && path === '/v1/customers') {
        const id = randomId('cus');
        const customer = { id, object: 'customer', email: body.email ?? null, name: body.name ?? null, metadata: body.metadata ?? {}, created: Math.floor(Date.now() / 1000), livemode: false };
        customers.set(id, customer);
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
        else if (session.status !== 'open') sendError(res, 400, `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`);
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
        if (subscription) sendJson(res, 200, subscription);
        else sendError(res, 404, `No such subscription: '${subscriptionMatch[1]}'`, 'id');
        return;
      }
      if (req.method === 'DELETE' && subscriptionMatch) {
        const subscription = subscriptions.get(subscriptionMatch[1]);
        if (!subscription || subscription.status === 'canceled') {
          sendJson(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', param: 'id', message: `No such subscription: '${subscriptionMatch[1]}'` } });
          return;
        }
        const now = Math.floor(Date.now() / 1000);
        Object.assign(subscription, { status: 'canceled', canceled_at: now, ended_at: now });
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
    data: { object },
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
    const data = /** @type {StripeObject} */ (item.price_data ?? {});
    const recurring = /** @type {StripeObject} */ (data.recurring ?? {});
    return {
      id: priceId ?? (typeof item.price === 'string' ? item.price : randomId('price')),
      object: 'price',
      currency: String(data.currency ?? 'cad'),
      unit_amount: data.unit_amount !== undefined ? Number(data.unit_amount) : null,
      recurring: { interval: interval ?? recurring.interval ?? 'month', interval_count: 1 },
      type: 'recurring',
    };
  }

  /**
   * Sends the event, or (deliver: false) hands it back unsent for a test to deliver later.
   * @param {string} type
   * @param {StripeObject} object
   * @param {EventOptions} [eventOptions]
   * @returns {Promise<WebhookDelivery>}
   */
  async function emit(type, object, eventOptions = {}) {
    const event = buildEvent(type, object, eventOptions);
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
      customer = randomId('cus');
      customers.set(customer, { id: customer, object: 'customer', email: session.customer_email ?? null, metadata: {}, created: Math.floor(Date.now() / 1000), livemode: false });
    }
    const subscriptionId = randomId('sub');
    const subscriptionData = /** @type {StripeObject} */ (session._subscription_data);
    const price = priceOf(session);
    subscriptions.set(subscriptionId, {
      id: subscriptionId,
      object: 'subscription',
      customer,
      status: 'active',
      created: Math.floor(Date.now() / 1000),
      currency: price.currency,
      metadata: subscriptionData.metadata ?? {},
      cancel_at_period_end: false,
      items: { object: 'list', data: [{ id: randomId('si'), object: 'subscription_item', price, quantity: 1 }] },
      _session: sessionId,
    });
    Object.assign(session, { status: 'complete', payment_status: 'paid', customer, subscription: subscriptionId });
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
    if (changes.status) subscription.status = changes.status;
    if (changes.interval || changes.priceId) {
      const session = sessions.get(String(subscription._session));
      const price = priceOf(session ?? { _line_items: [] }, changes.priceId, changes.interval);
      subscription.items = { object: 'list', data: [{ id: randomId('si'), object: 'subscription_item', price, quantity: 1 }] };
    }
    return emit('customer.subscription.updated', publicSession(subscription), eventOptions);
  }

  /** @type {StripeStandIn['deleteSubscription']} */
  async function deleteSubscription(subscriptionId, eventOptions = {}) {
    const subscription = subscriptionOrThrow(subscriptionId);
    subscription.status = 'canceled';
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
