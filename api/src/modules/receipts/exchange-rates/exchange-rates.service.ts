import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { BankOfCanadaAdapter, VALET_CURRENCIES } from './bank-of-canada.adapter';

/** Days back from a receipt's date to find the nearest earlier business day (a long weekend with a holiday is 4). */
export const RATE_LOOKBACK_DAYS = 7;

export type RateAnswer =
  | { ok: true; cadPerUnit: number; date: string }
  /** `not-configured`: no base URL and nothing stored; `unsupported`: the Bank publishes no rate for it; `unavailable`: asked, none came (not yet published, or the request failed). */
  | { ok: false; reason: 'not-configured' | 'unsupported' | 'unavailable' };

const dayBefore = (iso: string, days: number): string => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};

/**
 * The CAD value of a foreign currency on a day, from the Bank of Canada's daily rates: the
 * rate of that day or of the nearest earlier business day (up to RATE_LOOKBACK_DAYS back), kept
 * in `exchange_rates` once fetched (the published rates never change), so each currency and
 * week is asked for once. Reads and writes outside any caller's transaction: a rate is the
 * same for every client.
 */
@Injectable()
export class ExchangeRatesService {
  private readonly logger = new Logger('ExchangeRates');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly bank: BankOfCanadaAdapter,
  ) {}

  async cadPerUnit(currency: string, date: string): Promise<RateAnswer> {
    const code = currency.toUpperCase();
    const stored = await this.stored(code, date);
    if (stored) return stored;
    if (!this.bank.configured) return { ok: false, reason: 'not-configured' };
    if (!(VALET_CURRENCIES as readonly string[]).includes(code)) return { ok: false, reason: 'unsupported' };
    try {
      const rates = await this.bank.observations([code], dayBefore(date, RATE_LOOKBACK_DAYS), date);
      if (rates.length) {
        await this.db.query(
          `INSERT INTO exchange_rates (currency, date, cad_per_unit)
           SELECT * FROM unnest($1::text[], $2::date[], $3::numeric[]) ON CONFLICT (currency, date) DO NOTHING`,
          [rates.map((r) => r.currency), rates.map((r) => r.date), rates.map((r) => r.cadPerUnit)],
        );
      }
    } catch (error) {
      this.logger.warn(`No ${code} rate for ${date} from the Bank of Canada: ${String(error)}`);
      return { ok: false, reason: 'unavailable' };
    }
    return (await this.stored(code, date)) ?? { ok: false, reason: 'unavailable' };
  }

  private async stored(currency: string, date: string): Promise<RateAnswer | null> {
    const [row]: { date: string; rate: string }[] = await this.db.query(
      `SELECT to_char(date, 'YYYY-MM-DD') AS date, cad_per_unit::text AS rate FROM exchange_rates
        WHERE currency = $1 AND date <= $2::date AND date > $2::date - $3::int ORDER BY date DESC LIMIT 1`,
      [currency, date, RATE_LOOKBACK_DAYS],
    );
    return row ? { ok: true, cadPerUnit: Number(row.rate), date: row.date } : null;
  }
}
