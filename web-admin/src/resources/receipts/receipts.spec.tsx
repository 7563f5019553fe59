import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import type { AdminReceiptDto, ReceiptFields } from '@ledgerleaf/contracts';
import { renderInAdmin } from '../../test/render-in-admin';
import ReceiptList from './receipt-list';
import ReceiptShow from './receipt-show';

const fields = (values: Partial<Record<keyof ReceiptFields, string>>): ReceiptFields => {
  const names = ['vendor', 'date', 'total', 'gstHst', 'pst', 'qst', 'businessNumber', 'currency'] as const;
  return Object.fromEntries(names.map((n) => [n, { value: values[n] ?? null, confidence: values[n] ? 0.9 : 0, source: 'reader' }])) as unknown as ReceiptFields;
};

const receipt = (over: Partial<AdminReceiptDto> = {}): AdminReceiptDto => ({
  id: 5,
  userId: 9,
  clientName: 'Avery Lambert',
  fileName: 'staples.pdf',
  mimeType: 'application/pdf',
  size: 1200,
  status: 'read',
  unreadableReason: null,
  matchNote: null,
  fields: fields({ vendor: 'Staples', date: '2026-11-09', total: '62.15', gstHst: '7.15', currency: 'CAD' }),
  matchState: 'ambiguous',
  match: null,
  candidates: [
    { transactionId: 41, date: '2026-11-09', name: 'STAPLES #312', amount: '-62.15' },
    { transactionId: 42, date: '2026-11-10', name: 'AMAZON.CA MARKETPLACE', amount: '-62.15' },
  ],
  fileUrl: '/api/admin/receipts/5/file',
  createdAt: '2026-11-10T12:00:00.000Z',
  readAt: '2026-11-10T12:00:03.000Z',
  ...over,
});

const fakeApi = (rows: AdminReceiptDto[], { failList = false } = {}) => {
  let data = rows;
  const replace = (next: AdminReceiptDto) => {
    data = data.map((r) => (r.id === next.id ? next : r));
    return { data: next };
  };
  return {
    getList: vi.fn(async (_: string, params: { filter?: { status?: string } }) => {
      if (failList) throw new Error('The receipts could not be loaded.');
      const shown = data.filter((r) => !params.filter?.status || r.status === params.filter.status);
      return { data: shown, total: shown.length };
    }),
    getOne: vi.fn(async (_: string, { id }: { id: number }) => {
      const found = data.find((r) => r.id === Number(id));
      if (!found) throw new Error('Receipt not found.');
      return { data: found };
    }),
    getMany: vi.fn(async () => ({ data: [] })),
    correctReceipt: vi.fn(async (id: number, body: Record<string, string | null>) => {
      const r = data.find((x) => x.id === id)!;
      const f = { ...r.fields };
      for (const [k, v] of Object.entries(body)) f[k as keyof ReceiptFields] = { value: v, confidence: 1, source: 'staff' };
      return replace({ ...r, fields: f });
    }),
    linkReceipt: vi.fn(async (id: number, transactionId: number) =>
      replace({ ...data.find((x) => x.id === id)!, matchState: 'matched', match: { transactionId, by: 'staff' }, candidates: [] }),
    ),
    unlinkReceipt: vi.fn(async (id: number) => replace({ ...data.find((x) => x.id === id)!, matchState: null, match: null })),
  };
};

describe('console receipts', () => {
  it("lists every client's receipts with client, vendor, date, total, status and match", async () => {
    renderInAdmin(<ReceiptList />, {
      dataProvider: fakeApi([
        receipt(),
        receipt({ id: 6, clientName: 'Emma Fraser', status: 'unreadable', fields: fields({}), matchState: null, candidates: [], fileName: 'blur.jpg' }),
      ]) as never,
      resource: 'receipts',
    });
    expect(await screen.findByText('Avery Lambert')).toBeInTheDocument();
    expect(screen.getByText('Staples')).toBeInTheDocument();
    expect(screen.getByText('2026-11-09')).toBeInTheDocument();
    expect(screen.getByText('$62.15')).toBeInTheDocument();
    expect(screen.getByText('2 candidates')).toBeInTheDocument();
    expect(screen.getByText('Emma Fraser')).toBeInTheDocument();
    expect(screen.getByText('Unreadable')).toBeInTheDocument();
    expect(screen.getByText('Not linked')).toBeInTheDocument();
  });

  it('says so when no receipt matches, and shows a failed load as an error', async () => {
    const empty = renderInAdmin(<ReceiptList />, { dataProvider: fakeApi([]) as never, resource: 'receipts' });
    expect(await screen.findByText(/No receipts match this filter/)).toBeInTheDocument();
    empty.unmount();
    renderInAdmin(<ReceiptList />, { dataProvider: fakeApi([], { failList: true }) as never, resource: 'receipts' });
    expect(await screen.findByText('The receipts could not be loaded.')).toBeInTheDocument();
  });

  it('corrects the changed fields only, an emptied one cleared', async () => {
    const api = fakeApi([receipt()]);
    renderInAdmin(
      <>
        <ReceiptShow id={5} />
        <Notification />
      </>,
      { dataProvider: api as never, resource: 'receipts' },
    );
    const total = await screen.findByLabelText('Total');
    await userEvent.clear(total);
    await userEvent.type(total, '62.50');
    await userEvent.type(screen.getByLabelText('Business number'), '123456782RT0001');
    await userEvent.clear(screen.getByLabelText('GST/HST'));
    await userEvent.click(screen.getByRole('button', { name: 'Save corrections' }));
    await waitFor(() => expect(api.correctReceipt).toHaveBeenCalledWith(5, { total: '62.50', gstHst: null, businessNumber: '123456782RT0001' }));
    expect(await screen.findByText('Receipt corrected')).toBeInTheDocument();
  });

  it('links an ambiguous receipt to a candidate, then unlinks it', async () => {
    const api = fakeApi([receipt()]);
    renderInAdmin(
      <>
        <ReceiptShow id={5} />
        <Notification />
      </>,
      { dataProvider: api as never, resource: 'receipts' },
    );
    expect(await screen.findByText(/#42 · 2026-11-10 · AMAZON.CA MARKETPLACE/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Open staples.pdf/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Link to 41' }));
    await waitFor(() => expect(api.linkReceipt).toHaveBeenCalledWith(5, 41));
    expect(await screen.findByText('Linked to #41 (by staff)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unlink' }));
    await waitFor(() => expect(api.unlinkReceipt).toHaveBeenCalledWith(5));
    expect(await screen.findByText('Not linked')).toBeInTheDocument();
  });

  it('links by a typed transaction number, and shows a receipt that cannot be loaded as an error', async () => {
    const api = fakeApi([receipt({ matchState: 'waiting', candidates: [] })]);
    const view = renderInAdmin(<ReceiptShow id={5} />, { dataProvider: api as never, resource: 'receipts' });
    await userEvent.type(await screen.findByLabelText('Transaction #'), '77');
    await userEvent.click(screen.getByRole('button', { name: 'Link to this transaction' }));
    await waitFor(() => expect(api.linkReceipt).toHaveBeenCalledWith(5, 77));
    view.unmount();
    renderInAdmin(<ReceiptShow id={99} />, { dataProvider: api as never, resource: 'receipts' });
    expect(await screen.findByText('Receipt not found.')).toBeInTheDocument();
  });
});
