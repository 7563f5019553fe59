// Types of openapi-contract.mjs, generated from its JSDoc (regenerate after changing it):
//   cd scripts/stand-ins && npx tsc --ignoreConfig --allowJs --checkJs --declaration --emitDeclarationOnly --target es2023 --module nodenext --moduleResolution nodenext --types node --strict --outDir /tmp/stand-ins openapi-contract.mjs
/* eslint-disable @typescript-eslint/no-explicit-any -- OpenAPI documents and JSON schemas are any JSON */
/**
 * The document of a provider as JSON Schema 2020-12 (parsed once, then cached on disk).
 * @param {Provider} provider
 * @returns {Schema}
 */
export function documentOf(provider: Provider): Schema;
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
export function unknownProperties(
  doc: Schema,
  schema: Schema,
  value: unknown,
  options?: {
    documentedOnly?: boolean;
  },
  path?: (string | number)[],
  out?: (string | number)[][],
): (string | number)[][];
/**
 * The contract of a provider (one per process; the document loads on first use).
 * @param {Provider} provider
 * @returns {Contract}
 */
export function contractOf(provider: Provider): Contract;
/**
 * A path as dots and indexes: transactions.days_requested, line_items[0].price.
 * @param {(string | number)[]} path
 */
export function formatPath(path: (string | number)[]): string;
/**
 * A path in Stripe's form notation: line_items[0][price_data][currency].
 * @param {(string | number)[]} path
 */
export function formPath(path: (string | number)[]): string;
/** The vendored documents; `prefix` is the part of a request path before the document's paths. */
/** @type {Record<Provider, { file: string, prefix: string, additions: string | null }>} */
export const DOCUMENTS: Record<
  Provider,
  {
    file: string;
    prefix: string;
    additions: string | null;
  }
>;
export type Schema = Record<string, any>;
export type Provider = 'plaid' | 'stripe' | 'openai';
/**
 * what the real API would refuse, first problem only (as the providers answer)
 */
export type Problem = {
  kind: 'unknown' | 'missing' | 'invalid';
  /**
   * where: ['line_items', 0, 'price'] (empty for the body itself)
   */
  path: (string | number)[];
  /**
   * a sentence in the provider's wording
   */
  message: string;
  /**
   * the JSON Schema keyword that failed (for invalid)
   */
  keyword?: string | undefined;
};
export type Operation = {
  /**
   * lower case
   */
  method: string;
  /**
   * the document's path, e.g. /v1/checkout/sessions/{session}
   */
  template: string;
  /**
   * JSON pointer of the operation in the document
   */
  pointer: string;
  op: Schema;
};
export type Contract = {
  provider: Provider;
  doc: Schema;
  operation: (method: string, path: string) => Operation | null;
  checkRequest: (
    method: string,
    path: string,
    input: {
      body?: unknown;
      query?: Record<string, unknown>;
    },
  ) => Problem | null;
  checkResponse: (method: string, path: string, status: number, body: unknown) => string[];
  checkSchema: (
    pointer: string,
    value: unknown,
    options?: {
      documentedOnly?: boolean;
    },
  ) => string[];
};
