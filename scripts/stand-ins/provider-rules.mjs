// What Plaid, Stripe and OpenAI refuse, in their own words: first what their official
// documents refuse (openapi-contract.mjs: unknown, missing or invalid parameters), then
// the rules the documents state only in prose (Stripe's subscription mode needs a
// recurring price; OpenAI's strict json_schema subset; OpenAI's model ids). Each stand-in
// turns a refusal into its provider's error body, and sends no answer that leaves the
// provider's response schema (conformingAnswer).
import { contractOf, formatPath, formPath } from './openapi-contract.mjs';

/**
 * @typedef {Record<string, any>} Json
 *
 * @typedef {object} PlaidRefusal
 * @property {number} status
 * @property {string} type   error_type
 * @property {string} code   error_code
 * @property {string} message error_message
 *
 * @typedef {object} StripeRefusal
 * @property {number} status
 * @property {string} message
 * @property {string} [param] in form notation: line_items[0][price]
 * @property {string} [code]
 *
 * @typedef {object} OpenAiRefusal
 * @property {number} status
 * @property {string} message
 * @property {string} type
 * @property {string | null} param
 * @property {string | null} code
 */

// ---- Plaid ----

/** Link's languages (LinkTokenCreateRequest.language, listed in the document's prose). */
const PLAID_LANGUAGES = ['da', 'nl', 'en', 'et', 'fr', 'de', 'hi', 'it', 'lv', 'lt', 'no', 'pl', 'pt', 'ro', 'es', 'sv', 'vi'];

/**
 * Plaid's refusal of a request body (400 INVALID_REQUEST), or null.
 * @param {string} path e.g. /link/token/create
 * @param {Json} body
 * @returns {PlaidRefusal | null}
 */
export function plaidRefusal(path, body) {
  const problem = contractOf('plaid').checkRequest('POST', path, { body });
  if (problem?.kind === 'unknown')
    return {
      status: 400,
      type: 'INVALID_REQUEST',
      code: 'UNKNOWN_FIELDS',
      message: `the following fields are not recognized by this endpoint: ${formatPath(problem.path)}`,
    };
  if (problem?.kind === 'missing')
    return { status: 400, type: 'INVALID_REQUEST', code: 'MISSING_FIELDS', message: `the following required fields are missing: ${formatPath(problem.path)}` };
  if (problem) return { status: 400, type: 'INVALID_REQUEST', code: 'INVALID_FIELD', message: `${formatPath(problem.path)} ${problem.message}` };
  if (path === '/link/token/create' && typeof body.language === 'string' && !PLAID_LANGUAGES.includes(body.language)) {
    return { status: 400, type: 'INVALID_REQUEST', code: 'INVALID_FIELD', message: `language must be one of ${PLAID_LANGUAGES.join(', ')}` };
  }
  return null;
}

/** @type {Map<string, string> | null} `TYPE CODE` → pointer of the webhook's schema */
let plaidWebhooks = null;

/**
 * Where a Plaid webhook body leaves its schema in the document (…Webhook components,
 * found by the type and code their descriptions name); [] for a webhook it does not describe.
 * @param {Json} body
 * @returns {string[]}
 */
export function plaidWebhookProblems(body) {
  const contract = contractOf('plaid');
  if (!plaidWebhooks) {
    plaidWebhooks = new Map();
    for (const [name, schema] of Object.entries(/** @type {Record<string, Json>} */ (contract.doc.components.schemas))) {
      const type = /`([A-Z_]+)`/.exec(String(schema.properties?.webhook_type?.description ?? ''))?.[1];
      const code = /`([A-Z_]+)`/.exec(String(schema.properties?.webhook_code?.description ?? ''))?.[1];
      if (name.endsWith('Webhook') && type && code && !plaidWebhooks.has(`${type} ${code}`))
        plaidWebhooks.set(`${type} ${code}`, `#/components/schemas/${name}`);
    }
  }
  const pointer = plaidWebhooks.get(`${body.webhook_type} ${body.webhook_code}`);
  return pointer ? contract.checkSchema(pointer, body) : [];
}

// ---- Stripe ----

/**
 * Where a Stripe event leaves the document: its envelope (`event`) and the object it carries
 * (`data.object`, by its `object` name, with every field Stripe always returns). [] when it
 * conforms.
 * @param {Json} event
 * @returns {string[]}
 */
