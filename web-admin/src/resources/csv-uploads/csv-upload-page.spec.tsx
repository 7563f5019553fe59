import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, Notification } from 'react-admin';
import { CSV_MESSAGES, DEFAULT_CATEGORIES, type AdminCsvUploadListItem } from '@ledgerleaf/contracts';
import CsvUploadPage from './csv-upload-page';
import { renderInAdmin } from '../../test/render-in-admin';
import { adminCsvUpload, csvPreviewRow } from '../../test/fixtures';
import { noRetryQueryClient } from '../../test/no-retry-query-client';

const completed = adminCsvUpload({
  id: 70,
  fileName: 'september-card-export.csv',
  status: 'completed',
  originalRowCount: 8,
  processedRowCount: 8,
  progress: 100,
  reviewCount: 1,
  categorizedData: [
    csvPreviewRow({
      id: 1,
      transactionDate: '2026-09-01',
      transactionName: 'SHOPIFY PAYOUT',
      transactionAmount: '1234.50',
      aiCategory: 'Sales Revenue',
      confidence: 0.97,
      source: 'rule',
    }),
    csvPreviewRow({ id: 2, transactionName: 'ROGERS WIRELESS', aiCategory: 'Telephone & Internet', confidence: 0.88, source: 'ai' }),
    csvPreviewRow({ id: 3, transactionName: 'GITHUB', aiCategory: 'Software', confidence: 0.99, source: 'learned' }),
    csvPreviewRow({ id: 4, transactionName: 'ADOBE', aiCategory: 'Software', confidence: 1, source: 'staff' }),
    csvPreviewRow({ id: 5, transactionName: 'E-TRANSFER 8812', aiCategory: null, confidence: 0.3, source: 'ai', needsReview: true }),
  ],
});

/** A fake console API whose list follows what the named methods did, like the real one. */
const fakeCsvApi = (rows: AdminCsvUploadListItem[]) => {
  let data = rows;
  const api = {
    getList: vi.fn(async () => ({ data, total: data.length })),
    uploadCsv: vi.fn(async (file: File) => {
      data = [adminCsvUpload({ id: 99, fileName: file.name, originalRowCount: 3 }), ...data];
      return { id: 99, rowCount: 3 };
    }),
    categorizeCsvUpload: vi.fn(async (id: number) => {
      data = data.map((row) => (row.id === id ? { ...completed, id, fileName: row.fileName, processedRowCount: 9 } : row));
      return { id, status: 'completed' as const, processedCount: 9 };
    }),
    deleteCsvUpload: vi.fn(async (id: number) => {
      data = data.filter((row) => row.id !== id);
      return { id };
    }),
    downloadCsvUpload: vi.fn(async () => new Blob(['Transaction_Date,...\n'], { type: 'text/csv' })),
    correctCsvRow: vi.fn(async (rowId: number, category: string) => ({ ...csvPreviewRow({ id: rowId }), aiCategory: category, source: 'staff' })),
    set: (next: AdminCsvUploadListItem[]) => (data = next),
  };
  return api;
};

const renderPage = (api: ReturnType<typeof fakeCsvApi>) =>
  renderInAdmin(
    <>
      <CsvUploadPage />
      <Notification />
    </>,
    { dataProvider: api as never, resource: 'csv-uploads', queryClient: noRetryQueryClient() },
  );

const csvFile = (name = 'november.csv', type = 'text/csv') =>
  new File(['Transaction_Date,Transaction_Name,Transaction_Amount,Transaction_Category\n'.repeat(20)], name, { type });
const drop = (file: File) => fireEvent.drop(screen.getByTestId('csv-dropzone'), { dataTransfer: { files: [file], types: ['Files'] } });
const item = (name: string) => screen.findByRole('article', { name });

