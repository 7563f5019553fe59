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

describe('Marking a past return as filed', () => {
  const PAST = 'GET /api/tax/gst-hst-returns/2026-07-01';
  const FILED = 'POST /api/tax/gst-hst-returns/2026-07-01/filed';
  const UNDO = 'DELETE /api/tax/gst-hst-returns/2026-07-01/filed';
  const filedAs = { filedAt: '2026-11-02T14:30:00.000Z', filedBy: 'Avery Lambert' };
  const open = async () => {
    renderRoutes(routes, '/tax');
    const past = await screen.findByRole('table', { name: 'Past periods' });
    await userEvent.click(within(past).getByRole('button', { name: 'Show worksheet 2026-07-01' }));
    const region = await screen.findByRole('region', { name: 'Worksheet 2026-07-01 to 2026-09-30' });
    return within(region).getByRole('group', { name: 'Filing' });
  };
  const confirmDialog = async (name: string) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name }));
  };

  it('asks first, shows the work in progress, then who filed it and when, with the figures frozen; the periods read again', async () => {
    let listed = 0;
    let answer: (r: Response) => void = () => {};
    const fetchMock = stubApi({
      [LIST]: () => (++listed, jsonResponse(listed > 1 ? [RETURNS[0], { ...RETURNS[1], filed: filedAs }] : RETURNS)),
      'GET /api/tax/gst-hst-returns/2026-10-01': () => jsonResponse(worksheet('2026-10-01', '2026-12-31', '12.00')),
      [PAST]: () => jsonResponse(worksheet('2026-07-01', '2026-09-30', '102.70')),
      [FILED]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const filing = await open();
    expect(filing).toHaveTextContent('Not recorded as filed yet.');
    // The period in progress cannot be filed: no action there.
    expect(within(screen.getByRole('region', { name: 'Current period so far' })).queryByRole('button', { name: 'Mark as filed' })).toBeNull();

    await userEvent.click(within(filing).getByRole('button', { name: 'Mark as filed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this return as filed?' });
    expect(dialog).toHaveTextContent('Record the return for Jul 1, 2026 – Sep 30, 2026 as filed with the CRA.');
    // Cancel sends nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.filter(([url, init]) => String(url).endsWith('/filed') && init?.method === 'POST')).toHaveLength(0);

    await userEvent.click(within(filing).getByRole('button', { name: 'Mark as filed' }));
    await confirmDialog('Mark as filed');
    // The confirmation stays open, its buttons disabled, while the API answers.
    const waiting = screen.getByRole('dialog');
    expect(await within(waiting).findByRole('button', { name: 'Marking as filed...' })).toBeDisabled();
    expect(within(waiting).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    answer(jsonResponse({ ...worksheet('2026-07-01', '2026-09-30', '102.70'), filed: filedAs }));
    expect(await within(filing).findByText('Filed on Nov 2, 2026 by Avery Lambert · figures frozen')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(filing).getByRole('button', { name: 'Undo filed' })).toBeEnabled();
    await waitFor(() => expect(within(screen.getByRole('row', { name: /Jul 1, 2026 – Sep 30, 2026/ })).getByText('Filed')).toBeInTheDocument());
  });

  it("shows the API's refusal (a period not over yet) and stays not filed", async () => {
    stubApi({
      [LIST]: () => jsonResponse(RETURNS),
      'GET /api/tax/gst-hst-returns/2026-10-01': () => jsonResponse(worksheet('2026-10-01', '2026-12-31', '12.00')),
      [PAST]: () => jsonResponse(worksheet('2026-07-01', '2026-09-30', '102.70')),
      [FILED]: () => errorResponse(409, TAX_MESSAGES.periodNotEnded, 'Conflict'),
    });
    const filing = await open();
    await userEvent.click(within(filing).getByRole('button', { name: 'Mark as filed' }));
    await confirmDialog('Mark as filed');
    expect(await within(filing).findByRole('alert')).toHaveTextContent(TAX_MESSAGES.periodNotEnded);
    expect(within(filing).getByText('Not recorded as filed yet.')).toBeInTheDocument();
    expect(within(filing).getByRole('button', { name: 'Mark as filed' })).toBeEnabled();
  });

  it('undoes a filing after a confirmation: the worksheet reads the books again', async () => {
    const fetchMock = stubApi({
      [LIST]: () => jsonResponse([RETURNS[0], { ...RETURNS[1], filed: filedAs }]),
      'GET /api/tax/gst-hst-returns/2026-10-01': () => jsonResponse(worksheet('2026-10-01', '2026-12-31', '12.00')),
      [PAST]: () => jsonResponse({ ...worksheet('2026-07-01', '2026-09-30', '102.70'), filed: filedAs }),
      [UNDO]: () => jsonResponse(worksheet('2026-07-01', '2026-09-30', '110.00')),
    });
    const filing = await open();
    expect(filing).toHaveTextContent('Filed on Nov 2, 2026 by Avery Lambert · figures frozen');
    await userEvent.click(within(filing).getByRole('button', { name: 'Undo filed' }));
    expect(await screen.findByRole('dialog', { name: 'Undo the filing of this return?' })).toHaveTextContent('will read your books again');
    await confirmDialog('Undo filed');
    expect(await within(filing).findByText('Not recorded as filed yet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('region', { name: 'Worksheet 2026-07-01 to 2026-09-30' })).toHaveTextContent('109Net tax (105 − 108)$110.00');
    expect(fetchMock.mock.calls.filter(([url, init]) => String(url).endsWith('/2026-07-01/filed') && init?.method === 'DELETE')).toHaveLength(1);
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
