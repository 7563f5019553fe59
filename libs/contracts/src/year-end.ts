// The year-end package (issue 19, point 3): a fiscal year's totals on the lines of the form the
// client's business structure files — T2125 for a sole proprietor, GIFI (the T2 schedules 125)
// for a corporation — with the twelve fiscal months side by side.
//
// Sources, read 2026-11-27:
// - T2125 lines: CRA, "Expenses section of Form T2125" and "Other business expenses" (canada.ca,
//   report-business-income-expenses/completing-form-t2125), Form T2125 Parts 3 and 4.
// - GIFI codes: CRA Guide RC4088, "General Index of Financial Information (GIFI) for
//   Corporations" (income statement items 8000–9999).
// Amounts are decimal strings ("1234.56"); every figure is an estimate from bank data.
import type { BusinessStructure } from './tax.js';
import type { SystemBookAccountKey } from './books.js';
import type { CategoryType } from './enums.js';
import { yearEnd } from './i18n/catalogues/year-end.js';
import { englishCategoryName } from './i18n/category-names.js';
import { renderEnglish, renderEnglishTexts } from './i18n/render.js';

export const YEAR_END_FORMS = ['t2125', 'gifi'] as const;
export type YearEndForm = (typeof YEAR_END_FORMS)[number];

export const YEAR_END_FORM_LABELS: Record<YearEndForm, string> = {
  t2125: 'Form T2125, Statement of Business or Professional Activities',
  gifi: 'GIFI, Schedule 125 Income Statement Information',
};

/** The form a business structure files its income statement on. */
export const yearEndFormOf = (structure: BusinessStructure): YearEndForm => (structure === 'corporation' ? 'gifi' : 't2125');

/** Where a line's amounts go: revenue, expenses, or outside the statement (loan principal). */
export type YearEndLineKind = 'revenue' | 'expense' | 'excluded';

/** Amounts that are not income or expenses (loan principal, transfers): shown apart, left out of net income. */
export const EXCLUDED_LINE = 'excluded';

export interface YearEndLineDefinition {
  line: string;
  label: string;
  kind: YearEndLineKind;
}

const excluded: YearEndLineDefinition = { line: EXCLUDED_LINE, label: 'Not on the statement (loan principal, transfers)', kind: 'excluded' };

/** T2125 Part 3C (income) and Part 4 (expenses) lines, in the form's order. */
export const T2125_LINES: readonly YearEndLineDefinition[] = [
  { line: '8000', label: 'Adjusted gross sales / professional fees', kind: 'revenue' },
  { line: '8230', label: 'Other income', kind: 'revenue' },
  { line: '8521', label: 'Advertising', kind: 'expense' },
  { line: '8523', label: 'Meals and entertainment', kind: 'expense' },
  { line: '8590', label: 'Bad debts', kind: 'expense' },
  { line: '8690', label: 'Insurance', kind: 'expense' },
  { line: '8710', label: 'Interest and bank charges', kind: 'expense' },
  { line: '8760', label: 'Business taxes, licences and memberships', kind: 'expense' },
  { line: '8810', label: 'Office expenses', kind: 'expense' },
  { line: '8811', label: 'Office stationery and supplies', kind: 'expense' },
  { line: '8860', label: 'Professional fees (includes legal and accounting fees)', kind: 'expense' },
  { line: '8871', label: 'Management and administration fees', kind: 'expense' },
  { line: '8910', label: 'Rent', kind: 'expense' },
  { line: '8960', label: 'Repairs and maintenance', kind: 'expense' },
  { line: '9060', label: "Salaries, wages and benefits (including employer's contributions)", kind: 'expense' },
  { line: '9180', label: 'Property taxes', kind: 'expense' },
  { line: '9200', label: 'Travel expenses', kind: 'expense' },
  { line: '9220', label: 'Utilities', kind: 'expense' },
  { line: '9224', label: 'Fuel costs (except for motor vehicles)', kind: 'expense' },
  { line: '9270', label: 'Other expenses', kind: 'expense' },
  { line: '9281', label: 'Motor vehicle expenses (not including CCA)', kind: 'expense' },
  excluded,
];

