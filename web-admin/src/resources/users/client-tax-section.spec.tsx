import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, RecordContextProvider } from 'react-admin';
import { TAX_MESSAGES, type GstHstReturnsResponse, type GstHstWorksheet, type TaxProfile, type TaxTreatmentRow } from '@ledgerleaf/contracts';
import ClientTaxSection from './client-tax-section';
import { renderInAdmin } from '../../test/render-in-admin';
import { adminUserRow } from '../../test/fixtures';

const PROFILE: TaxProfile = {
  province: 'ON',
  gstHstNumber: '123456782RT0001',
  qstNumber: null,
  filingFrequency: 'quarterly',
  method: 'regular',
  businessStructure: 'sole_proprietor',
  taxYearEnd: '12-31',
};
const RETURNS: GstHstReturnsResponse = [
  { periodStart: '2026-07-01', periodEnd: '2026-09-30', dueDate: '2026-10-31', paymentDueDate: '2026-10-31', status: 'past_due', netTax: '102.70' },
];
const WORKSHEET = {
  period: { start: '2026-07-01', end: '2026-09-30', dueDate: '2026-10-31', paymentDueDate: '2026-10-31' },
  lines: { '101': '1000.00', '103': '130.00', '104': '0.00', '105': '130.00', '106': '27.30', '107': '0.00', '108': '27.30', '109': '102.70' },
  qst: null,
} as unknown as GstHstWorksheet;
const TREATMENTS: TaxTreatmentRow[] = [{ category: 'Travel & Meals', type: 'EXPENSE', treatment: 'taxable', itcSharePercent: 50, overridden: false }];

const FILED_AS = { filedAt: '2026-11-02T14:30:00.000Z', filedBy: 'Riley Staff' };

/** The data provider as the API answers: `filing` decides what marking (or undoing) the return does. */
function renderSection({
  filed = false,
  filing,
  profile = PROFILE,
}: { filed?: boolean; filing?: (file: boolean) => Promise<void>; profile?: TaxProfile } = {}) {
  let isFiled = filed;
  const current = () => (isFiled ? { ...WORKSHEET, filed: FILED_AS } : WORKSHEET);
  const dataProvider = {
    getClientTaxProfile: vi.fn(async () => profile),
    getClientGstHstReturns: vi.fn(async () => RETURNS.map((r) => (isFiled ? { ...r, filed: FILED_AS } : r))),
    getClientGstHstWorksheet: vi.fn(async () => current()),
    setClientGstHstReturnFiled: vi.fn(async (_id: number, _start: string, file: boolean) => {
      await (filing ?? (async () => undefined))(file);
      isFiled = file;
      return current();
    }),
    getClientTaxTreatments: vi.fn(async () => TREATMENTS),
    setClientTaxTreatment: vi.fn(async (_id: number, request: { itcSharePercent: number }) => ({ ...TREATMENTS[0], ...request, overridden: true })),
  };
  renderInAdmin(
    <RecordContextProvider value={adminUserRow({ id: 12 })}>
      <ClientTaxSection />
    </RecordContextProvider>,
    { dataProvider: dataProvider as never, resource: 'users' },
  );
  return dataProvider;
}

