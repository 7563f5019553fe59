// Types of provider-rules.mjs, generated from its JSDoc (regenerate after changing it):
//   cd scripts/stand-ins && npx tsc --ignoreConfig --allowJs --checkJs --declaration --emitDeclarationOnly --target es2023 --module nodenext --moduleResolution nodenext --types node --strict --outDir /tmp/stand-ins provider-rules.mjs
/* eslint-disable @typescript-eslint/no-explicit-any -- OpenAPI documents and JSON schemas are any JSON */
/**
 * Plaid's refusal of a request body (400 INVALID_REQUEST), or null.
 * @param {string} path e.g. /link/token/create
 * @param {Json} body
 * @returns {PlaidRefusal | null}
 */
export function plaidRefusal(path: string, body: Json): PlaidRefusal | null;
/**
 * Where a Plaid webhook body leaves its schema in the document (…Webhook components,
 * found by the type and code their descriptions name); [] for a webhook it does not describe.
 * @param {Json} body
 * @returns {string[]}
 */
export function plaidWebhookProblems(body: Json): string[];
/**
 * Stripe's refusal of a request (form body decoded, query decoded), or null.
 * @param {string} method
 * @param {string} path e.g. /v1/checkout/sessions
 * @param {Json} body
 * @param {Json} query
 * @param {{ price: (id: string) => Json | undefined }} known the stand-in's objects (a price id Stripe does not know is refused)
 * @returns {StripeRefusal | null}
 */
export function stripeRefusal(
  method: string,
  path: string,
  body: Json,
  query: Json,
  known: {
    price: (id: string) => Json | undefined;
  },
): StripeRefusal | null;
/**
 * Where a Stripe event leaves the document: its envelope (`event`) and the object it carries
 * (`data.object`, by its `object` name, with every field Stripe always returns). [] when it
 * conforms.
 * @param {Json} event
 * @returns {string[]}
 */
export function stripeEventProblems(event: Json): string[];
/**
 * OpenAI's refusal of a Chat Completions request, or null.
 * @param {string} path
 * @param {Json} body
 * @returns {OpenAiRefusal | null}
 */
export function openAiRefusal(path: string, body: Json): OpenAiRefusal | null;
/**
 * The first rule of strict mode a schema breaks: every object closes (additionalProperties
 * false) and requires all its properties, only the supported keywords, types and formats,
 * an object at the root, at most 10 levels, 5,000 properties and 1,000 enum values.
 * @param {unknown} root
 * @returns {{ context: string[], message: string } | null}
 */
export function strictSchemaFault(root: unknown): {
  context: string[];
  message: string;
} | null;
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
export function conformingAnswer(
  provider: 'plaid' | 'stripe' | 'openai',
  method: string,
  path: string,
  status: number,
  body: unknown,
): {
  status: number;
  body: unknown;
  problems: string[];
};
export type Json = Record<string, any>;
export type PlaidRefusal = {
  status: number;
  /**
   * error_type
   */
  type: string;
  /**
   * error_code
   */
  code: string;
  /**
   * error_message
   */
  message: string;
};
export type StripeRefusal = {
  status: number;
  message: string;
  /**
   * in form notation: line_items[0][price]
   */
  param?: string | undefined;
  code?: string | undefined;
};
export type OpenAiRefusal = {
  status: number;
  message: string;
  type: string;
  param: string | null;
  code: string | null;
};