export function stripeEventProblems(event) {
  const contract = contractOf('stripe');
  const object = event.data?.object;
  const name = typeof object?.object === 'string' ? object.object : null;
  const schema = name && contract.doc.components.schemas[name] ? `#/components/schemas/${name}` : null;
  return [
    ...contract.checkSchema('#/components/schemas/event', event),
    ...(schema ? contract.checkSchema(schema, object).map((p) => `data.object ${p}`) : [`data.object: no schema named ${JSON.stringify(name)}`]),
  ];
}

/** Stripe's longest billing period: three years. */
const MAX_INTERVAL_COUNT = { day: 1095, week: 156, month: 36, year: 3 };

/**
 * Stripe's refusal of a request (form body decoded, query decoded), or null.
 * @param {string} method
 * @param {string} path e.g. /v1/checkout/sessions
 * @param {Json} body
 * @param {Json} query
 * @param {{ price: (id: string) => Json | undefined }} known the stand-in's objects (a price id Stripe does not know is refused)
 * @returns {StripeRefusal | null}
 */
export function stripeRefusal(method, path, body, query, known) {
  const problem = contractOf('stripe').checkRequest(method, path, { body, query });
  if (problem) {
    const param = formPath(problem.path);
    if (problem.kind === 'unknown') return { status: 400, message: `Received unknown parameter: ${param}`, param, code: 'parameter_unknown' };
    if (problem.kind === 'missing') return { status: 400, message: `Missing required param: ${param}.`, param, code: 'parameter_missing' };
    if (problem.keyword === 'type' && /integer|number/.test(problem.message))
      return { status: 400, message: `Invalid integer: ${valueAt(method === 'GET' ? query : body, problem.path)}`, param, code: 'parameter_invalid_integer' };
    if (problem.keyword === 'enum') {
      const allowed = String(problem.message).replace('must be one of ', '').replace(/"/g, '').split(', ');
      return {
        status: 400,
        message: `Invalid ${param}: must be one of ${allowed.length > 1 ? `${allowed.slice(0, -1).join(', ')}, or ${allowed.at(-1)}` : allowed[0]}`,
        param,
      };
    }
    return { status: 400, message: `Invalid ${param}: ${problem.message}`, param };
  }
  if (method === 'POST' && path === '/v1/checkout/sessions') return checkoutRefusal(body, known);
  return null;
}

/** @param {Json} value @param {(string | number)[]} path */
const valueAt = (value, path) => path.reduce((node, key) => node?.[key], value);

/**
 * The rules of a Checkout Session's line items the document states only in prose.
 * @param {Json} body
 * @param {{ price: (id: string) => Json | undefined }} known
 * @returns {StripeRefusal | null}
 */
function checkoutRefusal(body, known) {
  /** @type {Json[]} */
  const items = Array.isArray(body.line_items) ? body.line_items : [];
  let recurring = 0;
  for (const [i, item] of items.entries()) {
    if (item.price && item.price_data)
      return { status: 400, message: `You may only specify one of these parameters: price, price_data.`, param: `line_items[${i}][price]` };
    if (!item.price && !item.price_data)
      return { status: 400, message: `You must specify either \`price\` or \`price_data\` in line_items[${i}].`, param: `line_items[${i}]` };
    /** @type {Json | null | undefined} */
    let interval;
    if (item.price) {
      const price = known.price(String(item.price));
      if (!price) return { status: 400, message: `No such price: '${item.price}'`, param: `line_items[${i}][price]`, code: 'resource_missing' };
      if (price.active === false)
        return { status: 400, message: `The price specified is inactive. This field only accepts active prices.`, param: `line_items[${i}][price]` };
      interval = price.recurring;
    } else interval = item.price_data.recurring;
    if (interval) {
      recurring++;
      const limit = MAX_INTERVAL_COUNT[/** @type {keyof typeof MAX_INTERVAL_COUNT} */ (interval.interval)];
      if (limit && Number(interval.interval_count ?? 1) > limit) {
        return {
          status: 400,
          message: 'The maximum billing interval is 3 years (3 years, 36 months, 156 weeks or 1095 days).',
          param: `line_items[${i}][price_data][recurring][interval_count]`,
        };
      }
    }
  }
  if (body.mode === 'subscription' && items.length && recurring === 0) {
    return { status: 400, message: 'You must provide at least one recurring price in `subscription` mode when using prices.', param: 'line_items' };
  }
  if (body.mode === 'payment' && recurring > 0) {
    return {
      status: 400,
      message: 'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
      param: 'line_items',
    };
  }
  if (body.mode === 'subscription' && items.length > 20)
    return { status: 400, message: 'You may only specify up to 20 line items in `subscription` mode.', param: 'line_items' };
  return null;
}

// ---- OpenAI ----

/** The model ids OpenAI's document lists (ModelIdsShared); a model outside it is unknown here. */
function knownModels() {
  const shared = contractOf('openai').doc.components.schemas.ModelIdsShared;
  return new Set(/** @type {Json[]} */ (shared.anyOf ?? []).flatMap((s) => s.enum ?? []));
}
/** @type {Set<string> | null} */
let models = null;

/**
 * OpenAI's refusal of a Chat Completions request, or null.
 * @param {string} path
 * @param {Json} body
 * @returns {OpenAiRefusal | null}
 */
export function openAiRefusal(path, body) {
  const problem = contractOf('openai').checkRequest('POST', path, { body });
  const invalid = (/** @type {string} */ message, /** @type {string | null} */ param, /** @type {string | null} */ code) => ({
    status: 400,
    message,
    type: 'invalid_request_error',
    param,
    code,
  });
  if (problem) {
    const param = formatPath(problem.path);
    if (problem.kind === 'unknown') return invalid(`Unrecognized request argument supplied: ${param}`, null, null);
    if (problem.kind === 'missing') return invalid(`Missing required parameter: '${param}'.`, param, 'missing_required_parameter');
    const got = JSON.stringify(valueAt(body, problem.path));
    if (problem.keyword === 'maximum')
      return invalid(
        `Invalid '${param}': decimal above maximum value. Expected a value ${problem.message.replace('must be ', '')}, but got ${got} instead.`,
        param,
        'decimal_above_max_value',
      );
    if (problem.keyword === 'minimum')
      return invalid(
        `Invalid '${param}': decimal below minimum value. Expected a value ${problem.message.replace('must be ', '')}, but got ${got} instead.`,
        param,
        'decimal_below_min_value',
      );
    if (problem.keyword === 'type')
      return invalid(`Invalid type for '${param}': expected ${problem.message.replace('must be ', 'a ')}, but got ${got} instead.`, param, 'invalid_type');
    return invalid(`Invalid value for '${param}': ${problem.message}.`, param, 'invalid_value');
  }
  if (!/\/chat\/completions$/.test(path)) return null;
  models ??= knownModels();
  if (typeof body.model === 'string' && !models.has(body.model)) {
    return {
      status: 404,
      message: `The model \`${body.model}\` does not exist or you do not have access to it.`,
      type: 'invalid_request_error',
      param: null,
      code: 'model_not_found',
    };
  }
  const format = body.response_format;
  if (format?.type === 'json_schema' && format.json_schema?.strict === true) {
    const name = String(format.json_schema.name ?? '');
    if (!/^[a-zA-Z0-9_-]{1,64}$/.test(name))
      return invalid(
        `Invalid 'response_format.json_schema.name': string does not match pattern. Expected a string that matches the pattern '^[a-zA-Z0-9_-]+$'.`,
        'response_format.json_schema.name',
        'invalid_value',
      );
    const fault = strictSchemaFault(format.json_schema.schema);
    if (fault) {
      const context = fault.context.length === 1 ? `('${fault.context[0]}',)` : `(${fault.context.map((c) => `'${c}'`).join(', ')})`;
      return invalid(`Invalid schema for response_format '${name}': In context=${context}, ${fault.message}`, 'response_format', null);
    }
  }
  return null;
}

/** Keywords Structured Outputs accepts in strict mode (its documented subset of JSON Schema). */
const STRICT_KEYWORDS = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'const',
  'anyOf',
  '$ref',
  '$defs',
  'definitions',
  'description',
  'title',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
]);
const STRICT_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);
const STRICT_FORMATS = new Set(['date-time', 'time', 'date', 'duration', 'email', 'hostname', 'ipv4', 'ipv6', 'uuid']);
const STRICT_LIMITS = { depth: 10, properties: 5000, enumValues: 1000 };

