// The English texts the contracts export (VALIDATION, RECEIPT_MESSAGES, …) are rendered from the
// catalogues here, so each text has one place (issue 31). The API renders every language with
// i18next (api/src/common/i18n/translator.ts); this renderer follows the same format for the
// English constants: "{{name}}" interpolates, "{{name, number}}" and "{{name, month}}" format
// with Intl, a key with "_one"/"_other" forms is chosen by `count`.
import type { CatalogueTree } from './catalogues/index.js';
import { DEFAULT_LOCALE, type Locale } from './locale.js';
import { formatMonthName, formatNumber } from './format.js';

/** A plural form's key ("x_one", "x_other"): the English constants give it as a function of the count. */
export const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;

export type MessageParams = Record<string, unknown>;

/** A message the API answers with: its catalogue key ("namespace:path") and the values it interpolates. */
export interface MessageRef {
  key: string;
  params?: MessageParams;
}

/** The formats a catalogue text may name after a variable ("{{month, month}}"); the API's i18next registers the same. */
export function formatValue(value: unknown, format: string | undefined, locale: Locale): string {
  if (format === 'number' && (typeof value === 'number' || typeof value === 'string')) return formatNumber(Number(value), locale);
  if (format === 'month' && typeof value === 'string' && /^\d{4}-\d{2}/.test(value)) {
    const [year, month] = value.split('-').map(Number);
    return formatMonthName(year, month, locale);
  }
  return String(value);
}

/** "{{name}}" and "{{name, format}}" replaced by the params' values. */
export function interpolate(text: string, params: MessageParams = {}, locale: Locale = DEFAULT_LOCALE): string {
  return text.replace(/\{\{\s*([\w.]+)\s*(?:,\s*(\w+)\s*)?\}\}/g, (whole, name: string, format?: string) =>
    name in params ? formatValue(params[name], format, locale) : whole,
  );
}

/** The English text at `path` in a namespace's English tree, plural form by `count` (English: one when 1). */
export function renderEnglish(tree: CatalogueTree, path: string, params: MessageParams = {}): string {
  let node: CatalogueTree | string | undefined = tree;
  const parts = path.split('.');
  const last = parts.pop() as string;
  for (const part of parts) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'object') throw new Error(`No catalogue text at ${path}`);
  const forms = node;
  const count = params.count;
  let text = forms[last];
  if (text === undefined && typeof count === 'number') text = forms[`${last}_${count === 1 ? 'one' : 'other'}`];
  if (typeof text !== 'string') throw new Error(`No catalogue text at ${path}`);
  return interpolate(text, params);
}

/**
 * Every plain text of an English tree, with `params` (limits and the like, which the catalogues
 * name as variables) filled in: the exported English constants.
 */
export function renderEnglishTexts<T extends CatalogueTree>(
  tree: T,
  params: MessageParams = {},
): { readonly [K in keyof T as T[K] extends string ? K : never]: string } {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) if (typeof value === 'string' && !PLURAL_FORM.test(key)) out[key] = interpolate(value, params);
  return out as never;
}