/** GIFI income statement items (RC4088) a small business's bank data can reach. */
export const GIFI_LINES: readonly YearEndLineDefinition[] = [
  { line: '8000', label: 'Trade sales of goods and services', kind: 'revenue' },
  { line: '8090', label: 'Investment revenue', kind: 'revenue' },
  { line: '8230', label: 'Other revenue', kind: 'revenue' },
  { line: '8521', label: 'Advertising', kind: 'expense' },
  { line: '8523', label: 'Meals and entertainment', kind: 'expense' },
  { line: '8690', label: 'Insurance', kind: 'expense' },
  { line: '8710', label: 'Interest and bank charges', kind: 'expense' },
  { line: '8760', label: 'Business taxes, licences and memberships', kind: 'expense' },
  { line: '8810', label: 'Office expenses', kind: 'expense' },
  { line: '8860', label: 'Professional fees', kind: 'expense' },
  { line: '8910', label: 'Rental', kind: 'expense' },
  { line: '8960', label: 'Repairs and maintenance', kind: 'expense' },
  { line: '9060', label: 'Salaries and wages', kind: 'expense' },
  { line: '9180', label: 'Property taxes', kind: 'expense' },
  { line: '9200', label: 'Travel expenses', kind: 'expense' },
  { line: '9220', label: 'Utilities', kind: 'expense' },
  { line: '9224', label: 'Fuel costs', kind: 'expense' },
  { line: '9225', label: 'Telephone and telecommunications', kind: 'expense' },
  { line: '9270', label: 'Other expenses', kind: 'expense' },
  excluded,
];

export const YEAR_END_LINES: Record<YearEndForm, readonly YearEndLineDefinition[]> = { t2125: T2125_LINES, gifi: GIFI_LINES };

/** A line of a form, or undefined when the form has no such line. */
export const yearEndLine = (form: YearEndForm, line: string) => YEAR_END_LINES[form].find((l) => l.line === line);

/**
 * Each default category's line on each form, by name (any case). "Travel & Meals" mixes both
 * and goes to travel until staff move the client's to 8523; "Taxes" are business taxes and
 * licences (income tax is not a business expense); "Loan Payments" are principal, outside the
 * statement (the interest, when split out, belongs on 8710). A category not listed goes to
 * sales (revenue) or other expenses.
 */
export const DEFAULT_YEAR_END_LINES: Readonly<Record<string, Record<YearEndForm, string>>> = {
  'sales revenue': { t2125: '8000', gifi: '8000' },
  'service income': { t2125: '8000', gifi: '8000' },
  'refunds/discounts': { t2125: '8000', gifi: '8000' },
  'other income': { t2125: '8230', gifi: '8230' },
  'office expenses': { t2125: '8810', gifi: '8810' },
  'telephone & internet': { t2125: '9220', gifi: '9225' },
  software: { t2125: '8810', gifi: '8810' },
  'bank fees': { t2125: '8710', gifi: '8710' },
  'professional fees': { t2125: '8860', gifi: '8860' },
  marketing: { t2125: '8521', gifi: '8521' },
  advertising: { t2125: '8521', gifi: '8521' },
  'travel & meals': { t2125: '9200', gifi: '9200' },
  'meals & entertainment': { t2125: '8523', gifi: '8523' },
  'rent/lease': { t2125: '8910', gifi: '8910' },
  utilities: { t2125: '9220', gifi: '9220' },
  fuel: { t2125: '9224', gifi: '9224' },
  salaries: { t2125: '9060', gifi: '9060' },
  'property taxes': { t2125: '9180', gifi: '9180' },
  'loan payments': { t2125: EXCLUDED_LINE, gifi: EXCLUDED_LINE },
  insurance: { t2125: '8690', gifi: '8690' },
  taxes: { t2125: '8760', gifi: '8760' },
};