/**
 * The first rule of strict mode a schema breaks: every object closes (additionalProperties
 * false) and requires all its properties, only the supported keywords, types and formats,
 * an object at the root, at most 10 levels, 5,000 properties and 1,000 enum values.
 * @param {unknown} root
 * @returns {{ context: string[], message: string } | null}
 */
export function strictSchemaFault(root) {
  if (!root || typeof root !== 'object' || Array.isArray(root)) return { context: [], message: 'schema must be a JSON Schema object.' };
  const top = /** @type {Json} */ (root);
  if (top.type !== 'object' || top.anyOf)
    return { context: [], message: `schema must be a JSON Schema of 'type: "object"', got 'type: "${top.anyOf ? 'anyOf' : top.type}"'.` };
  const counts = { properties: 0, enumValues: 0 };
  /**
   * @param {Json} node
   * @param {string[]} context
   * @param {number} depth
   * @returns {{ context: string[], message: string } | null}
   */
  const walk = (node, context, depth) => {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return { context, message: 'schema must be a JSON Schema object.' };
    if (depth > STRICT_LIMITS.depth) return { context, message: `schema exceeds the maximum nesting depth of ${STRICT_LIMITS.depth}.` };
    for (const key of Object.keys(node)) if (!STRICT_KEYWORDS.has(key)) return { context, message: `'${key}' is not permitted.` };
    const types = Array.isArray(node.type) ? node.type : node.type === undefined ? [] : [node.type];
    for (const t of types) if (!STRICT_TYPES.has(t)) return { context, message: `'${t}' is not a valid type.` };
    if (node.format !== undefined && !STRICT_FORMATS.has(node.format)) return { context, message: `'${node.format}' is not a supported format.` };
    if (!types.length && !node.anyOf && !node.$ref && node.enum === undefined && node.const === undefined)
      return { context, message: "schema must have a 'type' key." };
    if (Array.isArray(node.enum)) {
      counts.enumValues += node.enum.length;
      if (counts.enumValues > STRICT_LIMITS.enumValues) return { context, message: `schema has more than ${STRICT_LIMITS.enumValues} enum values in total.` };
    }
    if (types.includes('object') || node.properties) {
      const properties = /** @type {Json} */ (node.properties ?? {});
      if (node.additionalProperties !== false) return { context, message: "'additionalProperties' is required to be supplied and to be false." };
      const required = Array.isArray(node.required) ? node.required : null;
      const missing = Object.keys(properties).find((k) => !required?.includes(k));
      if (!required || missing)
        return {
          context,
          message: `'required' is required to be supplied and to be an array including every key in properties.${missing ? ` Missing '${missing}'.` : ''}`,
        };
      const extra = required.find((/** @type {string} */ k) => !(k in properties));
      if (extra) return { context, message: `'required' includes '${extra}', which is not in properties.` };
      for (const [name, sub] of Object.entries(properties)) {
        counts.properties++;
        if (counts.properties > STRICT_LIMITS.properties) return { context, message: `schema has more than ${STRICT_LIMITS.properties} properties in total.` };
        const fault = walk(sub, [...context, 'properties', name], depth + 1);
        if (fault) return fault;
      }
    }
    if (node.items !== undefined) {
      const fault = walk(node.items, [...context, 'items'], depth + 1);
      if (fault) return fault;
    }
    for (const [i, sub] of (Array.isArray(node.anyOf) ? node.anyOf : []).entries()) {
      const fault = walk(sub, [...context, 'anyOf', String(i)], depth + 1);
      if (fault) return fault;
    }
    for (const defs of ['$defs', 'definitions']) {
      for (const [name, sub] of Object.entries(/** @type {Json} */ (node[defs] ?? {}))) {
        const fault = walk(sub, [...context, defs, name], depth);
        if (fault) return fault;
      }
    }
    if (node.$ref !== undefined && !/^#(\/(\$defs|definitions)\/[^/]+)?$/.test(String(node.$ref)))
      return { context, message: `'$ref' must point to the root or to $defs, got '${node.$ref}'.` };
    return null;
  };
  return walk(top, [], 1);
}

// ---- answers ----

/**
 * The answer as it may go out: unchanged when it conforms to the provider's response
 * schema; otherwise the stand-in's own mistake, as a 500 naming where it strays (so a
 * test using it fails loudly instead of trusting an answer the real API never gives).
 * @param {'plaid' | 'stripe' | 'openai'} provider
 * @param {string} method
 * @param {string} path
 * @param {number} status
 * @param {unknown} body
 * @returns {{ status: number, body: unknown, problems: string[] }}
 */
export function conformingAnswer(provider, method, path, status, body) {
  const contract = contractOf(provider);
  if (!contract.operation(method, path)) return { status, body, problems: [] };
  const problems = contract.checkResponse(method, path, status, body);
  if (!problems.length) return { status, body, problems };
  const message = `The ${provider} stand-in's answer to ${method} ${path} (${status}) leaves the official response schema: ${problems.slice(0, 5).join('; ')}`;
  process.emitWarning(message);
  const error =
    provider === 'plaid'
      ? { error_type: 'API_ERROR', error_code: 'INTERNAL_SERVER_ERROR', error_message: message, display_message: null, request_id: 'stand-in' }
      : provider === 'stripe'
        ? { error: { type: 'api_error', message } }
        : { error: { type: 'server_error', message, param: null, code: null } };
  return { status: 500, body: error, problems };
}
