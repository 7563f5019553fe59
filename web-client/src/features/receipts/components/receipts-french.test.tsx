// The Receipts tab in French (issue 31): its words, what was read in French numbers, the match,
// the upload toast, and the missing list's French money.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ReceiptDto, ReceiptField } from '@ledgerleaf/contracts';
import { jsonResponse, stubApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render';
import { missingReceiptsUrl, RECEIPTS_URL } from '../api/receipts';
import { ReceiptsTab } from './receipts-tab';
import { inFrench, plainSpaces } from '../../../test/french';

const f = (value: string | null): ReceiptField<string> => ({ value, confidence: value === null ? 0 : 0.9, source: 'reader' });

const read: ReceiptDto = {
  id: 3,
  userId: 7,
  fileName: 'bureau-en-gros.jpg',
  mimeType: 'image/jpeg',
  size: 1200,
  status: 'read',
  unreadableReason: null,
  matchNote: null,
  fields: {
    vendor: f('BUREAU EN GROS'),
    date: f('2026-10-10'),
    total: f('1234.56'),
    gstHst: f('53.70'),
    pst: f(null),
    qst: f('107.11'),
    businessNumber: f('123456782RT0001'),
    currency: f('CAD'),
  },
  matchState: 'ambiguous',
  match: null,
  candidates: [],
  fileUrl: '/api/receipts/3/file',
  createdAt: '2026-10-14T12:00:00.000Z',
  readAt: '2026-10-14T12:00:05.000Z',
};

describe('the Receipts tab in French', { timeout: 20_000 }, () => {
  inFrench();

  it('shows a receipt read, its match and the missing purchases in French', async () => {
    stubApi({
      [`GET ${RECEIPTS_URL}`]: () => jsonResponse({ receipts: [read], total: 1, page: 1, pageSize: 50 }),
      [`GET ${missingReceiptsUrl(1)}`]: () =>
        jsonResponse({
          purchases: [{ transactionId: 1, date: '2026-10-10', name: 'STAPLES', amount: '-1234.56', accountName: 'Desjardins' }],
          total: 1,
          page: 1,
          pageSize: 20,
          from: '2026-08-01',
          to: '2026-10-30',
        }),
    });
    renderRoutes([{ path: '/dashboard', element: <ReceiptsTab /> }], '/dashboard');

    expect(await screen.findByRole('heading', { name: 'Reçus' })).toBeInTheDocument();
    expect(screen.getByText(/jusqu’à 10 à la fois/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prendre une photo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choisir des fichiers' })).toBeInTheDocument();

    const card = await screen.findByRole('article', { name: 'bureau-en-gros.jpg' });
    expect(within(card).getByText('Lu')).toBeInTheDocument();
    for (const label of ['Fournisseur', 'Date', 'Total', 'TPS/TVH', 'TVQ', 'Numéro d’entreprise']) expect(within(card).getByText(label)).toBeInTheDocument();
    const amounts = within(card)
      .getAllByRole('definition')
      .map((dd) => plainSpaces(dd.textContent));
    expect(amounts).toEqual(expect.arrayContaining(['1 234,56 CAD', '53,70 CAD', '107,11 CAD']));
    expect(within(card).getByText('Des transactions pourraient correspondre : votre teneur de livres choisira la bonne')).toBeInTheDocument();

    const missing = await screen.findByRole('list', { name: 'Achats sans reçu' });
    expect(plainSpaces(missing.textContent)).toContain('1 234,56 $');
    expect(document.body.textContent).not.toMatch(/Take a photo|Choose files|Vendor|Business number|Transactions that may fit|Missing receipts/);
  });

  it('says in French that a receipt is being read once sent', async () => {
    stubApi({
      [`GET ${RECEIPTS_URL}`]: () => jsonResponse({ receipts: [], total: 0, page: 1, pageSize: 50 }),
      'POST /api/receipts': () =>
        jsonResponse(
          {
            receipts: [
              { ...read, status: 'reading' },
              { ...read, id: 4, status: 'reading' },
            ],
          },
          201,
        ),
    });
    renderRoutes([{ path: '/dashboard', element: <ReceiptsTab /> }], '/dashboard');

    expect(await screen.findByRole('heading', { name: 'Aucun reçu pour l’instant' })).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('receipt-files'), {
      target: { files: [new File(['a'], 'a.jpg', { type: 'image/jpeg' }), new File(['b'], 'b.jpg', { type: 'image/jpeg' })] },
    });
    expect(await screen.findByText('2 reçus envoyés : nous les lisons.')).toBeInTheDocument();
  });
});
