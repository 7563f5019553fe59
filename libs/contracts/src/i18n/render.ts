// The English texts the contracts export (VALIDATION, RECEIPT_MESSAGES, …) are rendered from the
// catalogues here, so each text has one place (issue 31). The API renders every language with
// i18next (api/src/common/i18n/translator.ts); this renderer follows the same format for the
// English constants: "{{name}}" interpolates, "{{name, number}}" and "{{name, month}}" format
// with Intl, a key with "_one"/"_other" forms is chosen by `count`.
import type { CatalogueTree } from './catalogues/index.js';
import { DEFAULT_LOCALE, type Locale } from './locale.js';
import { formatMonthName, formatNumber } from './format.js';
import { durations } from './catalogues/durations.js';

/** A plural form's key ("x_one", "x_other"): the English constants give it as a function of the count. */
export const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;

export type MessageParams = Record<string, unknown>;

/** A message the API answers with: its catalogue key ("namespace:path") and the values it interpolates. */
export interface MessageRef {
  key: string;
  params?: MessageParams;
}

/** "September 2026" (an English month label, as English constants and services write it) → [2026, 9]. */
let englishMonths: Map<string, number> | null = null;
function englishMonthLabel(value: string): [number, number] | null {
  const match = /^(\p{L}+) (\d{4})$/u.exec(value);
  if (!match) return null;
  englishMonths ??= new Map(Array.from({ length: 12 }, (_, i) => [formatMonthName(2000, i + 1, DEFAULT_LOCALE).split(' ')[0], i + 1]));
  const month = englishMonths.get(match[1]);
  return month ? [Number(match[2]), month] : null;
}

/** Seconds to wait, from a number or the English phrase a "{{wait, wait}}" text rendered ("a minute", "5 minutes", "3 hours"). */
function waitSeconds(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return null;
  if (value === durations['en-CA'].aMinute) return 60;
  const match = /^(\d+) (minutes|hours)$/.exec(value);
  return match ? Number(match[1]) * (match[2] === 'hours' ? 3600 : 60) : null;
}

/** How long to wait, in words: "a minute" up to one, minutes below two hours, then hours (rounded up). */
function waitText(seconds: number, locale: Locale): string {
  const minutes = Math.ceil(seconds / 60);
  const words = durations[locale];
  if (minutes <= 1) return words.aMinute;
  if (minutes < 120) return interpolate(words.minutes, { count: minutes }, locale);
  return interpolate(words.hours, { count: Math.ceil(minutes / 60) }, locale);
}

/**
 * The formats a catalogue text may name after a variable; the API's i18next registers the same.
 * "{{n, number}}": Intl's number. "{{month, month}}": the month's name and year, from YYYY-MM or an
 * English label ("September 2026"). "{{wait, wait}}": a wait in words, from seconds or the English phrase.
 */
export function formatValue(value: unknown, format: string | undefined, locale: Locale): string {
  if (format === 'number' && (typeof value === 'number' || typeof value === 'string')) return formatNumber(Number(value), locale);
  if (format === 'month' && typeof value === 'string') {
    if (/^\d{4}-\d{2}/.test(value)) {
      const [year, month] = value.split('-').map(Number);
      return formatMonthName(year, month, locale);
    }
    const label = englishMonthLabel(value);
    if (label) return formatMonthName(label[0], label[1], locale);
  }
  if (format === 'wait') {
    const seconds = waitSeconds(value);
    if (seconds !== null) return waitText(seconds, locale);
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
