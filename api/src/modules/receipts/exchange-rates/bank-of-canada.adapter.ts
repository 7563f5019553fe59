import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';

/** Currencies the Bank of Canada publishes a daily rate for (Valet series FX<code>CAD). */
export const VALET_CURRENCIES = [
  'AUD',
  'BRL',
  'CHF',
  'CNY',
  'EUR',
  'GBP',
  'HKD',
  'IDR',
  'INR',
  'JPY',
  'KRW',
  'MXN',
  'NOK',
  'NZD',
  'PEN',
  'SAR',
  'SEK',
  'SGD',
  'TRY',
  'TWD',
  'USD',
  'ZAR',
] as const;

/** A request to Valet may take this long. */
const REQUEST_TIMEOUT_MS = 10_000;

export interface ValetRate {
  currency: string;
  /** The business day (YYYY-MM-DD) the rate was published for. */
  date: string;
  /** CAD for one unit of the currency. */
  cadPerUnit: number;
}

export class ValetError extends Error {}

/**
 * Reads a Valet observations answer: `{ seriesDetail: { FXUSDCAD: {…} }, observations: [{ d:
 * "2026-10-14", FXUSDCAD: { v: "1.3712" } }, …] }`. A day without a series (a holiday of one
 * market) or a value that is not a positive number is skipped; a body of another shape is an error.
 */
export function parseValetObservations(body: unknown, currencies: readonly string[]): ValetRate[] {
  const observations = (body as { observations?: unknown } | null)?.observations;
  if (!Array.isArray(observations)) throw new ValetError('The Valet answer has no observations list');
  const rates: ValetRate[] = [];
  for (const row of observations as Record<string, unknown>[]) {
    const date = typeof row?.d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(row.d) ? row.d : null;
    if (!date) continue;
    for (const currency of currencies) {
      const value = (row[`FX${currency}CAD`] as { v?: unknown } | undefined)?.v;
      const rate = typeof value === 'string' || typeof value === 'number' ? Number(value) : NaN;
      if (Number.isFinite(rate) && rate > 0) rates.push({ currency, date, cadPerUnit: rate });
    }
  }
  return rates;
}

/**
 * The one place that talks to the Bank of Canada's Valet API (no key; BANK_OF_CANADA_BASE_URL,
 * e.g. https://www.bankofcanada.ca/valet). Not configured without a base URL.
 */
@Injectable()
export class BankOfCanadaAdapter {
  private readonly baseUrl: string | undefined;

  constructor(config: AppConfig) {
    this.baseUrl = config.bankOfCanada.baseUrl;
  }

  get configured(): boolean {
    return Boolean(this.baseUrl);
  }

  /** The daily rates of `currencies` from `start` to `end` (YYYY-MM-DD, inclusive): business days only. */
  async observations(currencies: readonly string[], start: string, end: string): Promise<ValetRate[]> {
    if (!this.baseUrl) throw new ValetError('The Bank of Canada is not configured');
    const series = currencies.map((c) => `FX${c}CAD`).join(',');
    const url = `${this.baseUrl}/observations/${series}/json?start_date=${start}&end_date=${end}`;
    const res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    if (!res.ok) throw new ValetError(`Valet answered ${res.status} for ${series}`);
    return parseValetObservations(await res.json(), currencies);
  }
}
