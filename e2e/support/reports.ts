import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { plaidControl } from './plaid-link';
import { demoStaff } from './session';

// Getting monthly reports into a browser test the way the product makes them: a client of
// the test's own links a bank (the Plaid stand-in), the bank posts known transactions,
// the client's report is generated, and staff approve or reject it through their API.

export interface ReportMonth {
  year: number;
  month: number;
}

/** A calendar month `monthsAgo` before today's in Toronto, the time zone the API's "previous month" uses. */
export function monthsAgo(monthsAgo: number, now = new Date()): ReportMonth {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: 'numeric' }).formatToParts(now);
  const year = Number(parts.find((p) => p.type === 'year')!.value);
  const month = Number(parts.find((p) => p.type === 'month')!.value);
  const index = year * 12 + (month - 1) - monthsAgo;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export const isoDay = ({ year, month }: ReportMonth, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** "October 2026", as the reports list titles a month. */
export const monthTitle = ({ year, month }: ReportMonth) =>
  new Date(Date.UTC(year, month - 1, 15)).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Registers a new client with the coupon (no checkout) in `api`'s cookie jar and answers the questionnaire. */
export async function registerClientByApi(api: APIRequestContext, firstName = 'Noor'): Promise<{ email: string; password: string }> {
  const email = `reports-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}@example.ca`;
  const password = 'maple-ledger-8';
  const registered = await api.post('/api/register', {
    data: { firstName, lastName: 'Haddad', email, password, phone: '5145550187', couponCode: 'LAUNCH2025' },
  });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  const answered = await api.post('/api/user/tax-questionnaire', {
    data: { taxYearEndDate: '2026-12-31', gstPstOwed: 0, payrollTaxOwed: 0, corporateIncomeTaxOwed: 0 },
  });
  expect(answered.status(), await answered.text()).toBe(200);
  return { email, password };
}

interface ItemsAnswer {
  items: { id: number; plaidItemId: string; lastSyncedAt: string | null }[];
}

/** Links a bank as Link's onSuccess would (the stand-in accepts any public-sandbox token) and waits for the first import. */
export async function linkBank(api: APIRequestContext): Promise<string> {
  const linked = await api.post('/api/plaid/set-access-token', {
    data: {
      public_token: `public-sandbox-ins_109509-${Date.now().toString(36)}`,
      institution_id: 'ins_109509',
      institution_name: 'First Gingham Credit Union',
    },
  });
  expect(linked.status(), await linked.text()).toBe(200);
  let items: ItemsAnswer['items'] = [];
  await expect
    .poll(
      async () => {
        items = ((await (await api.get('/api/plaid/items')).json()) as ItemsAnswer).items;
        return items[0]?.lastSyncedAt ?? null;
      },
      { timeout: 60_000 },
    )
    .not.toBeNull();
  return items[0].plaidItemId;
}

export interface BankLine {
  date: string;
  name: string;
  /** In the spec's sign, as the client sees it: negative = money out. */
  amount: string;
}

const transactionsTotal = async (api: APIRequestContext) =>
  ((await (await api.get('/api/plaid/transactions?page=1&limit=500&sortColumn=date&sortDirection=desc')).json()) as { pagination: { total: number } })
    .pagination.total;

/** The bank posts `lines` (through the stand-in); a refresh brings them into the client's transactions. */
export async function postBankLines(api: APIRequestContext, plaidItemId: string, lines: BankLine[]): Promise<void> {
  const before = await transactionsTotal(api);
  for (const line of lines) {
    // Plaid's sign is the opposite of the spec's: positive is money out.
    const plaidAmount = -Number(line.amount);
    await plaidControl('add-transactions', {
      itemId: plaidItemId,
      count: 1,
      overrides: { date: line.date, authorized_date: line.date, name: line.name, merchant_name: null, amount: plaidAmount },
    });
  }
  const refreshed = await api.post('/api/plaid/refresh-accounts');
  expect(refreshed.status(), await refreshed.text()).toBe(202);
  await expect.poll(() => transactionsTotal(api), { timeout: 60_000 }).toBe(before + lines.length);
}

/** An API session of the demo staff member, apart from the page's cookies. */
export async function staffApi(baseURL: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  const res = await api.post('/api/login', { data: demoStaff() });
  expect(res.status(), await res.text()).toBe(200);
  return api;
}

/** Staff approve a pending report, or reject it with notes. */
export async function decideReport(staff: APIRequestContext, reportId: number, status: 'approved' | 'rejected', adminNotes?: string) {
  const res = await staff.post(`/api/admin/reports/${reportId}/update-status`, { data: { status, adminNotes } });
  expect(res.status(), await res.text()).toBe(200);
}

/** A small CSV reader for the downloaded files (quoted cells, doubled quotes, CRLF or LF). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  const endRow = () => {
    row.push(cell);
    rows.push(row);
    row = [];
    cell = '';
  };
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && body[i + 1] === '\n') i++;
      endRow();
    } else cell += ch;
  }
  if (cell || row.length) endRow();
  return rows;
}
