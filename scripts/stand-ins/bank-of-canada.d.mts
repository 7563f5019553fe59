// Types of bank-of-canada.mjs, generated from its JSDoc (regenerate after changing it):
//   cd scripts/stand-ins && npx tsc --ignoreConfig --allowJs --checkJs --declaration --emitDeclarationOnly --target es2023 --module nodenext --moduleResolution nodenext --types node --strict --outDir /tmp/stand-ins bank-of-canada.mjs
/**
 * The default rate of `currency` on `date` (YYYY-MM-DD), 4 decimals as Valet prints them.
 * @param {string} currency
 * @param {string} date
 */
export function standInRate(currency: string, date: string): number | null;
/**
 * Starts the stand-in on a free port of 127.0.0.1.
 * @returns {Promise<BankOfCanadaStandIn>}
 */
export function startBankOfCanadaStandIn(): Promise<BankOfCanadaStandIn>;
export type ValetRequest = {
  /**
   * e.g. ["FXUSDCAD"]
   */
  series: string[];
  startDate: string | null;
  endDate: string | null;
};
export type BankOfCanadaStandIn = {
  /**
   * base URL for BANK_OF_CANADA_BASE_URL, e.g. http://127.0.0.1:4030/valet
   */
  url: string;
  /**
   * every observations request, oldest first
   */
  requests: ValetRequest[];
  /**
   * a day's rate (null: none that day)
   */
  setRate: (currency: string, date: string, cadPerUnit: number | null) => void;
  /**
   * the next request answers this status (default 503)
   */
  failNext: (status?: number) => void;
  /**
   * forgets the requests, the rates set and the failures
   */
  reset: () => void;
  stop: () => Promise<void>;
};
