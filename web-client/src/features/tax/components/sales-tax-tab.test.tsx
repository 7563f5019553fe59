import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { GST_HST_NUMBER_FORMAT, TAX_MESSAGES, type GstHstReturnsResponse, type GstHstWorksheet } from '@ledgerleaf/contracts';
import { bodiesOf, errorResponse, jsonResponse, pending, stubApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render';
import { SalesTaxTab } from './sales-tax-tab';
import { TaxProfileSection } from './tax-profile-section';

const routes: RouteObject[] = [
  { path: '/tax', element: <SalesTaxTab /> },
  { path: '/profile', element: <TaxProfileSection /> },
];
const LIST = 'GET /api/tax/gst-hst-returns';

const RETURNS: GstHstReturnsResponse = [
  { periodStart: '2026-10-01', periodEnd: '2026-12-31', dueDate: '2027-01-31', paymentDueDate: '2027-01-31', status: 'in_progress', netTax: '12.00' },
  { periodStart: '2026-07-01', periodEnd: '2026-09-30', dueDate: '2026-10-31', paymentDueDate: '2026-10-31', status: 'past_due', netTax: '102.70' },
];

const worksheet = (start: string, end: string, net: string): GstHstWorksheet => ({
  period: { start, end, dueDate: '2026-10-31', paymentDueDate: '2026-10-31' },
  province: 'ON',
  method: 'regular',
  lines: { '101': '1000.00', '103': '130.00', '104': '0.00', '105': '130.00', '106': '27.30', '107': '0.00', '108': '27.30', '109': net },
  qst: null,
  quickMethod: null,
  categories: [
    { category: 'Sales Revenue', type: 'REVENUE', treatment: 'taxable', itcShare: 0, total: '1130.00', taxIncluded: '130.00' },
    { category: 'Travel & Meals', type: 'EXPENSE', treatment: 'taxable', itcShare: 0.5, total: '22.60', taxIncluded: '2.60' },
  ],
  transactionCount: 5,
  uncategorizedCount: 0,
  itcDocumentation: {
    documented: { count: 1, itc: '26.00' },
    partlyDocumented: { count: 0, itc: '0.00' },
    undocumented: { count: 1, itc: '1.30' },
  },
  estimate: true,
});

afterEach(() => vi.unstubAllGlobals());

describe('Sales tax view', () => {
  it('shows a spinner while the periods load', async () => {
    stubApi({ [LIST]: () => pending() });
    renderRoutes(routes, '/tax');
    expect(await screen.findByLabelText('Loading')).toBeInTheDocument();
  });

  it('says what will appear when there is no period yet', async () => {
    stubApi({ [LIST]: () => jsonResponse([]) });
    renderRoutes(routes, '/tax');
    expect(await screen.findByText('No filing periods yet')).toBeInTheDocument();
    // The accountant's exports sit beside the periods, whatever the periods hold.
    expect(screen.getByRole('heading', { name: 'Exports for your accountant' })).toBeInTheDocument();
  });

  it('shows the server’s error with a retry', async () => {
    let calls = 0;
    stubApi({ [LIST]: () => (++calls === 1 ? errorResponse(500, 'Database unavailable') : jsonResponse([])) });
    renderRoutes(routes, '/tax');
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No filing periods yet')).toBeInTheDocument();
  });

  it('shows the current period so far and past periods with due dates and net tax; a past worksheet opens on demand', async () => {
    stubApi({
      [LIST]: () => jsonResponse(RETURNS),
      'GET /api/tax/gst-hst-returns/2026-10-01': () => jsonResponse(worksheet('2026-10-01', '2026-12-31', '12.00')),
      'GET /api/tax/gst-hst-returns/2026-07-01': () => jsonResponse(worksheet('2026-07-01', '2026-09-30', '102.70')),
    });
    renderRoutes(routes, '/tax');

    const current = await screen.findByRole('region', { name: 'Current period so far' });
    expect(within(current).getByText(/Oct 1, 2026 – Dec 31, 2026 · due Jan 31, 2027 · net tax so far \$12\.00/)).toBeInTheDocument();
    expect(await within(current).findByText(TAX_MESSAGES.estimateLabel)).toBeInTheDocument();
    expect(within(current).getByRole('table', { name: 'Return lines' })).toHaveTextContent('109Net tax (105 − 108)$12.00');

    const past = screen.getByRole('table', { name: 'Past periods' });
    const row = within(past).getByRole('row', { name: /Jul 1, 2026 – Sep 30, 2026/ });
    expect(row).toHaveTextContent('Oct 31, 2026');
    expect(row).toHaveTextContent('Due date passed');
    expect(row).toHaveTextContent('$102.70');
    await userEvent.click(within(row).getByRole('button', { name: 'Show worksheet 2026-07-01' }));
    const opened = await screen.findByRole('region', { name: 'Worksheet 2026-07-01 to 2026-09-30' });
    expect(within(opened).getByRole('table', { name: 'Categories behind the lines' })).toHaveTextContent('Travel & MealsExpense · Taxable50%$22.60$2.60');
    expect(within(opened).getByRole('button', { name: 'Worksheet PDF' })).toBeEnabled();
    expect(within(opened).getByText(/Documented \$26\.00 \(1\) · partly documented \$0\.00 \(0\) · no receipt \$1\.30 \(1\)/)).toBeInTheDocument();
  });
});

describe('Tax profile section', () => {
  it('refuses a GST/HST number in the wrong format before sending, then saves a good one', async () => {
    const fetchMock = stubApi({
      'PUT /api/tax/profile': (init) => jsonResponse({ ...JSON.parse(String(init?.body)), gstHstNumber: '123456782RT0001', taxYearEnd: '12-31' }),
      [LIST]: () => jsonResponse(RETURNS),
    });
    renderRoutes(routes, '/profile');
    const form = await screen.findByRole('form', { name: 'Tax profile' });
    const number = within(form).getByRole('textbox', { name: 'GST/HST number' });
    await userEvent.type(number, '123456789RT0001');
    await userEvent.click(within(form).getByRole('button', { name: 'Save tax profile' }));
    expect(await within(form).findByText(GST_HST_NUMBER_FORMAT)).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PUT', '/api/tax/profile')).toEqual([]);

    await userEvent.clear(number);
    await userEvent.type(number, '123456782 RT 0001');
    await userEvent.click(within(form).getByRole('button', { name: 'Save tax profile' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'PUT', '/api/tax/profile')).toEqual([
        { province: 'ON', gstHstNumber: '123456782 RT 0001', filingFrequency: 'quarterly', method: 'regular', businessStructure: 'sole_proprietor' },
      ]),
    );
    expect(await screen.findByText(TAX_MESSAGES.profileSaved)).toBeInTheDocument();
  });
});