describe('ClientTaxSection', () => {
  it("shows a Québec registrant's QST number after the GST/HST one", async () => {
    renderSection({ profile: { ...PROFILE, province: 'QC', qstNumber: '1234567890TQ0001' } });
    expect(await screen.findByText(/QC · .* · GST\/HST 123456782RT0001 · QST 1234567890TQ0001/)).toBeInTheDocument();
  });

  it('shows no QST part outside Québec', async () => {
    renderSection();
    expect(await screen.findByText(/GST\/HST 123456782RT0001$/)).toBeInTheDocument();
  });

  it("shows the client's profile, periods and a period's worksheet", async () => {
    const dp = renderSection();
    expect(await screen.findByText(/ON · quarterly · regular method · sole proprietor · year end 12-31 · GST\/HST 123456782RT0001/)).toBeInTheDocument();
    const periods = await screen.findByRole('table', { name: 'GST/HST periods' });
    expect(periods).toHaveTextContent('2026-07-01 – 2026-09-30');
    expect(periods).toHaveTextContent('102.70');
    await userEvent.click(within(periods).getByRole('button', { name: 'Worksheet' }));
    const worksheet = await screen.findByRole('region', { name: 'Worksheet 2026-07-01' });
    expect(within(worksheet).getByRole('table', { name: 'Return lines' })).toHaveTextContent('106Input tax credits (ITCs)$27.30');
    expect(dp.getClientGstHstWorksheet).toHaveBeenCalledWith(12, '2026-07-01');
  });

  it("saves a category's ITC share for the client and refuses one over 100", async () => {
    const dp = renderSection();
    const share = await screen.findByRole('textbox', { name: 'ITC share of Travel & Meals' });
    await userEvent.clear(share);
    await userEvent.type(share, '150');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(share);
    await userEvent.type(share, '100');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dp.setClientTaxTreatment).toHaveBeenCalledWith(12, { category: 'Travel & Meals', treatment: 'taxable', itcSharePercent: 100 }));
  });

  const openWorksheet = async () => {
    const periods = await screen.findByRole('table', { name: 'GST/HST periods' });
    await userEvent.click(within(periods).getByRole('button', { name: 'Worksheet' }));
    const worksheet = await screen.findByRole('region', { name: 'Worksheet 2026-07-01' });
    return within(worksheet).getByRole('group', { name: 'Filing' });
  };

  it("marks the client's return as filed after a confirmation, then shows who filed it and when, figures frozen", async () => {
    const dp = renderSection();
    const filing = await openWorksheet();
    expect(filing).toHaveTextContent('Not recorded as filed.');
    await userEvent.click(within(filing).getByRole('button', { name: 'Mark as filed' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent("Record the client's return for 2026-07-01 – 2026-09-30 as filed with the CRA.");
    expect(dp.setClientGstHstReturnFiled).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as filed' }));
    await waitFor(() => expect(dp.setClientGstHstReturnFiled).toHaveBeenCalledWith(12, '2026-07-01', true));
    const region = await screen.findByRole('region', { name: 'Worksheet 2026-07-01' });
    expect(await within(region).findByText('Filed on 2026-11-02 by Riley Staff · figures frozen')).toBeInTheDocument();
    expect(await within(region).findByRole('button', { name: 'Undo filed' })).toBeEnabled();
    expect(await screen.findByRole('table', { name: 'GST/HST periods' })).toHaveTextContent('Due date passed · filed');
  });

  it("shows the API's refusal (the period has not ended) under the action; nothing is filed", async () => {
    const dp = renderSection({
      filing: async () => {
        throw new HttpError(TAX_MESSAGES.periodNotEnded, 409, { statusCode: 409, error: TAX_MESSAGES.periodNotEnded, message: TAX_MESSAGES.periodNotEnded });
      },
    });
    const filing = await openWorksheet();
    await userEvent.click(within(filing).getByRole('button', { name: 'Mark as filed' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark as filed' }));
    await waitFor(() => expect(dp.setClientGstHstReturnFiled).toHaveBeenCalledTimes(1));
    const region = await screen.findByRole('region', { name: 'Worksheet 2026-07-01' });
    const group = within(region).getByRole('group', { name: 'Filing' });
    expect(await within(group).findByRole('alert')).toHaveTextContent(TAX_MESSAGES.periodNotEnded);
    expect(within(group).getByText('Not recorded as filed.')).toBeInTheDocument();
  });

  it('undoes a filing after a confirmation: the worksheet reads the books again', async () => {
    let finish: () => void = () => {};
    const dp = renderSection({ filed: true, filing: () => new Promise<void>((resolve) => (finish = resolve)) });
    const filing = await openWorksheet();
    expect(filing).toHaveTextContent('Filed on 2026-11-02 by Riley Staff · figures frozen');
    await userEvent.click(within(filing).getByRole('button', { name: 'Undo filed' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent("will read the client's books again");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Undo filed' }));
    await waitFor(() => expect(dp.setClientGstHstReturnFiled).toHaveBeenCalledWith(12, '2026-07-01', false));
    // While the API answers, the confirmation cannot be sent twice.
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Undo filed' })).toBeDisabled();
    finish();
    const region = await screen.findByRole('region', { name: 'Worksheet 2026-07-01' });
    expect(await within(region).findByText('Not recorded as filed.')).toBeInTheDocument();
    expect(dp.setClientGstHstReturnFiled).toHaveBeenCalledTimes(1);
  });
});