describe('CSV page: the upload card and the categories', () => {
  it('shows the empty state, and the 16 default categories in Revenue and Expense columns', async () => {
    renderPage(fakeCsvApi([]));

    expect(await screen.findByText(CSV_MESSAGES.emptyTitle)).toBeInTheDocument();
    expect(screen.getByText(CSV_MESSAGES.emptyHint)).toBeInTheDocument();
    const revenue = screen.getByRole('region', { name: 'Revenue' });
    const expense = screen.getByRole('region', { name: 'Expense' });
    expect(within(revenue).getAllByRole('listitem')).toHaveLength(DEFAULT_CATEGORIES.REVENUE.length);
    expect(within(expense).getAllByRole('listitem')).toHaveLength(DEFAULT_CATEGORIES.EXPENSE.length);
  });

  it('keeps Add disabled while the name is blank, adds to the chosen column and removes', async () => {
    renderPage(fakeCsvApi([]));
    await screen.findByText(CSV_MESSAGES.emptyTitle);

    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'New category name' }), '   ');
    expect(add).toBeDisabled();
    await userEvent.clear(screen.getByRole('textbox', { name: 'New category name' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'New category name' }), 'Grants');
    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Revenue' }));
    await userEvent.click(add);

    expect(within(screen.getByRole('region', { name: 'Revenue' })).getByText('Grants')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Taxes' }));
    expect(within(screen.getByRole('region', { name: 'Expense' })).queryByText('Taxes')).not.toBeInTheDocument();
  });

  it('accepts only a text/csv drop, then shows the name and size in KB', async () => {
    renderPage(fakeCsvApi([]));
    await screen.findByText(CSV_MESSAGES.emptyTitle);

    drop(csvFile('statement.csv', 'application/vnd.ms-excel'));
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    expect(await screen.findByText(CSV_MESSAGES.notCsvName)).toBeInTheDocument();

    drop(csvFile());
    expect(screen.getByText('november.csv')).toBeInTheDocument();
    expect(screen.getByText(/\(1\.4 KB\)/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByText('november.csv')).not.toBeInTheDocument();
  });

  it("takes a bank's OFX or QFX statement as the client tab does, by its name", async () => {
    renderPage(fakeCsvApi([]));
    await screen.findByText(CSV_MESSAGES.emptyTitle);
    expect(screen.getByText(/Also read as exported: OFX\/QFX statements/)).toHaveTextContent('RBC Royal Bank');

    drop(csvFile('september.qfx', ''));
    expect(screen.getByText('september.qfx')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('uploads with the page categories, confirms with the row count and lists the file', async () => {
    const api = fakeCsvApi([]);
    renderPage(api);
    await screen.findByText(CSV_MESSAGES.emptyTitle);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Taxes' }));

    drop(csvFile());
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('CSV uploaded successfully with 3 transactions')).toBeInTheDocument();
    const [file, categories] = api.uploadCsv.mock.calls[0] as unknown as [File, { type: string; categoryName: string }[]];
    expect(file.name).toBe('november.csv');
    expect(categories).toHaveLength(15);
    expect(categories).toContainEqual({ type: 'REVENUE', categoryName: 'Sales Revenue' });
    expect(categories).not.toContainEqual({ type: 'EXPENSE', categoryName: 'Taxes' });
    expect(await item('november.csv')).toBeInTheDocument();
  });

  it("shows the server's reason, or 'Failed to upload CSV', when the upload is refused", async () => {
    const api = fakeCsvApi([]);
    api.uploadCsv.mockRejectedValueOnce(
      new HttpError('Missing required column: Transaction_Amount', 400, { error: 'Missing required column: Transaction_Amount' }),
    );
    api.uploadCsv.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage(api);
    await screen.findByText(CSV_MESSAGES.emptyTitle);

    drop(csvFile());
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Missing required column: Transaction_Amount')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(CSV_MESSAGES.uploadFailed)).toBeInTheDocument();
    expect(screen.getByText('november.csv')).toBeInTheDocument();
  });
});

describe('CSV page: the uploaded files', () => {
  beforeEach(() => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }));
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows name, rows, uploader, date-time and status; categorizes an uploaded file', async () => {
    const api = fakeCsvApi([adminCsvUpload()]);
    renderPage(api);

    const upload = await item('october-card-export.csv');
    expect(within(upload).getByText(/9 rows · Jordan Okafor \(jordan@maplebakery\.ca\)/)).toBeInTheDocument();
    expect(within(upload).getByText(/Nov 20, 2026/)).toHaveAttribute('datetime', '2026-11-20T15:45:00.000Z');
    expect(within(upload).getByText('Uploaded')).toBeInTheDocument();
    expect(within(upload).queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();

    await userEvent.click(within(upload).getByRole('button', { name: CSV_MESSAGES.categorizeButton }));

    expect(api.categorizeCsvUpload).toHaveBeenCalledWith(61);
    expect(await screen.findByText('Successfully categorized 9 transactions')).toBeInTheDocument();
    expect(await within(await item('october-card-export.csv')).findByText('Completed')).toBeInTheDocument();
  });

  it("labels the button 'Categorizing...' while it runs, and falls back to 'Failed to categorize transactions'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = fakeCsvApi([adminCsvUpload()]);
    let fail: (error: unknown) => void = () => {};
    api.categorizeCsvUpload.mockReturnValueOnce(new Promise((_resolve, reject) => (fail = reject)));
    renderPage(api);

    await userEvent.click(within(await item('october-card-export.csv')).getByRole('button', { name: CSV_MESSAGES.categorizeButton }));
    expect(screen.getByRole('button', { name: CSV_MESSAGES.categorizingButton })).toBeDisabled();
    fail(new TypeError('Failed to fetch'));

    expect(await screen.findByText(CSV_MESSAGES.categorizeFailed)).toBeInTheDocument();
  });

  it('shows the progress bar while processing and polls until the job completes', async () => {
    const api = fakeCsvApi([adminCsvUpload({ status: 'processing', progress: 45 })]);
    renderPage(api);

    const bar = await screen.findByRole('progressbar', { name: 'Categorizing october-card-export.csv' });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    api.set([{ ...completed, id: 61, fileName: 'october-card-export.csv' }]);

    expect(await screen.findByRole('table', { name: 'Preview of october-card-export.csv' }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: /Categorizing/ })).not.toBeInTheDocument();
    const calls = api.getList.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(api.getList.mock.calls.length).toBe(calls);
  });

  it('previews 5 rows with $ amounts, category, confidence and source, then "And N more transactions..."', async () => {
    renderPage(fakeCsvApi([completed]));

    const upload = await item('september-card-export.csv');
    const rows = within(within(upload).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('Sep 1, 2026');
    expect(rows[0]).toHaveTextContent('SHOPIFY PAYOUT');
    expect(rows[0]).toHaveTextContent('$1,234.50');
    expect(within(rows[0]).getByRole('combobox', { name: 'Category of SHOPIFY PAYOUT' })).toHaveTextContent('Sales Revenue');
    expect(rows[0]).toHaveTextContent('97%');
    expect(rows[0]).toHaveTextContent('rule');
    expect(rows[1]).toHaveTextContent('-$85.00');
    expect(rows[1]).toHaveTextContent('AI');
    expect(rows[2]).toHaveTextContent('learned');
    expect(rows[3]).toHaveTextContent('staff');
    expect(rows[4]).toHaveTextContent('Uncategorized');
    expect(within(rows[4]).getByText('Review')).toBeInTheDocument();
    expect(within(upload).getByText('And 3 more transactions...')).toBeInTheDocument();
    expect(within(upload).getByText('1 rows to review (low confidence or no category)')).toBeInTheDocument();
  });

  it("saves the download under the upload's fileName, or upload-{id}.csv without one", async () => {
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    const api = fakeCsvApi([completed, { ...completed, id: 71, fileName: '' }]);
    renderPage(api);

    await userEvent.click(within(await item('september-card-export.csv')).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicks).toEqual(['september-card-export.csv']));
    expect(api.downloadCsvUpload).toHaveBeenCalledWith(70);

    await userEvent.click(within(screen.getByRole('article', { name: '' })).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicks).toEqual(['september-card-export.csv', 'upload-71.csv']));
  });

  it("corrects a previewed row's category and says the client's next uploads will use it", async () => {
    const api = fakeCsvApi([completed]);
    renderPage(api);

    const upload = await item('september-card-export.csv');
    await userEvent.click(within(upload).getByRole('combobox', { name: 'Category of ROGERS WIRELESS' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Software' }));

    expect(api.correctCsvRow).toHaveBeenCalledWith(2, 'Software');
    expect(await screen.findByText("Category corrected: this client's next uploads will use it")).toBeInTheDocument();
  });

  it('deletes after a confirmation, in any state', async () => {
    const api = fakeCsvApi([adminCsvUpload({ status: 'processing', progress: 10 })]);
    renderPage(api);

    await userEvent.click(within(await item('october-card-export.csv')).getByRole('button', { name: 'Delete' }));
    expect(api.deleteCsvUpload).not.toHaveBeenCalled();
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(CSV_MESSAGES.deleted)).toBeInTheDocument();
    expect(api.deleteCsvUpload).toHaveBeenCalledWith(61);
    expect(await screen.findByText(CSV_MESSAGES.emptyTitle)).toBeInTheDocument();
  });

  it("says 'Failed to delete upload' when the deletion fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = fakeCsvApi([completed]);
    api.deleteCsvUpload.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderPage(api);

    await userEvent.click(within(await item('september-card-export.csv')).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(CSV_MESSAGES.deleteFailed)).toBeInTheDocument();
  });

  it('shows the server message when the list cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = fakeCsvApi([]);
    api.getList.mockRejectedValue(new Error('Database unavailable'));
    renderPage(api);

    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(screen.queryByText(CSV_MESSAGES.emptyTitle)).not.toBeInTheDocument();
  });
});
