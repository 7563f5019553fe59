import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { SUBMISSION_ADMIN_TEXTS as T, SUBMISSION_MESSAGES, type AdminSubmissionView } from '@ledgerleaf/contracts';
import { renderInAdmin } from '../../test/render-in-admin';
import { dataProvider as realDataProvider } from '../../data-provider';
import { jsonResponse } from '../../test/fixtures';
import PendingSubmissionList from './pending-submission-list';
import CompletedSubmissionList from './completed-submission-list';
import EditRequestList from './edit-request-list';

const submission = (overrides: Partial<AdminSubmissionView> = {}): AdminSubmissionView => ({
  id: 5,
  userId: 7,
  userName: 'Avery Lambert',
  userEmail: 'avery@example.ca',
  summaryName: 'October receipts',
  status: 'pending',
  paymentStatus: 'pending',
  paymentIntentId: null,
  documents: [
    {
      originalName: 'invoice.pdf',
      path: '2026/11/a.pdf',
      url: '/api/downloads/submission-document/5/invoice.pdf?index=0',
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

const render = (ui: React.ReactNode, resource: string, api: object) =>
  renderInAdmin(
    <>
      {ui}
      <Notification />
    </>,
    { dataProvider: api as never, resource },
  );

const pdf = new File(['%PDF-1.4'], 'result.pdf', { type: 'application/pdf' });
const csv = new File(['a,b\n'], 'result.csv', { type: 'text/csv' });

const fetchMock = vi.fn<typeof fetch>();
const openMock = vi.fn();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('open', openMock);
  fetchMock.mockReset();
  openMock.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('Pending Requests', () => {
  it('shows the empty state', async () => {
    render(<PendingSubmissionList />, 'pending-submissions', { getList: async () => ({ data: [], total: 0 }) });
    expect(await screen.findByText(T.noPending, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('needs both files, then marks complete showing Processing... while it runs', async () => {
    let finish: () => void = () => {};
    const markComplete = vi.fn(() => new Promise((resolve) => (finish = () => resolve({ data: submission({ status: 'completed' }) }))));
    render(<PendingSubmissionList />, 'pending-submissions', { getList: async () => ({ data: [submission()], total: 1 }), markComplete });

    const card = await screen.findByRole('article', { name: 'October receipts' });
    expect(within(card).getByRole('button', { name: 'invoice.pdf' })).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: T.markComplete }));
    expect(await screen.findByText(`${T.errorTitle}: ${SUBMISSION_MESSAGES.resultFilesRequired}`)).toBeInTheDocument();
    expect(markComplete).not.toHaveBeenCalled();

    fireEvent.change(within(card).getByLabelText(`${T.pdfFile} for October receipts`), { target: { files: [pdf] } });
    fireEvent.change(within(card).getByLabelText(`${T.csvFile} for October receipts`), { target: { files: [csv] } });
    fireEvent.click(within(card).getByRole('button', { name: T.markComplete }));
    expect(await within(card).findByRole('button', { name: T.processing })).toBeDisabled();
    expect(markComplete).toHaveBeenCalledWith(5, pdf, csv);
    finish();
    expect(await screen.findByText(T.markedComplete)).toBeInTheDocument();
  }, 20_000);
});

describe('Completed', () => {
  const completed = submission({
    status: 'completed',
    resultPdfUrl: '/uploads/2026/11/r.pdf',
    resultCsvUrl: '/uploads/2026/11/r.csv',
    manualTransactionsCsvUrl: '/uploads/2026/11/m.csv',
  });

  it('shows the empty state', async () => {
    render(<CompletedSubmissionList />, 'completed-submissions', { getList: async () => ({ data: [], total: 0 }) });
    expect(await screen.findByText(T.noCompleted, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('checks a result file with HEAD before opening it', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 200 }));
    render(<CompletedSubmissionList />, 'completed-submissions', { getList: async () => ({ data: [completed], total: 1 }) });
    await userEvent.click(await screen.findByRole('button', { name: T.viewPdf }));
    await waitFor(() => expect(openMock).toHaveBeenCalledWith('/uploads/2026/11/r.pdf', '_blank', 'noopener'));
    expect(fetchMock).toHaveBeenCalledWith('/uploads/2026/11/r.pdf', expect.objectContaining({ method: 'HEAD', credentials: 'include' }));
  });

  it.each([
    [T.viewPdf, T.pdfMissing],
    [T.viewCsv, T.csvMissing],
    [T.manualTransactions, T.manualCsvMissing],
  ])('says File Not Found when %s is gone', async (button, text) => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 404 }));
    render(<CompletedSubmissionList />, 'completed-submissions', { getList: async () => ({ data: [completed], total: 1 }) });
    await userEvent.click(await screen.findByRole('button', { name: button }));
    expect(await screen.findByText(T.fileNotFoundTitle)).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(openMock).not.toHaveBeenCalled();
  });

  it('says Download Error when the check itself fails', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<CompletedSubmissionList />, 'completed-submissions', { getList: async () => ({ data: [completed], total: 1 }) });
    await userEvent.click(await screen.findByRole('button', { name: T.viewCsv }));
    expect(await screen.findByText(T.downloadErrorTitle)).toBeInTheDocument();
    expect(screen.getByText(T.csvError)).toBeInTheDocument();
  });
});

