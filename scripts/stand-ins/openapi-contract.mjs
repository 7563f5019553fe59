// The providers' official OpenAPI documents (scripts/stand-ins/openapi/, see its README)
// as request and response checks, shared by the Plaid, Stripe and OpenAI stand-ins and
// the contract test (api/test/platform/provider-contracts.e2e-spec.ts).
//
// A document is parsed once per machine: the first process turns the gzipped YAML into
// JSON Schema 2020-12 (OpenAPI 3.0's `nullable` and boolean `exclusiveMinimum` rewritten)
// and caches it as JSON under node_modules/.cache/ledgerleaf-openapi/ (keyed by the
// document's hash); every process after that reads the JSON (tens of milliseconds).
// Validators are compiled with ajv per operation, on first use, and kept for the process.
//
// checkRequest refuses what the real API refuses by its definition: a parameter the
// operation does not define (at any depth), a missing required one, a wrong type, an
// enum value outside the list, a number out of range. checkResponse says where an answer
// leaves the documented schema, including fields the document does not define.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';

/**
 * @typedef {Record<string, any>} Schema
 *
 * @typedef {'plaid' | 'stripe' | 'openai'} Provider
 *
 * @typedef {object} Problem what the real API would refuse, first problem only (as the providers answer)
 * @property {'unknown' | 'missing' | 'invalid'} kind
 * @property {(string | number)[]} path where: ['line_items', 0, 'price'] (empty for the body itself)
 * @property {string} message a sentence in the provider's wording
 * @property {string} [keyword] the JSON Schema keyword that failed (for invalid)
 *
 * @typedef {object} Operation
 * @property {string} method lower case
 * @property {string} template the document's path, e.g. /v1/checkout/sessions/{session}
 * @property {string} pointer JSON pointer of the operation in the document
 * @property {Schema} op
 */

// ajv-formats is CommonJS: its plugin is `.default` both to Node's ESM loader and to swc's.
const addFormats = ajvFormats.default;

const HERE = dirname(fileURLToPath(import.meta.url));
// The YAML parser loads only when a document is not cached yet.
const requireHere = createRequire(import.meta.url);
const ROOT = join(HERE, '..', '..');

/**
 * The vendored documents; `prefix` is the part of a request path before the document's
 * paths. `nullableIsPresent`: the document lists in `required` only part of what an object
 * always carries and marks `nullable` the rest of it (Stripe: "null when empty"), so a
 * nullable property missing from an answer is one the real API would have sent.
 */
/** @type {Record<Provider, { file: string, prefix: string, additions: string | null, nullableIsPresent: boolean }>} */
export const DOCUMENTS = {
  plaid: { file: 'plaid-2020-09-14.yml.gz', prefix: '', additions: null, nullableIsPresent: false },
  stripe: { file: 'stripe-spec3-2023-08-16.yaml.gz', prefix: '', additions: 'stripe-additions.json', nullableIsPresent: true },
  openai: { file: 'openai-openapi-2.3.0.yaml.gz', prefix: '/v1', additions: null, nullableIsPresent: false },
};

/**
 * Adds what the pinned SDK documents beyond the vendored document (openapi/README.md):
 * each addition is a JSON pointer (`-` appends to a list) and the value to put there.
 * @param {Schema} doc
 * @param {{ pointer: string, value: unknown }[]} additions
 */
function applyAdditions(doc, additions) {
  for (const { pointer, value } of additions) {
    const parts = pointer
      .split('/')
      .slice(1)
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    const last = /** @type {string} */ (parts.pop());
    /** @type {any} */
    let node = doc;
    for (const part of parts) node = node?.[part];
    if (!node || typeof node !== 'object') throw new Error(`OpenAPI addition ${pointer}: no such place in the document`);
    if (Array.isArray(node) && last === '-') node.push(value);
    else node[last] = value;
  }
}

// ---- loading ----

/**
 * Rewrites OpenAPI 3.0 schema idioms into JSON Schema 2020-12, in place: `nullable: true`
 * admits null; a boolean exclusiveMinimum/Maximum becomes the numeric form.
 * @param {unknown} node
 */
