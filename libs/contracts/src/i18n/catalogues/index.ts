// Every translation namespace of libs/contracts, by language: the API renders its messages,
// mails, PDFs and CSV headers from these, and the apps may load them too. Add a namespace by
// adding its file here.
import type { Locale } from '../locale.js';
import { categories } from './categories.js';
import { common } from './common.js';
import { account } from './account.js';
import { auth } from './auth.js';
import { bankFiles } from './bank-files.js';
import { books } from './books.js';
import { categorization } from './categorization.js';
import { monthClose } from './month-close.js';
import { receipts } from './receipts.js';
import { errors } from './errors.js';
import { ledger } from './ledger.js';
import { validation } from './validation.js';
import { mail } from './mail.js';
import { pdf } from './pdf.js';
import { worksheet } from './worksheet.js';
// i18n-api-messages
import { accessLog } from './access-log.js';
import { bank } from './bank.js';
import { clientLimits } from './client-limits.js';
import { constraints } from './constraints.js';
import { conversations } from './conversations.js';
import { dataExport } from './data-export.js';
import { durations } from './durations.js';
import { accountantExports } from './exports.js';
import { missingReceipts } from './missing-receipts.js';
import { questions } from './questions.js';
import { reports } from './reports.js';
import { staff } from './staff.js';
import { submissions } from './submissions.js';
import { yearEnd } from './year-end.js';
// api-success-fr
import { accessDescriptions } from './access-descriptions.js';
import { plaidDiagnostics } from './plaid-diagnostics.js';
// docs-fr2
import { yearEndFiles } from './year-end-files.js';
// export-flat
import { dataExportZip } from './data-export-zip.js';

export const CATALOGUES = {
  common,
  account,
  auth,
  bankFiles,
  books,
  categorization,
  errors,
  ledger,
  monthClose,
  receipts,
  validation,
  categories,
  mail,
  pdf,
  worksheet,
  // i18n-api-messages
  accessLog,
  bank,
  clientLimits,
  constraints,
  conversations,
  dataExport,
  durations,
  exports: accountantExports,
  missingReceipts,
  questions,
  reports,
  staff,
  submissions,
  yearEnd,
  // api-success-fr
  accessDescriptions,
  plaidDiagnostics,
  // docs-fr2
  yearEndFiles,
  // export-flat
  dataExportZip,
} as const;

export type Namespace = keyof typeof CATALOGUES;
export type CatalogueTree = { readonly [key: string]: string | CatalogueTree };

/** i18next's `resources` shape: { 'fr-CA': { common: {...}, ... }, 'en-CA': {...} }. */
export function resourcesOf(catalogues: Record<string, Record<Locale, CatalogueTree>> = CATALOGUES): Record<Locale, Record<string, CatalogueTree>> {
  const resources = { 'en-CA': {}, 'fr-CA': {} } as Record<Locale, Record<string, CatalogueTree>>;
  for (const [namespace, byLocale] of Object.entries(catalogues)) {
    for (const locale of Object.keys(resources) as Locale[]) resources[locale][namespace] = byLocale[locale];
  }
  return resources;
}

/**
 * The keys present in one language and missing in the other, and those whose "{{variables}}"
 * differ, as "namespace:path" strings: empty when the catalogues agree.
 */
export function catalogueMismatches(catalogues: Record<string, Record<Locale, CatalogueTree>> = CATALOGUES): string[] {
  const problems: string[] = [];
  const leaves = (tree: CatalogueTree, prefix = ''): Map<string, string> => {
    const out = new Map<string, string>();
    for (const [key, value] of Object.entries(tree)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') out.set(path, value);
      else for (const [p, v] of leaves(value, path)) out.set(p, v);
    }
    return out;
  };
  const variables = (text: string) =>
    [...text.matchAll(/\{\{\s*([\w.]+)/g)]
      .map((m) => m[1])
      .sort()
      .join(',');
  // Plural forms differ between languages only in the forms a language needs; compare on the base key.
  const base = (path: string) => path.replace(/_(zero|one|two|few|many|other)$/, '');
  for (const [namespace, byLocale] of Object.entries(catalogues)) {
    const en = leaves(byLocale['en-CA']);
    const fr = leaves(byLocale['fr-CA']);
    const enBases = new Set([...en.keys()].map(base));
    const frBases = new Set([...fr.keys()].map(base));
    for (const key of enBases) if (!frBases.has(key)) problems.push(`${namespace}:${key} has no French text`);
    for (const key of frBases) if (!enBases.has(key)) problems.push(`${namespace}:${key} has no English text`);
    for (const [key, text] of en) {
      const other = fr.get(key) ?? fr.get(`${base(key)}_other`);
      if (other !== undefined && variables(text) !== variables(other))
        problems.push(`${namespace}:${key} interpolates {${variables(text)}} in English but {${variables(other)}} in French`);
    }
  }
  return problems;
}