export const FALLBACK_YEAR_END_LINES: Record<CategoryType, Record<YearEndForm, string>> = {
  REVENUE: { t2125: '8000', gifi: '8000' },
  EXPENSE: { t2125: '9270', gifi: '9270' },
  // System categories (owner's drawings, transfers, loans, equipment) post to the balance sheet.
  BALANCE_SHEET: { t2125: EXCLUDED_LINE, gifi: EXCLUDED_LINE },
};

/**
 * The default line of a category on a form. A French client's default category ("Fournitures de
 * bureau", issue 31) goes where its English name does ("Office Expenses" on 8810), not to the fallback.
 */
export function defaultYearEndLine(categoryName: string, type: CategoryType, form: YearEndForm): string {
  const byName = (name: string | null) => (name ? DEFAULT_YEAR_END_LINES[name.trim().toLowerCase()]?.[form] : undefined);
  return byName(categoryName) ?? byName(englishCategoryName(categoryName.trim())) ?? FALLBACK_YEAR_END_LINES[type][form];
}

/** The console's per-client table: GET/PUT /api/admin/tax/users/:userId/year-end-lines */
export interface YearEndLineRow {
  category: string;
  type: CategoryType;
  t2125: string;
  gifi: string;
  /** True when staff set this client's lines for the category; false when both are the defaults. */
  overridden: boolean;
}

export interface YearEndLineRequest {
  category: string;
  t2125: string;
  gifi: string;
}

export interface YearEndMonth {
  /** YYYY-MM */
  month: string;
  start: string;
  end: string;
}

/** A line of the statement: its amount in each fiscal month and for the year. */
export interface YearEndStatementLine {
  line: string;
  label: string;
  kind: YearEndLineKind;
  /** Twelve amounts, one per fiscal month, in `months` order. */
  months: string[];
  total: string;
  /** The client's categories on this line. */
  categories: string[];
}

export interface YearEndFigure {
  months: string[];
  total: string;
}

/** A line of the year-end balance sheet on GIFI Schedule 100: one code, the accounts of the books on it, their amount at the year end. */
export interface YearEndBalanceSheetLine {
  section: 'assets' | 'liabilities' | 'equity';
  gifi: string;
  label: string;
  amount: string;
  accounts: string[];
  /**
   * For each of `accounts`, in order: which system account of the books it is (SYSTEM_BOOK_ACCOUNTS'
   * key), null for a client's own account. Absent from packages stored before 2026-11-29.
   */
  systemAccounts?: (SystemBookAccountKey | null)[];
}

/**
 * The balance sheet at the fiscal year end on GIFI Schedule 100 lines (a corporation's
 * package; a sole proprietor files T2125, which has no balance sheet). `totals` carry
 * Schedule 100's total codes: 2599 total assets, 3499 total liabilities, 3620 total
 * shareholder equity, 3640 total liabilities and shareholder equity.
 */
export interface YearEndBalanceSheet {
  asOf: string;
  lines: YearEndBalanceSheetLine[];
  totals: { assets: string; liabilities: string; equity: string; liabilitiesAndEquity: string };
}

/** Schedule 100 labels of the codes the books' accounts carry (RC4088); an account on another code is named by its accounts. */
export const GIFI_BALANCE_SHEET_LABELS: Readonly<Record<string, string>> = {
  '1001': 'Cash',
  '1002': 'Deposits in Canadian banks and institutions - Canadian currency',
  '1480': 'Other current assets',
  '1483': 'Taxes recoverable/refundable',
  '1740': 'Machinery, equipment, furniture and fixtures',
  '2599': 'Total assets',
  '2680': 'Taxes payable',
  '2700': 'Short-term debt',
  '2707': 'Credit card loans',
  '2960': 'Other current liabilities',
  '3499': 'Total liabilities',
  '3600': 'Retained earnings/deficit',
  '3620': 'Total shareholder equity',
  '3640': 'Total liabilities and shareholder equity',
  '3680': 'Net income/loss',
};

