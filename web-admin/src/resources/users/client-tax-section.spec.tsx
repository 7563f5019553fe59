import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider } from 'react-admin';
import type { GstHstReturnsResponse, GstHstWorksheet, TaxProfile, TaxTreatmentRow } from '@ledgerleaf/contracts';
import ClientTaxSection from './client-tax-section';
import { renderInAdmin } from '../../test/render-in-admin';
import { adminUserRow } from '../../test/fixtures';

const PROFILE: TaxProfile = {
  province: 'ON',
  gstHstNumber: '123456782RT0001',
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

function renderSection() {
  const dataProvider = {
    getClientTaxProfile: vi.fn(async () => PROFILE),
    getClientGstHstReturns: vi.fn(async () => RETURNS),
    getClientGstHstWorksheet: vi.fn(async () => WORKSHEET),
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
});