function toJsonSchema(node) {
  if (Array.isArray(node)) {
    for (const item of node) toJsonSchema(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const s = /** @type {Schema} */ (node);
  for (const value of Object.values(s)) toJsonSchema(value);
  for (const [flag, bound] of /** @type {const} */ ([
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ])) {
    if (typeof s[flag] !== 'boolean') continue;
    if (s[flag] && typeof s[bound] === 'number') {
      s[flag] = s[bound];
      delete s[bound];
    } else delete s[flag];
  }
  if (s.nullable !== true) return;
  delete s.nullable;
  if (typeof s.type === 'string') {
    s.type = [s.type, 'null'];
    if (Array.isArray(s.enum) && !s.enum.includes(null)) s.enum.push(null);
  } else if (Array.isArray(s.anyOf)) s.anyOf.push({ type: 'null' });
  else if (Array.isArray(s.oneOf)) s.oneOf.push({ type: 'null' });
  else if (s.$ref || s.allOf) {
    const inner = { ...s };
    for (const key of Object.keys(s)) if (key !== 'description' && key !== 'title') delete s[key];
    s.anyOf = [inner, { type: 'null' }];
  }
}

/** @type {Map<Provider, Schema>} */
const loaded = new Map();

/**
 * The document of a provider as JSON Schema 2020-12 (parsed once, then cached on disk).
 * @param {Provider} provider
 * @returns {Schema}
 */
export function documentOf(provider) {
  const known = loaded.get(provider);
  if (known) return known;
  const { file, additions } = DOCUMENTS[provider];
  const gz = readFileSync(join(HERE, 'openapi', file));
  const extra = additions ? readFileSync(join(HERE, 'openapi', additions), 'utf8') : '';
  const hash = createHash('sha256').update(gz).update(extra).digest('hex').slice(0, 16);
  const cacheDir = join(ROOT, 'node_modules', '.cache', 'ledgerleaf-openapi');
  const cacheFile = join(cacheDir, `${provider}-${hash}.json`);
  /** @type {Schema} */
  let doc;
  try {
    doc = JSON.parse(readFileSync(cacheFile, 'utf8'));
  } catch {
    const { parse } = /** @type {typeof import('yaml')} */ (requireHere('yaml'));
    doc = parse(gunzipSync(gz).toString('utf8'), { maxAliasCount: -1 });
    if (extra) applyAdditions(doc, JSON.parse(extra).additions);
    toJsonSchema(doc.components);
    toJsonSchema(doc.paths);
    try {
      mkdirSync(cacheDir, { recursive: true });
      // Written aside and renamed: test workers may build the same cache at once.
      const partial = `${cacheFile}.${process.pid}.tmp`;
      writeFileSync(partial, JSON.stringify(doc));
      renameSync(partial, cacheFile);
    } catch {
      // A read-only tree parses again next time; nothing else depends on the cache.
    }
  }
  loaded.set(provider, doc);
  return doc;
}

// ---- references ----

/** @param {string} segment */
const escapePointer = (segment) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * @param {Schema} doc
 * @param {string} ref a local reference, #/components/schemas/x
 * @returns {Schema}
 */
function resolvePointer(doc, ref) {
  /** @type {any} */
  let node = doc;
  for (const raw of ref.replace(/^#\/?/, '').split('/')) {
    if (raw === '') continue;
    node = node?.[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  if (node === undefined) throw new Error(`OpenAPI reference ${ref} does not resolve`);
  return node;
}

/** @param {Schema} doc @param {Schema | undefined} schema @returns {Schema} */
function deref(doc, schema) {
  let s = schema ?? {};
  for (let i = 0; i < 20 && typeof s.$ref === 'string'; i++) s = resolvePointer(doc, s.$ref);
  return s;
}

const LAZY_REF = 'x-lazy-ref';

/**
 * A copy of a schema whose references become the lazy keyword (compiled on first use).
 * @param {unknown} node
 * @returns {any}
 */
function lazyCopy(node) {
  if (Array.isArray(node)) return node.map(lazyCopy);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(Object.entries(node).map(([k, v]) => (k === '$ref' && typeof v === 'string' ? [LAZY_REF, v] : [k, lazyCopy(v)])));
}

// ---- unknown properties ----

/** @param {Schema} s */
const typesOf = (s) => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

/**
 * Every schema a value may be checked against through allOf/anyOf/oneOf, flattened.
 * @param {Schema} doc
 * @param {Schema} schema
 * @param {(s: Schema) => boolean} fits whether a branch of anyOf/oneOf can describe the value
 * @param {Schema[]} [out]
 * @returns {Schema[]}
 */
function branches(doc, schema, fits, out = []) {
  const s = deref(doc, schema);
  if (out.includes(s)) return out;
  out.push(s);
  for (const sub of s.allOf ?? []) branches(doc, sub, fits, out);
  for (const sub of [...(s.anyOf ?? []), ...(s.oneOf ?? [])]) {
    const d = deref(doc, sub);
    if (fits(d) || d.allOf || d.anyOf || d.oneOf) branches(doc, d, fits, out);
  }
  return out;
}

/**
 * The paths of properties the schema does not define, at any depth of the value.
 * `documentedOnly`: an object that lists its properties is closed even when it says
 * `additionalProperties: true` (Plaid's responses say so): its answers carry only
 * documented fields.
 * @param {Schema} doc
 * @param {Schema} schema
 * @param {unknown} value
 * @param {{ documentedOnly?: boolean }} [options]
 * @param {(string | number)[]} [path]
 * @param {(string | number)[][]} [out]
 * @returns {(string | number)[][]}
 */
export function unknownProperties(doc, schema, value, options = {}, path = [], out = []) {
  if (Array.isArray(value)) {
    const all = branches(doc, schema, (s) => typesOf(s).includes('array') || 'items' in s);
    const items = all.filter((s) => s.items && typeof s.items === 'object').map((s) => s.items);
    if (items.length) value.forEach((item, i) => unknownProperties(doc, { anyOf: items }, item, options, [...path, i], out));
    return out;
  }
  if (!value || typeof value !== 'object') return out;
  const all = branches(doc, schema, (s) => typesOf(s).includes('object') || 'properties' in s || 'additionalProperties' in s);
  /** @type {Map<string, Schema[]>} */
  const defined = new Map();
  /** @type {Schema[]} */
  const extra = [];
  let listed = false;
  let open = false;
  for (const s of all) {
    if (s.properties) {
      listed = true;
      for (const [name, sub] of Object.entries(s.properties)) defined.set(name, [...(defined.get(name) ?? []), sub]);
    }
    if (s.additionalProperties && typeof s.additionalProperties === 'object') extra.push(s.additionalProperties);
    else if (s.additionalProperties === true && !(options.documentedOnly && s.properties)) open = true;
    if (s.patternProperties) open = true;
  }
  // An object schema that lists nothing and forbids nothing is free-form (metadata, a JSON schema).
  const freeForm = !listed && !extra.length && !all.some((s) => s.additionalProperties === false);
  for (const [key, child] of Object.entries(value)) {
    const subs = defined.get(key) ?? (extra.length ? extra : null);
    if (subs) unknownProperties(doc, { anyOf: subs }, child, options, [...path, key], out);
    else if (!open && !freeForm) out.push([...path, key]);
  }
  return out;
}

// ---- properties the answer leaves out ----

/** @param {Schema} doc @param {Schema} schema whether null is one of the values the schema admits */
function admitsNull(doc, schema) {
  const s = deref(doc, schema);
  return typesOf(s).includes('null') || [...(s.anyOf ?? []), ...(s.oneOf ?? [])].some((sub) => admitsNull(doc, sub));
}

/**
 * The paths of nullable properties an answer leaves out, at any depth of the value (see
 * DOCUMENTS' `nullableIsPresent`). Of an expandable field's alternatives (an id, the object,
 * its deleted form) only the object schema naming the value's `object` is read.
 * @param {Schema} doc
 * @param {Schema} schema
 * @param {unknown} value
 * @param {(string | number)[]} [path]
 * @param {(string | number)[][]} [out]
 * @returns {(string | number)[][]}
 */
export function absentProperties(doc, schema, value, path = [], out = []) {
  if (Array.isArray(value)) {
    const all = branches(doc, schema, (s) => typesOf(s).includes('array') || 'items' in s);
    const items = all.filter((s) => s.items && typeof s.items === 'object').map((s) => s.items);
    if (items.length) value.forEach((item, i) => absentProperties(doc, { anyOf: items }, item, [...path, i], out));
    return out;
  }
  if (!value || typeof value !== 'object') return out;
  const kind = /** @type {Record<string, unknown>} */ (value).object;
  const named = (/** @type {Schema} */ s) => !s.properties?.object?.enum || s.properties.object.enum.includes(kind);
  const all = branches(doc, schema, (s) => (typesOf(s).includes('object') || 'properties' in s) && named(s)).filter((s) => s.properties && named(s));
  /** @type {Set<string>} */
  const reported = new Set();
  for (const s of all) {
    for (const [name, sub] of Object.entries(/** @type {Record<string, Schema>} */ (s.properties))) {
      if (name in value) absentProperties(doc, sub, /** @type {Record<string, unknown>} */ (value)[name], [...path, name], out);
      else if (!reported.has(name) && admitsNull(doc, sub)) {
        reported.add(name);
        out.push([...path, name]);
      }
    }
  }
  return out;
}

// ---- operations ----

/**
 * @typedef {object} Contract
 * @property {Provider} provider
 * @property {Schema} doc
 * @property {(method: string, path: string) => Operation | null} operation
 * @property {(method: string, path: string, input: { body?: unknown, query?: Record<string, unknown> }) => Problem | null} checkRequest
 * @property {(method: string, path: string, status: number, body: unknown) => string[]} checkResponse
 * @property {(pointer: string, value: unknown, options?: { documentedOnly?: boolean }) => string[]} checkSchema
 */

/** @type {Map<Provider, Contract>} */
const contracts = new Map();

/**
 * The contract of a provider (one per process; the document loads on first use).
 * @param {Provider} provider
 * @returns {Contract}
 */
export function contractOf(provider) {
  const existing = contracts.get(provider);
  if (existing) return existing;
  /** @type {{ doc: Schema, ajv: (coerce: boolean) => Ajv2020, routes: { method: string, regex: RegExp, template: string, literal: number }[] } | null} */
  let state = null;
  /** @type {Map<string, import('ajv').ValidateFunction>} */
  const compiled = new Map();

  const ready = () => {
    if (state) return state;
    const doc = documentOf(provider);
    /** @param {boolean} coerce */
    const makeAjv = (coerce) => {
      const ajv = new Ajv2020({ strict: false, logger: false, validateSchema: false, allErrors: false, coerceTypes: coerce, unicodeRegExp: false });
      addFormats(ajv);
      // Plaid's `url`: any absolute http(s) URL (ajv-formats' stricter pattern refuses localhost).
      ajv.addFormat('url', (/** @type {string} */ value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol));
      // A reference is compiled when a value first reaches it (see lazyCopy): Stripe's
      // objects reach hundreds of schemas through expandable fields no answer expands.
      ajv.addKeyword({
        keyword: LAZY_REF,
        schemaType: 'string',
        errors: true,
        validate: lazyValidate(coerce),
      });
      return ajv;
    };
    /**
     * The lazy keyword's validator: compiles the referenced schema on first use.
     * @param {boolean} coerce
     * @returns {import('ajv/dist/types/index.js').SchemaValidateFunction}
     */
    const lazyValidate = (coerce) => {
      /** @type {import('ajv/dist/types/index.js').SchemaValidateFunction} */
      const lazy = (ref, data, _parent, context) => {
        const fn = compileAt(coerce, String(ref));
        const ok = /** @type {boolean} */ (fn(data, context));
        lazy.errors = ok ? undefined : (fn.errors ?? undefined);
        return ok;
      };
      return lazy;
    };
    const routes = [];
    for (const [template, item] of Object.entries(doc.paths ?? {})) {
      const regex = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
      const literal = template.replace(/\{[^}]+\}/g, '').length;
      for (const method of Object.keys(item)) if (['get', 'post', 'put', 'patch', 'delete'].includes(method)) routes.push({ method, regex, template, literal });
    }
    routes.sort((a, b) => b.literal - a.literal);
    /** @type {Map<boolean, Ajv2020>} made on first use: only Stripe's form values need coercing */
    const instances = new Map();
    const ajv = (/** @type {boolean} */ coerce) => {
      let instance = instances.get(coerce);
      if (!instance) instances.set(coerce, (instance = makeAjv(coerce)));
      return instance;
    };
    state = { doc, ajv, routes };
    return state;
  };

  /**
   * The validator of the schema at a pointer of the document (or of a schema given).
   * @param {boolean} coerce
   * @param {string} pointer
   * @param {Schema} [schema]
   * @returns {import('ajv').ValidateFunction}
   */
  const compileAt = (coerce, pointer, schema) => {
    const key = `${coerce ? 'c' : 's'}${pointer}`;
    let fn = compiled.get(key);
    if (!fn) {
      const { doc, ajv } = ready();
      fn = ajv(coerce).compile(lazyCopy(schema ?? resolvePointer(doc, pointer)));
      compiled.set(key, fn);
    }
    return fn;
  };
  const validator = (/** @type {string} */ pointer, /** @type {boolean} */ coerce) => compileAt(coerce, pointer);

  /** @type {Contract['operation']} */
  const operation = (method, rawPath) => {
    const { doc, routes } = ready();
    const prefix = DOCUMENTS[provider].prefix;
    const path = prefix && rawPath.startsWith(prefix) ? rawPath.slice(prefix.length) : rawPath;
    const m = method.toLowerCase();
    const route = routes.find((r) => r.method === m && r.regex.test(path));
    if (!route) return null;
    const pointer = `#/paths/${escapePointer(route.template)}/${m}`;
    return { method: m, template: route.template, pointer, op: doc.paths[route.template][m] };
  };

  /**
   * The first ajv error as a Problem.
   * @param {import('ajv').ErrorObject} error
   * @param {(string | number)[]} base
   * @returns {Problem}
   */
  const problemOf = (error, base) => {
    const path = [
      ...base,
      ...error.instancePath
        .split('/')
        .slice(1)
        .map((p) => (/^\d+$/.test(p) ? Number(p) : p.replace(/~1/g, '/').replace(/~0/g, '~'))),
    ];
    if (error.keyword === 'required') {
      const missing = String(/** @type {{ missingProperty: string }} */ (error.params).missingProperty);
      return { kind: 'missing', path: [...path, missing], message: `must have required property '${missing}'`, keyword: 'required' };
    }
    if (error.keyword === 'enum')
      return {
        kind: 'invalid',
        path,
        message: `must be one of ${/** @type {{ allowedValues: unknown[] }} */ (error.params).allowedValues.map((v) => JSON.stringify(v)).join(', ')}`,
        keyword: 'enum',
      };
    return { kind: 'invalid', path, message: String(error.message ?? 'is invalid'), keyword: error.keyword };
  };

  /** @type {Contract['checkRequest']} */
  const checkRequest = (method, path, input) => {
    const found = operation(method, path);
    if (!found) return null;
    const { doc } = ready();
    const coerce = provider === 'stripe'; // form values arrive as strings
    // Query parameters, as one object schema.
    const params = (found.op.parameters ?? []).map((/** @type {Schema} */ p) => deref(doc, p)).filter((/** @type {Schema} */ p) => p.in === 'query');
    const query = input.query ?? {};
    if (params.length || Object.keys(query).length) {
      const querySchema = {
        type: 'object',
        additionalProperties: false,
        properties: Object.fromEntries(params.map((/** @type {Schema} */ p) => [p.name, p.schema ?? {}])),
        required: params.filter((/** @type {Schema} */ p) => p.required).map((/** @type {Schema} */ p) => p.name),
      };
      const unknown = unknownProperties(doc, querySchema, query);
      if (unknown.length) return { kind: 'unknown', path: unknown[0], message: 'is not a parameter of this operation' };
      const fn = compileAt(true, `${found.pointer}?query`, querySchema);
      if (!fn(structuredClone(query))) return problemOf(/** @type {import('ajv').ErrorObject[]} */ (fn.errors)[0], []);
    }
    const content = found.op.requestBody?.content;
    if (!content) {
      if (input.body && typeof input.body === 'object' && Object.keys(input.body).length) {
        const [key] = Object.keys(input.body);
        return { kind: 'unknown', path: [key], message: 'is not a parameter of this operation' };
      }
      return null;
    }
    const mediaType = Object.keys(content).find((t) => t === 'application/json') ?? Object.keys(content)[0];
    const pointer = `${found.pointer}/requestBody/content/${escapePointer(mediaType)}/schema`;
    const schema = content[mediaType].schema;
    const body = input.body ?? {};
    const unknown = unknownProperties(doc, schema, body);
    if (unknown.length) return { kind: 'unknown', path: unknown[0], message: 'is not a parameter of this operation' };
    // Only the parameters given (and the required ones) are compiled: Stripe's Checkout
    // Session schema has dozens of deep ones a request never uses. Unknown ones were refused above.
    const whole = deref(doc, schema);
    const given = body && typeof body === 'object' && whole.properties && !whole.allOf && !whole.anyOf && !whole.oneOf ? Object.keys(body).sort() : null;
    const fn = given
      ? compileAt(coerce, `${pointer}?${given.join(',')}`, {
          ...whole,
          properties: Object.fromEntries(Object.entries(whole.properties).filter(([k]) => given.includes(k) || whole.required?.includes(k))),
        })
      : validator(pointer, coerce);
    if (!fn(coerce ? structuredClone(body) : body)) return problemOf(/** @type {import('ajv').ErrorObject[]} */ (fn.errors)[0], []);
    return null;
  };

  /** @type {Contract['checkSchema']} */
  const checkSchema = (pointer, value, options = { documentedOnly: true }) => {
    const { doc } = ready();
    const schema = resolvePointer(doc, pointer);
    const problems = unknownProperties(doc, schema, value, options).map((p) => `${formatPath(p)}: is not defined by the document`);
    if (DOCUMENTS[provider].nullableIsPresent) {
      for (const p of absentProperties(doc, schema, value)) problems.push(`${formatPath(p)}: is missing (the API always returns it, null when empty)`);
    }
    const fn = validator(pointer, false);
    if (!fn(value))
      for (const e of fn.errors ?? []) problems.push(`${e.instancePath || '(body)'}: ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`);
    return problems;
  };

  /** @type {Contract['checkResponse']} */
  const checkResponse = (method, path, status, body) => {
    const found = operation(method, path);
    if (!found) return [`${method.toUpperCase()} ${path} is not an operation of the ${provider} document`];
    const { doc } = ready();
    const responses = found.op.responses ?? {};
    const key =
      String(status) in responses
        ? String(status)
        : `${String(status)[0]}XX` in responses
          ? `${String(status)[0]}XX`
          : 'default' in responses
            ? 'default'
            : null;
    // OpenAI documents few error statuses: its errors are all ErrorResponse.
    if (!key && provider === 'openai' && status >= 400) return checkSchema('#/components/schemas/ErrorResponse', body);
    if (!key) return [`status ${status} is not documented for ${method.toUpperCase()} ${found.template}`];
    let response = responses[key];
    let pointer = `${found.pointer}/responses/${key}`;
    if (response.$ref) {
      pointer = response.$ref;
      response = resolvePointer(doc, response.$ref);
    }
    const json = response.content?.['application/json'];
    if (!json?.schema) {
      if (provider === 'openai' && status >= 400) return checkSchema('#/components/schemas/ErrorResponse', body);
      return [];
    }
    return checkSchema(`${pointer}/content/application~1json/schema`, body);
  };

  const contract = {
    provider,
    get doc() {
      return ready().doc;
    },
    operation,
    checkRequest,
    checkResponse,
    checkSchema,
  };
  contracts.set(provider, contract);
  return contract;
}

/**
 * A path as dots and indexes: transactions.days_requested, line_items[0].price.
 * @param {(string | number)[]} path
 */
export function formatPath(path) {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('') || '(body)';
}

/**
 * A path in Stripe's form notation: line_items[0][price_data][currency].
 * @param {(string | number)[]} path
 */
export function formPath(path) {
  return path.map((p, i) => (i === 0 ? String(p) : `[${p}]`)).join('');
}
