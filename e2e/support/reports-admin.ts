import { expect, request, type APIRequestContext } from '@playwright/test';
import { plaidControl } from './plaid-link';
import type { ReportMonth } from './reports';

/** A bank line no rule, memory or Plaid category knows: the engine is unsure of it. */
export const UNKNOWN_MERCHANT = 'ZQX HOLDINGS 4471';

export interface ClientWithReports {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  /** The reports made for the months given, in that order. */
  reports: { id: number; year: number; month: number }[];
  api: APIRequestContext;
}

interface ItemsAnswer {
  items: { plaidItemId: string; lastSyncedAt: string | null }[];
}

const transactionTotal = async (api: APIRequestContext) =>
  ((await (await api.get('/api/plaid/transactions?page=1&limit=1&sortColumn=date&sortDirection=desc')).json()) as { pagination: { total: number } }).pagination
    .total;

/**
 * A client made the way the product makes them: registration with the launch coupon, a bank
 * linked through Plaid (the stand-in's sandbox bank) and synced, one line the engine cannot
 * place added in `months[0]`, then the client's own generate call for each month.
 */
export async function createClientWithReports(tag: string, months: ReportMonth[]): Promise<ClientWithReports> {
  const api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const client = { firstName: 'Farah', lastName: `Report${tag}`, email: `reports-${tag}@example.ca` };
  const registered = await api.post('/api/register', {
    data: { ...client, phone: '6135550142', password: 'maple-ledger-8', couponCode: 'LAUNCH2025' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const me = (await (await api.get('/api/user')).json()) as { id: number };

  const linked = await api.post('/api/plaid/set-access-token', { data: { public_token: `public-sandbox-ins_39-${tag}`, institution_id: 'ins_39' } });
  expect(linked.ok(), await linked.text()).toBe(true);
  const items = async () => ((await (await api.get('/api/plaid/items')).json()) as ItemsAnswer).items;
  await expect.poll(async () => (await items())[0]?.lastSyncedAt ?? null, { timeout: 60_000 }).not.toBeNull();

  const before = await transactionTotal(api);
  const mm = String(months[0].month).padStart(2, '0');
  const date = `${months[0].year}-${mm}-14`;
  await plaidControl('add-transactions', {
    itemId: (await items())[0].plaidItemId,
    count: 1,
    overrides: {
      name: UNKNOWN_MERCHANT,
      merchant_name: null,
      date,
      authorized_date: date,
      amount: 61.37,
      category: null,
      category_id: null,
      personal_finance_category: null,
    },
  });
  expect((await api.post('/api/plaid/refresh-accounts')).status()).toBe(202);
  await expect.poll(() => transactionTotal(api), { timeout: 60_000 }).toBe(before + 1);

  const reports = [];
  for (const month of months) {
    const made = await api.post('/api/plaid/monthly-reports', { data: month });
    expect(made.ok(), await made.text()).toBe(true);
    const { report } = (await made.json()) as { report: { id: number; year: number; month: number } };
    reports.push({ id: report.id, year: report.year, month: report.month });
  }
  return { id: me.id, ...client, reports, api };
}
