import type { BusinessStructure, FilingFrequency, FilingPeriodStatus } from '@ledgerleaf/contracts';

// GST/HST reporting periods and their due dates (CRA, "When to file and pay"): periods are
// fiscal months, quarters or years ending on the fiscal year end's month; monthly and
// quarterly returns are due one month after the period, annual returns three months after,
// except an individual (sole proprietor) with a December 31 year end: file by June 15, pay by
// April 30. Periods end on month ends: a year end mid-month counts as the end of its month.

export interface FilingPeriod {
  start: string;
  end: string;
  dueDate: string;
  paymentDueDate: string;
}

const MONTHS: Record<FilingFrequency, number> = { monthly: 1, quarterly: 3, annual: 12 };

const pad = (n: number) => String(n).padStart(2, '0');
/** Months since year 0: 2026-01 → 2026 × 12. */
const monthIndexOf = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1;
const lastDayOf = (index: number) => new Date(Date.UTC(Math.floor(index / 12), (index % 12) + 1, 0)).getUTCDate();
const firstDay = (index: number) => `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-01`;
const lastDay = (index: number) => `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-${pad(lastDayOf(index))}`;
const mod = (a: number, n: number) => ((a % n) + n) % n;

/** "12-31" → 11 (December, zero-based). */
const yearEndMonth = (taxYearEnd: string) => Number(taxYearEnd.slice(0, 2)) - 1;

export interface PeriodRules {
  frequency: FilingFrequency;
  businessStructure: BusinessStructure;
  /** MM-DD */
  taxYearEnd: string;
}

/** The reporting period that holds a day (YYYY-MM-DD). */
export function periodContaining(day: string, rules: PeriodRules): FilingPeriod {
  const length = MONTHS[rules.frequency];
  const index = monthIndexOf(day);
  const endIndex = index + mod(yearEndMonth(rules.taxYearEnd) - index, length);
  return withDueDates(endIndex - length + 1, endIndex, rules);
}

/** Every period from the one holding `first` to the one holding `today`, newest first. */
export function periodsBetween(first: string, today: string, rules: PeriodRules): FilingPeriod[] {
  const periods: FilingPeriod[] = [];
  const oldest = periodContaining(first, rules).start;
  for (let p = periodContaining(today, rules); p.start >= oldest; p = periodContaining(previousDay(p.start), rules)) periods.push(p);
  return periods;
}

/** The fiscal year (an annual period) that holds a day. */
export function fiscalYearContaining(day: string, rules: PeriodRules): { start: string; end: string } {
  const { start, end } = periodContaining(day, { ...rules, frequency: 'annual' });
  return { start, end };
}

export function periodStatus(period: FilingPeriod, today: string): FilingPeriodStatus {
  if (today <= period.end) return 'in_progress';
  return today <= period.dueDate ? 'due' : 'past_due';
}

function withDueDates(startIndex: number, endIndex: number, rules: PeriodRules): FilingPeriod {
  const start = firstDay(startIndex);
  const end = lastDay(endIndex);
  if (rules.frequency === 'annual' && rules.businessStructure === 'sole_proprietor' && endIndex % 12 === 11) {
    const year = Math.floor(endIndex / 12) + 1;
    return { start, end, dueDate: `${year}-06-15`, paymentDueDate: `${year}-04-30` };
  }
  const due = lastDay(endIndex + (rules.frequency === 'annual' ? 3 : 1));
  return { start, end, dueDate: due, paymentDueDate: due };
}

function previousDay(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** A real calendar day written YYYY-MM-DD. */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
