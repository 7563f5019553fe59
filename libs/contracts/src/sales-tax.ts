// Canadian sales taxes by province, with the date each rate applies from. Rates are in
// thousandths of a percent (5 % = 5000, 9.975 % = 9975) so that every estimate is
// integer arithmetic on cents. Sources: CRA "GST/HST rates" and the provinces' own
// PST/QST pages (rates in force as of 2026).
import type { ProvinceCode } from './submissions.js';

/** The province a client's estimates use until they choose one. */
export const DEFAULT_PROVINCE: ProvinceCode = 'ON';

/** 100 % in the table's unit. */
export const RATE_SCALE = 100_000;

export interface SalesTaxRates {
  /** The first day these rates apply (ISO date). */
  from: string;
  gst: number;
  hst: number;
  /** Provincial sales tax (BC PST, MB RST, SK PST): not recoverable as an input tax credit. */
  pst: number;
  /** Québec sales tax: recoverable (input tax refund). */
  qst: number;
}

const GST_ONLY = { gst: 5000, hst: 0, pst: 0, qst: 0 };

/** Each province's rate history, oldest first. */
export const SALES_TAX_RATES: Record<ProvinceCode, readonly SalesTaxRates[]> = {
  AB: [{ from: '2008-01-01', ...GST_ONLY }],
  BC: [{ from: '2013-04-01', gst: 5000, hst: 0, pst: 7000, qst: 0 }],
  MB: [
    { from: '2013-07-01', gst: 5000, hst: 0, pst: 8000, qst: 0 },
    { from: '2019-07-01', gst: 5000, hst: 0, pst: 7000, qst: 0 },
  ],
  NB: [
    { from: '2010-07-01', gst: 0, hst: 13000, pst: 0, qst: 0 },
    { from: '2016-07-01', gst: 0, hst: 15000, pst: 0, qst: 0 },
  ],
  NL: [
    { from: '2010-07-01', gst: 0, hst: 13000, pst: 0, qst: 0 },
    { from: '2016-07-01', gst: 0, hst: 15000, pst: 0, qst: 0 },
  ],
  NS: [
    { from: '2010-07-01', gst: 0, hst: 15000, pst: 0, qst: 0 },
    { from: '2025-04-01', gst: 0, hst: 14000, pst: 0, qst: 0 },
  ],
  NT: [{ from: '2008-01-01', ...GST_ONLY }],
  NU: [{ from: '2008-01-01', ...GST_ONLY }],
  ON: [{ from: '2010-07-01', gst: 0, hst: 13000, pst: 0, qst: 0 }],
  PE: [
    { from: '2013-04-01', gst: 0, hst: 14000, pst: 0, qst: 0 },
    { from: '2016-10-01', gst: 0, hst: 15000, pst: 0, qst: 0 },
  ],
  QC: [{ from: '2013-01-01', gst: 5000, hst: 0, pst: 0, qst: 9975 }],
  SK: [
    { from: '2008-01-01', gst: 5000, hst: 0, pst: 5000, qst: 0 },
    { from: '2017-03-23', gst: 5000, hst: 0, pst: 6000, qst: 0 },
  ],
  YT: [{ from: '2008-01-01', ...GST_ONLY }],
};

/** The rates in force on a day (ISO date) in a province. */
export function salesTaxRatesOn(province: ProvinceCode, isoDate: string): SalesTaxRates {
  const history = SALES_TAX_RATES[province];
  let current = history[0];
  for (const period of history) if (period.from <= isoDate) current = period;
  return current;
}

/**
 * Categories whose amounts carry no sales tax to estimate: financial services, insurance
 * and taxes are exempt, loan payments are not purchases. Matched by name, ignoring case,
 * so a client's renamed copy of a default keeps its treatment only if the name stays.
 */
export const TAX_EXEMPT_CATEGORIES = ['Bank Fees', 'Insurance', 'Taxes', 'Loan Payments', 'Other Income'] as const;

export const isTaxExemptCategory = (name: string): boolean => TAX_EXEMPT_CATEGORIES.some((exempt) => exempt.toLowerCase() === name.trim().toLowerCase());

export const SALES_TAX_LABELS = {
  taxIncludedInRevenue: 'Estimated GST/HST/QST included in revenue',
  inputTaxCredits: 'Estimated input tax credits on expenses',
  netTaxOwing: 'Estimated net sales tax owing',
  note: "Estimates only: they assume taxable amounts include tax at the province's rates, and exclude bank fees, insurance, taxes, loan payments and other income. Your bookkeeper confirms the figures before you file.",
} as const;