/** GET /api/tax/year-end/:fiscalYearEnd */
export interface YearEndSummary {
  fiscalYear: { start: string; end: string };
  businessStructure: BusinessStructure;
  form: YearEndForm;
  months: YearEndMonth[];
  /** Only the lines that hold an amount, in the form's order. */
  lines: YearEndStatementLine[];
  revenue: YearEndFigure;
  expenses: YearEndFigure;
  netIncome: YearEndFigure;
  transactionCount: number;
  /** Transactions without one of the client's categories: on no line. */
  uncategorizedCount: number;
  /** A corporation's balance sheet at the year end on GIFI Schedule 100; null on T2125. Optional: packages stored before it have none. */
  balanceSheet?: YearEndBalanceSheet | null;
  /** Present once the year's package is approved: the statement is then the one frozen in the package, not the live books. */
  closed?: { packageId: number; approvedAt: string };
  estimate: true;
}

const yearEndText = (key: string, params: Record<string, unknown> = {}) => renderEnglish(yearEnd['en-CA'], key, params);

export const YEAR_END_MESSAGES = {
  ...renderEnglishTexts(yearEnd['en-CA'], { excluded: EXCLUDED_LINE }),
  unknownLine: (form: YearEndForm, line: string) =>
    yearEndText(form === 't2125' ? 'unknownLineT2125' : 'unknownLineGifi', { line, lines: YEAR_END_LINES[form].map((l) => l.line).join(', ') }),
  balanceSheetCategory: (category: string) => yearEndText('balanceSheetCategory', { category, excluded: EXCLUDED_LINE }),
  wrongKind: (line: string, type: CategoryType) => yearEndText(type === 'REVENUE' ? 'wrongKindRevenue' : 'wrongKindExpense', { line, excluded: EXCLUDED_LINE }),
} as const;

/**
 * A year-end package's state: generating (the job renders its PDF and CSV), pending (staff
 * review it like a monthly report), approved (the client may download it), rejected, or failed
 * (the job gave up; `failureReason` says why).
 */
export const YEAR_END_PACKAGE_STATUSES = ['generating', 'pending', 'approved', 'rejected', 'failed'] as const;
export type YearEndPackageStatus = (typeof YEAR_END_PACKAGE_STATUSES)[number];

export const YEAR_END_PACKAGE_STATUS_LABELS: Record<YearEndPackageStatus, string> = {
  generating: 'Being prepared',
  pending: 'Waiting for review',
  approved: 'Ready',
  rejected: 'Rejected by staff',
  failed: 'Could not be prepared',
};

export const YEAR_END_FILE_KINDS = ['pdf', 'csv'] as const;
export type YearEndFileKind = (typeof YEAR_END_FILE_KINDS)[number];

/** year-end-2026-12-31.pdf */
export const yearEndFileName = (fiscalYearEnd: string, kind: YearEndFileKind) => `year-end-${fiscalYearEnd}.${kind}`;

/** GET /api/admin/year-end-packages rows (react-admin list), and the client's GET /api/tax/year-end-packages. */
export interface YearEndPackageRow {
  id: number;
  userId: number;
  clientName?: string;
  clientEmail?: string;
  fiscalYearStart: string;
  fiscalYearEnd: string;
  form: YearEndForm;
  status: YearEndPackageStatus;
  adminNotes: string | null;
  failureReason?: string | null;
  createdAt: string;
  reviewedAt: string | null;
}

export const YEAR_END_PACKAGE_MESSAGES = renderEnglishTexts(yearEnd['en-CA'].packages, {
  kinds: YEAR_END_FILE_KINDS.join(', '),
  statuses: YEAR_END_PACKAGE_STATUSES.join(', '),
});
