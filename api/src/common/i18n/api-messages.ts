import { CATALOGUES, type CatalogueTree, type MessageParams, type MessageRef, PLURAL_FORM } from '@ledgerleaf/contracts';

/**
 * The catalogue namespaces whose texts the API answers with (issue 31): the error filter
 * renders these in the request's language. Mails, PDFs, worksheets and CSV headers have their
 * own namespaces, rendered where those documents are made.
 */
export const API_MESSAGE_NAMESPACES = [
  'validation',
  'auth',
  'account',
  'errors',
  'monthClose',
  'receipts',
  'categorization',
  'bankFiles',
  // i18n-api-messages: the books and ledger (converted before, never rendered by the filter) and the rest of the API's answers.
  'books',
  'ledger',
  'bank',
  'clientLimits',
  'constraints',
  'accessLog',
  'conversations',
  'dataExport',
  'exports',
  'missingReceipts',
  'questions',
  'reports',
  'staff',
  'submissions',
  'yearEnd',
] as const satisfies readonly (keyof typeof CATALOGUES)[];

/** The stable `code` of an answer: the message's key without its namespace separator or plural form ("validation.firstNameRequired"). */
export function codeOf(key: string): string {
  return key.replace(':', '.').replace(PLURAL_FORM, '');
}

interface Template {
  key: string;
  /** The plural form the English text is ("one", "other"), for a template without "{{count}}". */
  form: string | null;
  pattern: RegExp;
  names: string[];
}

let statics: Map<string, string> | null = null;
let templates: Template[] = [];

/** Every English text of the API's namespaces, as "namespace:path" → text (a plural form keeps its suffix). */
export function apiMessageTexts(): Map<string, string> {
  const texts = new Map<string, string>();
  const walk = (namespace: string, tree: CatalogueTree, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') texts.set(`${namespace}:${path}`, value);
      else walk(namespace, value, path);
    }
  };
  for (const namespace of API_MESSAGE_NAMESPACES) walk(namespace, CATALOGUES[namespace]['en-CA'], '');
  return texts;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const VARIABLE = /\{\{\s*([\w.]+)\s*(?:,\s*\w+\s*)?\}\}/g;

function build(): Map<string, string> {
  if (statics) return statics;
  statics = new Map();
  templates = [];
  for (const [key, text] of apiMessageTexts()) {
    const base = key.replace(PLURAL_FORM, '');
    if (!VARIABLE.test(text)) {
      VARIABLE.lastIndex = 0;
      if (!statics.has(text)) statics.set(text, key);
      continue;
    }
    VARIABLE.lastIndex = 0;
    const { pattern, names } = patternOf(text);
    templates.push({ key: base, form: PLURAL_FORM.exec(key)?.[1] ?? null, pattern, names });
  }
  // A longer fixed text first, so "… {{a}} … {{b}} …" wins over a shorter template that also matches.
  templates.sort((a, b) => b.pattern.source.length - a.pattern.source.length);
  return statics;
}

/** A catalogue text as a pattern: its fixed parts literally, each "{{variable}}" a capture, in order of `names`. */
function patternOf(template: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = template
    .split(VARIABLE)
    .map((part, i) => {
      if (i % 2 === 0) return escape(part);
      names.push(part);
      return '([\\s\\S]+?)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`), names };
}

/** The values a text interpolated into `template` (one English catalogue text), or null when the text is not of that template. */
export function templateParams(template: string, text: string): MessageParams | null {
  const { pattern, names } = patternOf(template);
  const match = pattern.exec(text);
  if (!match) return null;
  const params: MessageParams = {};
  names.forEach((name, i) => (params[name] = valueOf(match[i + 1])));
  return params;
}

/** A captured value as i18next wants it: "1,234" and "3" become numbers (for `count` and "{{n, number}}"). */
function valueOf(text: string): unknown {
  return /^-?\d{1,3}(,\d{3})*(\.\d+)?$|^-?\d+(\.\d+)?$/.test(text) ? Number(text.replace(/,/g, '')) : text;
}

/**
 * The catalogue key (and the values it interpolated) of an English text the API is about to
 * answer with, or null for a text that is not in the API's catalogues. Services throw the
 * English constants of libs/contracts, which are rendered from the catalogues; this finds their
 * key back, so the error filter can answer in the request's language.
 */
export function messageRefOf(text: string): MessageRef | null {
  const key = build().get(text);
  if (key) return { key };
  for (const template of templates) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const params: MessageParams = {};
    template.names.forEach((name, i) => (params[name] = valueOf(match[i + 1])));
    // A plural form that does not show its count ("Missing required column: …") still chooses the other language's form.
    if (template.form && typeof params.count !== 'number') params.count = template.form === 'one' ? 1 : 2;
    return { key: template.key, params };
  }
  return null;
}
