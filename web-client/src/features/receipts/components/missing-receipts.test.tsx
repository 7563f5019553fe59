import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import type { MissingReceiptDto, MissingReceiptsPageDto } from '@ledgerleaf/contracts';
import { errorResponse, jsonResponse, stubApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render';
import { missingReceiptsUrl } from '../api/receipts';
import { MissingReceipts } from './missing-receipts';

const routes: RouteObject[] = [{ path: '/dashboard', element: <MissingReceipts /> }];
const render = () => renderRoutes(routes, '/dashboard');

const purchase = (id: number, over: Partial<MissingReceiptDto> = {}): MissingReceiptDto => ({
  transactionId: id,
  date: '2026-10-10',
  name: 'BUREAU PRO INC',
  amount: '-565.00',
  accountName: 'RBC Chequing',
  ...over,
});
const page = (purchases: MissingReceiptDto[], total = purchases.length, n = 1): MissingReceiptsPageDto => ({
  purchases,
  total,
  page: n,
  pageSize: 20,
  from: '2026-08-01',
  to: '2026-10-30',
});

describe('Missing receipts', () => {
  it('lists the purchases of $100 or more without a receipt, amounts as paid', async () => {
    stubApi({
      [`GET ${missingReceiptsUrl(1)}`]: () =>
        jsonResponse(page([purchase(1), purchase(2, { date: '2026-10-01', name: 'ADOBE *CREATIVE CLD', amount: '-113.00' })])),
    });
    render();
    const list = await screen.findByRole('list', { name: 'Purchases without a receipt' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('BUREAU PRO INC')).toBeInTheDocument();
    expect(within(rows[0]).getByText('$565.00')).toBeInTheDocument();
    expect(within(rows[1]).getByText('$113.00')).toBeInTheDocument();
  });

  it('pages through a long list', async () => {
    stubApi({
      [`GET ${missingReceiptsUrl(1)}`]: () => jsonResponse(page([purchase(1)], 25)),
      [`GET ${missingReceiptsUrl(2)}`]: () => jsonResponse(page([purchase(9, { name: 'AIR CANADA' })], 25, 2)),
    });
    render();
    expect(await screen.findByText('Page 1 of 2 (25 purchases)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('AIR CANADA')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2 (25 purchases)')).toBeInTheDocument();
  });

  it('says when nothing is missing, and when the list cannot be loaded', async () => {
    stubApi({});
    const view = render();
    expect(await screen.findByRole('heading', { name: 'No missing receipts' })).toBeInTheDocument();
    view.unmount();
    stubApi({ [`GET ${missingReceiptsUrl(1)}`]: () => errorResponse(500, 'Internal server error') });
    render();
    expect(await screen.findByText('Missing receipts could not be loaded')).toBeInTheDocument();
  });
});
