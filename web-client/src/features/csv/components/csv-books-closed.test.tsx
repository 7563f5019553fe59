import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { LEDGER_MESSAGES, MONTH_CLOSE_MESSAGES } from '@ledgerleaf/contracts';
import { errorResponse, jsonResponse, stubApi } from '../../../test/api-mock';
import { makeCsvUpload } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { CsvUploadTab } from './csv-upload-tab';

// The month close (issue 28): an upload with rows in a closed month cannot leave (or join) the
// books; the client reads the server's reason beside the failure, and the upload stays in.
const CLOSED = MONTH_CLOSE_MESSAGES.closed('2026-09');
const routes: RouteObject[] = [{ path: '/dashboard', element: <CsvUploadTab /> }];
const inBooks = {
  ...makeCsvUpload({ id: 40, fileName: 'visa-september.csv', status: 'completed', processedRowCount: 12, progress: 100 }),
  books: { accountName: 'Visa ending 4412', accountType: 'credit_card' as const, addedAt: '2026-10-03T10:00:00.000Z' },
};

describe('CSV tab: the books of a closed month', () => {
  it("shows the server's reason when taking the upload out is refused", async () => {
    stubApi({ 'GET /api/csv/uploads': () => jsonResponse([inBooks]), 'DELETE /api/csv/books/40': () => errorResponse(409, CLOSED) });
    renderRoutes(routes, '/dashboard');
    const card = await screen.findByRole('article', { name: 'visa-september.csv' });
    await userEvent.click(within(card).getByRole('button', { name: 'Remove from books' }));
    expect(await screen.findByText(LEDGER_MESSAGES.removeFailed)).toBeInTheDocument();
    expect(await screen.findByText(CLOSED)).toBeInTheDocument();
    expect(within(await screen.findByRole('article', { name: 'visa-september.csv' })).getByText('In your books as Visa ending 4412')).toBeInTheDocument();
  });
});