describe('Edit Requests', () => {
  const requested = (description: string) =>
    submission({
      status: 'edit_requested',
      editRequests: [
        {
          id: 3,
          description,
          status: 'pending',
          createdAt: '2026-11-05T00:00:00.000Z',
          documents: [{ originalName: 'lease.png', path: 'k', url: '/uploads/2026/11/l.png', mimeType: 'image/png', size: 1 }],
        },
        { id: 2, description: 'Older request', status: 'resolved', createdAt: '2026-11-04T00:00:00.000Z', documents: [] },
      ],
    });

  it('shows the empty state', async () => {
    render(<EditRequestList />, 'edit-requests', { getList: async () => ({ data: [], total: 0 }) });
    expect(await screen.findByText(T.noEditRequests, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows the latest request in a red panel with its files, and submits updated files', async () => {
    const submitUpdatedFiles = vi.fn(async () => ({ data: submission({ status: 'completed' }) }));
    render(<EditRequestList />, 'edit-requests', { getList: async () => ({ data: [requested('Split the rent')], total: 1 }), submitUpdatedFiles });
    const card = await screen.findByRole('article', { name: 'October receipts' });
    expect(within(card).getByText(T.editRequested, { selector: '.MuiAlertTitle-root' })).toBeInTheDocument();
    expect(within(card).getByText('Split the rent')).toBeInTheDocument();
    expect(within(card).queryByText('Older request')).not.toBeInTheDocument();
    expect(within(card).getByText(T.attachedFiles)).toBeInTheDocument();

    fetchMock.mockResolvedValueOnce(new Response(null, { status: 404 }));
    await userEvent.click(within(card).getByRole('button', { name: 'lease.png' }));
    expect(await screen.findByText(T.attachmentMissing('lease.png'))).toBeInTheDocument();

    fireEvent.change(within(card).getByLabelText(`${T.pdfFile} for October receipts`), { target: { files: [pdf] } });
    fireEvent.change(within(card).getByLabelText(`${T.csvFile} for October receipts`), { target: { files: [csv] } });
    await userEvent.click(within(card).getByRole('button', { name: T.submitUpdatedFiles }));
    await waitFor(() => expect(submitUpdatedFiles).toHaveBeenCalledWith(5, pdf, csv));
  }, 20_000);

  it('says No description provided for an empty description', async () => {
    render(<EditRequestList />, 'edit-requests', { getList: async () => ({ data: [requested('')], total: 1 }) });
    expect(await screen.findByText(T.noDescription)).toBeInTheDocument();
  });
});

describe('dataProvider for submissions', () => {
  it('lists a queue as /api/admin/submissions with its status', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse([submission()], { headers: { 'Content-Range': 'submissions 0-0/1' } }));
    const result = await realDataProvider.getList('edit-requests', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'ASC' },
      filter: {},
    });
    const url = new URL(String(fetchMock.mock.calls[0][0]), 'http://console.test');
    expect(url.pathname).toBe('/api/admin/submissions');
    expect(url.searchParams.get('filter')).toBe('{"status":"edit_requested"}');
    expect(result.total).toBe(1);
  });

  it('sends markComplete and submitUpdatedFiles as multipart pdf + csv', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(submission({ status: 'completed' })));
    await realDataProvider.markComplete(5, pdf, csv);
    await realDataProvider.submitUpdatedFiles(6, pdf, csv);
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/admin/submissions/5/complete');
    expect(String(fetchMock.mock.calls[1][0])).toBe('/api/admin/submissions/6/updated-files');
    const body = fetchMock.mock.calls[0][1]?.body as FormData;
    expect((body.get('pdf') as File).name).toBe('result.pdf');
    expect((body.get('csv') as File).name).toBe('result.csv');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: 'POST', credentials: 'include' });
  });
});
