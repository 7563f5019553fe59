import { CategoryType, YEAR_END_LINES, type YearEndForm, type YearEndLineKind } from '@ledgerleaf/contracts';
import { periodsBetween, type PeriodRules } from './filing-periods';
import type { TaxRow } from './gst-hst-worksheet';

/** A category's line on the form being filled (the client's mapping, staff's override or the default). */
export type LineOf = (category: string, type: CategoryType) => string;

export interface StatementInput {
  form: YearEndForm;
  /** The twelve fiscal months, oldest first, each start..end inclusive (YYYY-MM-DD). */
  months: readonly { start: string; end: string }[];
  rows: readonly TaxRow[];
  lineOf: LineOf;
}

export interface StatementLine {
  line: string;
  label: string;
  kind: YearEndLineKind;
  monthsCents: number[];
  totalCents: number;
  categories: string[];
}

export interface StatementFigures {
  lines: StatementLine[];
  revenue: { monthsCents: number[]; totalCents: number };
  expenses: { monthsCents: number[]; totalCents: number };
  netIncome: { monthsCents: number[]; totalCents: number };
  transactionCount: number;
  uncategorizedCount: number;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * A fiscal year's income statement in integer cents: each transaction (or month figure) lands in its month on its
 * category's line (revenue as money in, expenses as money out, refunds netting against them, as
 * the GST/HST worksheet counts them). Every total is the sum of its twelve months, so the year
 * always equals its months. Net income is revenue less expenses; excluded lines are neither.
 */
export function computeYearEndStatement(input: StatementInput): StatementFigures {
  const definitions = YEAR_END_LINES[input.form];
  const byLine = new Map<string, { monthsCents: number[]; categories: Set<string> }>();
  let transactionCount = 0;
  let uncategorizedCount = 0;
  for (const row of input.rows) {
    const month = input.months.findIndex((m) => row.date >= m.start && row.date <= m.end);
    if (month < 0) continue;
    if (!Number.isSafeInteger(row.amountCents)) throw new Error(`Amount out of range: ${row.amountCents}`);
    transactionCount += row.count ?? 1;
    if (!row.category || !row.categoryType) {
      uncategorizedCount += row.count ?? 1;
      continue;
    }
    // a system category (a transfer, a drawing, a loan, equipment) is on the balance sheet, not on any line of the income statement
    if (row.categoryType === CategoryType.BALANCE_SHEET) continue;
    const line = input.lineOf(row.category, row.categoryType);
    const entry = byLine.get(line) ?? { monthsCents: input.months.map(() => 0), categories: new Set<string>() };
    entry.monthsCents[month] += row.categoryType === CategoryType.REVENUE ? row.amountCents : -row.amountCents;
    entry.categories.add(row.category);
    byLine.set(line, entry);
  }
  const lines: StatementLine[] = [];
  for (const definition of definitions) {
    const entry = byLine.get(definition.line);
    if (!entry) continue;
    lines.push({ ...definition, monthsCents: entry.monthsCents, totalCents: sum(entry.monthsCents), categories: [...entry.categories].sort() });
  }
  const unknown = [...byLine.keys()].filter((line) => !definitions.some((d) => d.line === line));
  if (unknown.length) throw new Error(`Lines not on ${input.form}: ${unknown.join(', ')}`);
  const kindTotal = (kind: YearEndLineKind) => {
    const monthsCents = input.months.map((_, i) => sum(lines.filter((l) => l.kind === kind).map((l) => l.monthsCents[i])));
    return { monthsCents, totalCents: sum(monthsCents) };
  };
  const revenue = kindTotal('revenue');
  const expenses = kindTotal('expense');
  const netMonths = revenue.monthsCents.map((r, i) => r - expenses.monthsCents[i]);
  return { lines, revenue, expenses, netIncome: { monthsCents: netMonths, totalCents: sum(netMonths) }, transactionCount, uncategorizedCount };
}

/** The fiscal months of a year, oldest first (periods end on month ends, as the filing periods do). */
export function fiscalMonths(
  fiscalYear: { start: string; end: string },
  rules: Omit<PeriodRules, 'frequency'>,
): { month: string; start: string; end: string }[] {
  return periodsBetween(fiscalYear.start, fiscalYear.end, { ...rules, frequency: 'monthly' })
    .reverse()
    .map((p) => ({ month: p.start.slice(0, 7), start: p.start, end: p.end }));
}
