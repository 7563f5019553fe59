// A local Bank of Canada Valet API (daily exchange rates), for the demo and tests. Point the
// API at it with BANK_OF_CANADA_BASE_URL=<url> (the url ends in /valet, as the Bank's does);
// nothing reaches the Bank. It speaks Valet's wire format for the one route the API uses:
//   GET /valet/observations/FXUSDCAD,FXEURCAD/json?start_date=2026-10-01&end_date=2026-10-14
//   → { terms, seriesDetail: { FXUSDCAD: { label, description, dimension } },
//       observations: [{ d: "2026-10-01", FXUSDCAD: { v: "1.3712" } }, …] }   (business days only)
// An unknown series is a 404 `{ message, docs }`, as Valet answers.
import { createServer } from 'node:http';

/**
 * @typedef {object} ValetRequest
 * @property {string[]} series e.g. ["FXUSDCAD"]
 * @property {string | null} startDate
 * @property {string | null} endDate
 *
 * @typedef {object} BankOfCanadaStandIn
 * @property {string} url base URL for BANK_OF_CANADA_BASE_URL, e.g. http://127.0.0.1:4030/valet
 * @property {ValetRequest[]} requests every observations request, oldest first
 * @property {(currency: string, date: string, cadPerUnit: number | null) => void} setRate a day's rate (null: none that day)
 * @property {(status?: number) => void} failNext the next request answers this status (default 503)
 * @property {() => void} reset forgets the requests, the rates set and the failures
 * @property {() => Promise<void>} stop
 */

/** The stand-in's rate of a day when none was set: a base per currency and a small daily wave (deterministic). */
const BASE = { USD: 1.37, EUR: 1.5, GBP: 1.78, JPY: 0.0092, CHF: 1.58, AUD: 0.9, MXN: 0.074 };
const LABELS = {
  USD: 'US dollar',
  EUR: 'European euro',
  GBP: 'UK pound sterling',
  JPY: 'Japanese yen',
  CHF: 'Swiss franc',
  AUD: 'Australian dollar',
  MXN: 'Mexican peso',
};

/**
 * The default rate of `currency` on `date` (YYYY-MM-DD), 4 decimals as Valet prints them.
 * @param {string} currency
 * @param {string} date
 */
export function standInRate(currency, date) {
  const base = BASE[/** @type {keyof typeof BASE} */ (currency)];
  if (!base) return null;
  const day = Date.parse(`${date}T00:00:00Z`) / 86_400_000;
  return Number((base * (1 + 0.01 * Math.sin(day / 9))).toFixed(base < 0.1 ? 6 : 4));
}

/** @param {string} iso */
const isBusinessDay = (iso) => {
  const weekday = new Date(`${iso}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

/**
 * Starts the stand-in on a free port of 127.0.0.1.
 * @returns {Promise<BankOfCanadaStandIn>}
 */
export async function startBankOfCanadaStandIn() {
  /** @type {ValetRequest[]} */
  const requests = [];
  /** @type {Map<string, number | null>} */
  const set = new Map();
  /** @type {number[]} */
  const failures = [];
  /** @param {string} currency @param {string} date */
  const rateOf = (currency, date) => (set.has(`${currency} ${date}`) ? set.get(`${currency} ${date}`) : standInRate(currency, date));

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    /** @type {(status: number, body: unknown) => void} */
    const send = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const match = /^\/valet\/observations\/([A-Za-z0-9,]+)\/json$/.exec(url.pathname);
    if (req.method !== 'GET' || !match) {
      send(404, { message: 'The requested resource was not found.', docs: 'https://www.bankofcanada.ca/valet/docs' });
      return;
    }
    const series = match[1].split(',');
    const startDate = url.searchParams.get('start_date');
    const endDate = url.searchParams.get('end_date');
    requests.push({ series, startDate, endDate });
    const failure = failures.shift();
    if (failure) {
      send(failure, { message: 'Service temporarily unavailable.', docs: 'https://www.bankofcanada.ca/valet/docs' });
      return;
    }
    const currencies = series.map((s) => /^FX([A-Z]{3})CAD$/.exec(s)?.[1] ?? null);
    const unknown = series.find((s, i) => !currencies[i] || !BASE[/** @type {keyof typeof BASE} */ (currencies[i])]);
    if (unknown) {
      send(404, { message: `Series ${unknown} not found.`, docs: 'https://www.bankofcanada.ca/valet/docs' });
      return;
    }
    const isDate = (/** @type {string | null} */ d) => d !== null && /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(Date.parse(d));
    if ((startDate !== null && !isDate(startDate)) || (endDate !== null && !isDate(endDate))) {
      send(400, { message: 'Bad date format. Use YYYY-MM-DD.', docs: 'https://www.bankofcanada.ca/valet/docs' });
      return;
    }
    // Published up to yesterday (today's rates come out late in the afternoon); at most a year without a start.
    const last = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const end = endDate && endDate < last ? endDate : last;
    const start = startDate ?? new Date(Date.parse(end) - 365 * 86_400_000).toISOString().slice(0, 10);
    /** @type {Record<string, unknown>[]} */
    const observations = [];
    for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`); t += 86_400_000) {
      const d = new Date(t).toISOString().slice(0, 10);
      if (!isBusinessDay(d)) continue;
      /** @type {Record<string, unknown>} */
      const row = { d };
      currencies.forEach((c, i) => {
        const v = rateOf(/** @type {string} */ (c), d);
        if (v !== null && v !== undefined) row[series[i]] = { v: String(v) };
      });
      if (Object.keys(row).length > 1) observations.push(row);
    }
    send(200, {
      terms: { url: 'https://www.bankofcanada.ca/terms/' },
      seriesDetail: Object.fromEntries(
        series.map((s, i) => {
          const c = /** @type {keyof typeof LABELS} */ (currencies[i]);
          return [s, { label: `${c}/CAD`, description: `${LABELS[c]} to Canadian dollar daily exchange rate`, dimension: { key: 'd', name: 'Date' } }];
        }),
      ),
      observations,
    });
  });

  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/valet`,
    requests,
    setRate(currency, date, cadPerUnit) {
      set.set(`${currency} ${date}`, cadPerUnit);
    },
    failNext(status = 503) {
      failures.push(status);
    },
    reset() {
      requests.length = 0;
      set.clear();
      failures.length = 0;
    },
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
