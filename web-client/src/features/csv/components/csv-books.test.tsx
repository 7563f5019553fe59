import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { LEDGER_MESSAGES } from '@ledgerleaf/contracts';
import { bodiesOf, callsTo, errorResponse, jsonResponse, pending, stubApi } from '../../../test/api-mock';
import { makeCsvUpload } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { CsvUploadTab } from './csv-upload-tab';

const routes: RouteObject[] = [{ path: '/dashboard', element: <CsvUploadTab /> }];
const completed = makeCsvUpload({ id: 40, fileName: 'visa-september.csv', status: 'completed', processedRowCount: 12, progress: 100 });
const inBooks = { ...completed, books: { accountName: 'Visa ending 4412', accountType: 'credit_card' as const, addedAt: '2026-10-03T10:00:00.000Z' } };
const card = () => screen.findByRole('article', { name: 'visa-september.csv' });

describe('CSV tab: adding an upload to the books', () => {
  it('offers "Add to my books" only on a completed upload', async () => {
    stubApi({ 'GET /api/csv/uploads': () => jsonResponse([completed, makeCsvUpload({ id: 41, fileName: 'raw.csv' })]) });
    renderRoutes(routes, '/dashboard');
    expect(within(await card()).getByRole('button', { name: 'Add to my books' })).toBeInTheDocument();
    expect(within(await screen.findByRole('article', { name: 'raw.csv' })).queryByRole('button', { name: 'Add to my books' })).not.toBeInTheDocument();
  });

  it('asks for the account name, refuses a blank one, sends it and shows the upload in the books', async () => {
    const fetchMock = stubApi({
      'GET /api/csv/uploads': () => jsonResponse([completed]),
      'POST /api/csv/books/40': () => jsonResponse(inBooks),
    });
    renderRoutes(routes, '/dashboard');
    await userEvent.click(within(await card()).getByRole('button', { name: 'Add to my books' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to my books' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to my books' }));
    expect(within(dialog).getByText(LEDGER_MESSAGES.accountNameRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/csv/books/40')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Account name'), '  Visa ending 4412 ');
    expect(within(dialog).getByLabelText('Account type')).toHaveValue('bank');
    await userEvent.selectOptions(within(dialog).getByLabelText('Account type'), 'Credit card');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to my books' }));

    expect(await screen.findByText(LEDGER_MESSAGES.addedToBooks('Visa ending 4412'))).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/api/csv/books/40')).toEqual([{ accountName: 'Visa ending 4412', accountType: 'credit_card' }]);
    expect(within(await card()).getByText('In your books as Visa ending 4412')).toBeInTheDocument();
    expect(within(await card()).getByRole('button', { name: 'Remove from books' })).toBeInTheDocument();
  });

  it('shows "Adding..." while the request runs', async () => {
    stubApi({ 'GET /api/csv/uploads': () => jsonResponse([completed]), 'POST /api/csv/books/40': pending });
    renderRoutes(routes, '/dashboard');
    await userEvent.click(within(await card()).getByRole('button', { name: 'Add to my books' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to my books' });
    await userEvent.type(within(dialog).getByLabelText('Account name'), 'Visa');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to my books' }));
    expect(await within(dialog).findByRole('button', { name: 'Adding...' })).toBeDisabled();
  });

  it('tells why when adding fails', async () => {
    stubApi({
      'GET /api/csv/uploads': () => jsonResponse([completed]),
      'POST /api/csv/books/40': () => errorResponse(409, LEDGER_MESSAGES.uploadNotCompleted),
    });
    renderRoutes(routes, '/dashboard');
    await userEvent.click(within(await card()).getByRole('button', { name: 'Add to my books' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to my books' });
    await userEvent.type(within(dialog).getByLabelText('Account name'), 'Visa');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to my books' }));
    expect(await screen.findByText(LEDGER_MESSAGES.addFailed)).toBeInTheDocument();
    expect(await screen.findByText(LEDGER_MESSAGES.uploadNotCompleted)).toBeInTheDocument();
  });

  it('takes an upload out of the books', async () => {
    const fetchMock = stubApi({ 'GET /api/csv/uploads': () => jsonResponse([inBooks]), 'DELETE /api/csv/books/40': () => jsonResponse(completed) });
    renderRoutes(routes, '/dashboard');
    await userEvent.click(within(await card()).getByRole('button', { name: 'Remove from books' }));
    expect(await screen.findByText(LEDGER_MESSAGES.removedFromBooks)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/csv/books/40')).toHaveLength(1);
    expect(within(await card()).getByRole('button', { name: 'Add to my books' })).toBeInTheDocument();
  });
});
