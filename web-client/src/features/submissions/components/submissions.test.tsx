import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUBMISSION_MESSAGES, type SubmissionView } from '@ledgerleaf/contracts';
import { callsTo, errorResponse, jsonResponse, stubApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render';
import { NewSubmissionForm } from './new-submission-form';
import { SubmissionsHistory } from './submissions-history';

const file = (name: string, type = 'application/pdf') => new File(['%PDF-1.4 test'], name, { type });

const submission = (overrides: Partial<SubmissionView> = {}): SubmissionView => ({
  id: 1,
  userId: 7,
  summaryName: 'October receipts',
  status: 'pending',
  paymentStatus: 'pending',
  paymentIntentId: null,
  documents: [
    {
      originalName: 'invoice.pdf',
      path: '2026/11/a.pdf',
      url: '/api/downloads/submission-document/1/invoice.pdf?index=0',
      mimeType: 'application/pdf',
      size: 10,
    },
  ],
  resultPdfUrl: null,
  resultCsvUrl: null,
  manualTransactionsCsvUrl: null,
  additionalCategoriesCsvUrl: null,
  manualTransactions: [],
  additionalCategories: [],
  editRequests: [],
  resultHistory: [],
  createdAt: '2026-11-02T15:00:00.000Z',
  updatedAt: '2026-11-02T15:00:00.000Z',
  ...overrides,
});

describe('New submission form', () => {
  it('asks for the required fields with the spec message before sending anything', async () => {
    const fetchMock = stubApi({});
    renderRoutes([{ path: '/', element: <NewSubmissionForm /> }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(SUBMISSION_MESSAGES.formIncomplete)).toBeInTheDocument();
    expect(screen.getByText(SUBMISSION_MESSAGES.summaryNameRequired)).toBeInTheDocument();
    expect(screen.getByText(SUBMISSION_MESSAGES.documentRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/submissions')).toHaveLength(0);
  });

  it('checks each manual row, then sends documents and rows as multipart with JSON fields', { timeout: 60_000 }, async () => {
    const fetchMock = stubApi({ 'POST /api/submissions': () => jsonResponse(submission(), 201), 'GET /api/submissions': () => jsonResponse([]) });
    renderRoutes([{ path: '/', element: <NewSubmissionForm /> }]);

    await userEvent.type(await screen.findByRole('textbox', { name: 'Title' }), 'October receipts');
    const input = screen.getByTestId('Documents-input');
    fireEvent.change(input, { target: { files: [file('a.pdf'), file('b.png', 'image/png')] } });
    expect(within(screen.getByRole('list', { name: 'Chosen documents' })).getAllByRole('listitem')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Add transaction' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(SUBMISSION_MESSAGES.transactionNameRequired)).toBeInTheDocument();
    expect(screen.getByText(SUBMISSION_MESSAGES.provinceRequired)).toBeInTheDocument();
    expect(screen.getByText(SUBMISSION_MESSAGES.amountPositive)).toBeInTheDocument();

    const row = screen.getByRole('group', { name: 'Transaction 1' });
    fireEvent.change(within(row).getByLabelText('Date'), { target: { value: '2026-10-04' } });
    await userEvent.type(within(row).getByRole('textbox', { name: 'Transaction name' }), 'Cash sale');
    const amount = within(row).getByRole('spinbutton', { name: 'Amount' });
    expect(amount).toHaveAttribute('step', '0.01');
    await userEvent.type(amount, '240.5');
    await userEvent.click(within(row).getByRole('combobox', { name: 'Province' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ontario' }));

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/submissions')).toHaveLength(1));
    const body = callsTo(fetchMock, 'POST', '/api/submissions')[0][1]?.body as FormData;
    expect(body.get('summaryName')).toBe('October receipts');
    expect(body.getAll('documents').map((f) => (f as File).name)).toEqual(['a.pdf', 'b.png']);
    expect(JSON.parse(String(body.get('manualTransactions')))).toEqual([
      { transactionDate: '2026-10-04', transactionName: 'Cash sale', province: 'ON', amount: '240.5' },
    ]);
    expect(JSON.parse(String(body.get('additionalCategories')))).toEqual([]);
    expect(await screen.findByText(SUBMISSION_MESSAGES.submitted)).toBeInTheDocument();
  });

  it('shows the server message when the submission is refused', async () => {
    stubApi({ 'POST /api/submissions': () => errorResponse(400, SUBMISSION_MESSAGES.documentTypeRefused('a.pdf')) });
    renderRoutes([{ path: '/', element: <NewSubmissionForm /> }]);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Title' }), 'x');
    fireEvent.change(screen.getByTestId('Documents-input'), { target: { files: [file('a.pdf')] } });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(SUBMISSION_MESSAGES.documentTypeRefused('a.pdf'))).toBeInTheDocument();
  });
});

describe('Submissions history', () => {
  it('shows loading, then the empty state', async () => {
    stubApi({ 'GET /api/submissions': () => jsonResponse([]) });
    renderRoutes([{ path: '/', element: <SubmissionsHistory /> }]);
    expect(await screen.findByText('No submissions yet')).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    stubApi({ 'GET /api/submissions': () => errorResponse(500, 'Database down') });
    renderRoutes([{ path: '/', element: <SubmissionsHistory /> }]);
    expect(await screen.findByText('Database down')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows badges, documents, results once completed and the latest edit request first', async () => {
    stubApi({
      'GET /api/submissions': () =>
        jsonResponse([
          submission({
            id: 2,
            summaryName: 'September statements',
            status: 'completed',
            resultPdfUrl: '/uploads/2026/11/r.pdf',
            resultCsvUrl: '/uploads/2026/11/r.csv',
            editRequests: [
              { id: 9, description: 'Split the rent', status: 'resolved', documents: [], createdAt: '2026-11-05T10:00:00.000Z' },
              { id: 8, description: 'Fix the date', status: 'resolved', documents: [], createdAt: '2026-11-03T10:00:00.000Z' },
            ],
          }),
          submission(),
        ]),
    });
    renderRoutes([{ path: '/', element: <SubmissionsHistory /> }]);
    const done = await screen.findByRole('article', { name: 'September statements' });
    expect(within(done).getByText('Completed')).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/uploads/2026/11/r.pdf');
    expect(
      within(done)
        .getByText(/Latest edit request/)
        .closest('[role="alert"]'),
    ).toHaveTextContent('Split the rent');
    expect(within(within(done).getByRole('list', { name: 'Earlier edit requests' })).getByText(/Fix the date/)).toBeInTheDocument();
    const pending = screen.getByRole('article', { name: 'October receipts' });
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
    expect(within(pending).queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
    expect(within(pending).getByRole('link', { name: 'invoice.pdf' })).toHaveAttribute('href', '/api/downloads/submission-document/1/invoice.pdf?index=0');
  });

  it('deletes only after confirming', async () => {
    const fetchMock = stubApi({
      'GET /api/submissions': () => jsonResponse([submission()]),
      'DELETE /api/submissions/1': () => new Response(null, { status: 204 }),
    });
    renderRoutes([{ path: '/', element: <SubmissionsHistory /> }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(SUBMISSION_MESSAGES.deleteConfirm);
    expect(callsTo(fetchMock, 'DELETE', '/api/submissions/1')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', '/api/submissions/1')).toHaveLength(1));
    expect(await screen.findByText(SUBMISSION_MESSAGES.deleted)).toBeInTheDocument();
  });

  it('requires a description for an edit request, then sends it with documents', { timeout: 30_000 }, async () => {
    const fetchMock = stubApi({
      'GET /api/submissions': () => jsonResponse([submission()]),
      'POST /api/submissions/1/edit-request': () => jsonResponse(submission({ status: 'edit_requested' }), 201),
    });
    renderRoutes([{ path: '/', element: <SubmissionsHistory /> }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Request Edit' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText(SUBMISSION_MESSAGES.descriptionToast)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/submissions/1/edit-request')).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Please split the rent');
    fireEvent.change(within(dialog).getByTestId('Additional documents-input'), { target: { files: [file('lease.pdf')] } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/submissions/1/edit-request')).toHaveLength(1));
    const body = callsTo(fetchMock, 'POST', '/api/submissions/1/edit-request')[0][1]?.body as FormData;
    expect(body.get('description')).toBe('Please split the rent');
    expect((body.get('documents') as File).name).toBe('lease.pdf');
  });
});
