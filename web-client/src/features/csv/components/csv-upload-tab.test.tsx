import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import {
  ACCEPTED_BANK_NAMES,
  BANK_FILE,
  BANK_FILE_MESSAGES,
  BANK_FILE_TEXTS,
  CSV_MESSAGES,
  type CsvNeedsMappingResponse,
  type CsvUploadListItem,
} from '@ledgerleaf/contracts';
import { callsTo, errorResponse, jsonResponse, pending, stubApi } from '../../../test/api-mock';
import { makeCsvUpload, makePreviewRow } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { CSV_PROGRESS_POLL_MS } from '../api/get-csv-uploads';
import { CsvUploadTab } from './csv-upload-tab';

const routes: RouteObject[] = [{ path: '/dashboard', element: <CsvUploadTab /> }];
const csvFile = (name = 'october.csv', type = 'text/csv') =>
  new File(['Transaction_Date,Transaction_Name,Transaction_Amount,Transaction_Category\n2026-10-01,ROGERS,-85.00,\n'], name, { type });

const render = () => renderRoutes(routes, '/dashboard');
const dropzone = () => screen.getByTestId('csv-dropzone');
const drop = (file: File) => fireEvent.drop(dropzone(), { dataTransfer: { files: [file], types: ['Files'] } });
const card = (fileName: string) => screen.findByRole('article', { name: fileName });

const completed = makeCsvUpload({
  id: 40,
  fileName: 'september-card-export.csv',
  status: 'completed',
  originalRowCount: 8,
  processedRowCount: 8,
  progress: 100,
  categorizedData: [
    makePreviewRow({
      id: 1,
      transactionDate: '2026-09-01',
      transactionName: 'SHOPIFY PAYOUT',
      transactionAmount: '1234.5',
      aiCategory: 'Sales Revenue',
      confidence: 0.97,
      source: 'rule',
    }),
    makePreviewRow({
      id: 2,
      transactionName: 'ROGERS WIRELESS',
      transactionAmount: '-85.00',
      aiCategory: 'Telephone & Internet',
      confidence: 0.88,
      source: 'ai',
    }),
    makePreviewRow({ id: 3, transactionName: 'JOES DINER', aiCategory: 'Travel & Meals', confidence: 0.99, source: 'learned' }),
    makePreviewRow({ id: 4, transactionName: 'ACME SUPPLY', aiCategory: 'Office Expenses', confidence: 1, source: 'staff' }),
    makePreviewRow({ id: 5, transactionName: 'E-TRANSFER 8812', aiCategory: null, confidence: 0.31, source: 'ai', needsReview: true }),
  ],
});

describe('CSV tab: the drop area', () => {
  it('accepts a dropped text/csv file and shows its name and size', async () => {
    stubApi({ 'GET /api/csv/uploads': () => jsonResponse([]) });
    render();
    await screen.findByText(CSV_MESSAGES.emptyTitle);

    drop(csvFile());

    expect(screen.getByText('october.csv')).toBeInTheDocument();
    expect(screen.getByText(/\(0\.1 KB\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
    expect(screen.queryByText(CSV_MESSAGES.notCsvName)).not.toBeInTheDocument();
  });

  it('refuses a drop whose type is not text/csv, even when it is named .csv', async () => {
    stubApi({ 'GET /api/csv/uploads': () => jsonResponse([]) });
    render();
    await screen.findByText(CSV_MESSAGES.emptyTitle);

    drop(csvFile('statement.csv', 'application/vnd.ms-excel'));
    expect(screen.getByRole('alert')).toHaveTextContent(CSV_MESSAGES.notCsvName);
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();

    drop(new File(['%PDF'], 'statement.pdf', { type: 'application/pdf' }));
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
  });

  it('takes a .csv from the click picker and forgets it with Remove', async () => {
    stubApi({ 'GET /api/csv/uploads': () => jsonResponse([]) });
    render();
    await screen.findByText(CSV_MESSAGES.emptyTitle);

    const input = screen.getByTestId('csv-file-input');
    expect(input).toHaveAttribute('accept', BANK_FILE.accept);
    await userEvent.upload(input, csvFile('picked.csv', ''));
    expect(screen.getByText('picked.csv')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByText('picked.csv')).not.toBeInTheDocument();
  });
});

describe('CSV tab: bank files', () => {
  const needs: CsvNeedsMappingResponse = {
    statusCode: 422,
    message: BANK_FILE_MESSAGES.needsMapping,
    needsMapping: true,
    columns: ['Posted On', 'Payee', 'Withdrawals', 'Deposits', 'Running Balance'],
    sample: [
      ['02-09-2026', 'SQUARE DEPOSIT 4411', '', '1280.00', '5280.00'],
      ['05-09-2026', 'ADOBE *CREATIVE CLD', '104.99', '', '5175.01'],
    ],
  };
  const creditUnion = () => new File(['Posted On,Payee,Withdrawals,Deposits,Running Balance\n'], 'credit-union.csv', { type: 'text/csv' });
  const step = () => screen.findByRole('form', { name: BANK_FILE_TEXTS.mappingTitle });

  it('names the banks whose files it reads and takes a dropped OFX statement', async () => {
    stubApi({ 'GET /api/csv/uploads': () => jsonResponse([]) });
    render();
    await screen.findByText(CSV_MESSAGES.emptyTitle);

    const banks = screen.getByRole('list', { name: 'Banks whose files we read' });
    for (const bank of ACCEPTED_BANK_NAMES) expect(within(banks).getByText(bank)).toBeInTheDocument();
    drop(new File(['OFXHEADER:100'], 'september.ofx', { type: '' }));
    expect(screen.getByText('september.ofx')).toBeInTheDocument();
  });

  it('asks which column is which when the server does not know the layout, and uploads again with the mapping', async () => {
    let uploads: CsvUploadListItem[] = [];
    const fetchMock = stubApi({
      'GET /api/csv/uploads': () => jsonResponse(uploads),
      'POST /api/csv/upload': (init) => {
        if (!(init?.body as FormData).get('mapping')) return jsonResponse(needs, 422);
        uploads = [makeCsvUpload({ id: 60, fileName: 'credit-union.csv', originalRowCount: 2 })];
        return jsonResponse({ id: 60, rowCount: 2, format: 'mapped' }, 201);
      },
    });
    render();
    await screen.findByText(CSV_MESSAGES.emptyTitle);

    drop(creditUnion());
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const form = await step();
    expect(screen.queryByText(CSV_MESSAGES.uploadFailed)).not.toBeInTheDocument();
    const sample = screen.getByRole('table', { name: BANK_FILE_TEXTS.sampleCaption });
    expect(within(sample).getByText('ADOBE *CREATIVE CLD')).toBeInTheDocument();

    // nothing chosen: the form says so and sends nothing
    await userEvent.click(within(form).getByRole('button', { name: BANK_FILE_TEXTS.submit }));
    expect(await within(form).findAllByText(BANK_FILE_TEXTS.chooseColumn)).not.toHaveLength(0);
    expect(callsTo(fetchMock, 'POST', '/api/csv/upload')).toHaveLength(1);

    await userEvent.selectOptions(within(form).getByLabelText(BANK_FILE_TEXTS.dateColumn), 'Posted On');
    await userEvent.selectOptions(within(form).getByLabelText(BANK_FILE_TEXTS.dateOrder), BANK_FILE_TEXTS.dateOrders.DMY);
    await userEvent.selectOptions(within(form).getByLabelText(BANK_FILE_TEXTS.nameColumn), 'Payee');
    await userEvent.selectOptions(within(form).getByLabelText(BANK_FILE_TEXTS.amountKind), BANK_FILE_TEXTS.amountSplit);
    await userEvent.selectOptions(within(form).getByLabelText(BANK_FILE_TEXTS.debitColumn), 'Withdrawals');
    await userEvent.selectOptions(within(form).getByLabelText(BANK_FILE_TEXTS.creditColumn), 'Deposits');
    await userEvent.click(within(form).getByRole('button', { name: BANK_FILE_TEXTS.submit }));

    expect(await screen.findByText('CSV uploaded successfully with 2 transactions')).toBeInTheDocument();
    const [, [, init]] = callsTo(fetchMock, 'POST', '/api/csv/upload');
    // a file whose 422 names no header language: columns by number, as before
    expect(JSON.parse((init?.body as FormData).get('mapping') as string)).toEqual({
      date: 0,
      name: 1,
      debit: 2,
      credit: 3,
      dateOrder: 'DMY',
      decimalSeparator: '.',
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: BANK_FILE_TEXTS.mappingTitle })).not.toBeInTheDocument());
    expect(await card('credit-union.csv')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
  });

  it('maps a French file by column names, with the decimal separator and date order the file suggests or the person picks', async () => {
    const french: CsvNeedsMappingResponse = {
      statusCode: 422,
      message: BANK_FILE_MESSAGES.needsMapping,
      needsMapping: true,
      columns: ['Jour', 'Libellé', 'Montant', 'Référence', 'Reference'],
      sample: [
        ['03/10/2026', 'Café', '-4,50', 'A1', 'x'],
        ['05/10/2026', 'Salaire', '2 000,00', 'A2', 'y'],
      ],
      decimalSeparator: ',',
      dateOrder: 'DMY',
      locale: 'fr',
    };
    let uploads: CsvUploadListItem[] = [];
    const fetchMock = stubApi({
      'GET /api/csv/uploads': () => jsonResponse(uploads),
      'POST /api/csv/upload': (init) => {
        if (!(init?.body as FormData).get('mapping')) return jsonResponse(french, 422);
        uploads = [makeCsvUpload({ id: 61, fileName: 'caisse.csv', originalRowCount: 2 })];
        return jsonResponse({ id: 61, rowCount: 2, format: 'mapped' }, 201);
      },
    });
    render();
    await screen.findByText(CSV_MESSAGES.emptyTitle);
    drop(new File(['Jour;Libellé;Montant;Référence;Reference\n'], 'caisse.csv', { type: 'text/csv' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const form = await step();

    // the file's suggestions are preselected
    expect(within(form).getByLabelText(BANK_FILE_TEXTS.decimalSeparator)).toHaveValue(',');
    expect(within(form).getByLabelText(BANK_FILE_TEXTS.dateOrder)).toHaveValue('DMY');

    await userEvent.selectOptions(within(form).getByLabelText(BANK_FILE_TEXTS.dateColumn), 'Jour');
    await userEvent.selectOptions(within(form).getByLabelText(BANK_FILE_TEXTS.nameColumn), 'Libellé');
    await userEvent.selectOptions(within(form).getByLabelText(BANK_FILE_TEXTS.amountColumn), 'Montant');
    await userEvent.click(within(form).getByRole('button', { name: BANK_FILE_TEXTS.submit }));
    expect(await screen.findByText('CSV uploaded successfully with 2 transactions')).toBeInTheDocument();
    const [, [, init]] = callsTo(fetchMock, 'POST', '/api/csv/upload');
    expect(JSON.parse((init?.body as FormData).get('mapping') as string)).toEqual({
      date: 'Jour',
      name: 'Libellé',
      amount: 'Montant',
      dateOrder: 'DMY',
      decimalSeparator: ',',
    });

    // the person's choice wins; a name another column shares once folded goes by number
    drop(new File(['Jour;Libellé;Montant;Référence;Reference\n'], 'caisse-2.csv', { type: 'text/csv' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const again = await step();
    await userEvent.selectOptions(within(again).getByLabelText(BANK_FILE_TEXTS.dateColumn), 'Jour');
    await userEvent.selectOptions(within(again).getByLabelText(BANK_FILE_TEXTS.nameColumn), 'Référence');
    await userEvent.selectOptions(within(again).getByLabelText(BANK_FILE_TEXTS.amountColumn), 'Montant');
    await userEvent.selectOptions(within(again).getByLabelText(BANK_FILE_TEXTS.decimalSeparator), BANK_FILE_TEXTS.decimalSeparators['.']);
    await userEvent.selectOptions(within(again).getByLabelText(BANK_FILE_TEXTS.dateOrder), BANK_FILE_TEXTS.dateOrderAuto);
    await userEvent.click(within(again).getByRole('button', { name: BANK_FILE_TEXTS.submit }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/csv/upload')).toHaveLength(4));
    const [, , , [, last]] = callsTo(fetchMock, 'POST', '/api/csv/upload');
    expect(JSON.parse((last?.body as FormData).get('mapping') as string)).toEqual({ date: 'Jour', name: 3, amount: 'Montant', decimalSeparator: '.' });
  });

  it('shows why a mapped file was refused, keeps the step open while it sends, and closes it on Cancel', async () => {
    let answer: ((response: Response) => void) | null = null;
    stubApi({
      'GET /api/csv/uploads': () => jsonResponse([]),
      'POST /api/csv/upload': (init) =>
        (init?.body as FormData).get('mapping') ? new Promise<Response>((resolve) => (answer = resolve)) : jsonResponse(needs, 422),
    });
    render();
    await screen.findByText(CSV_MESSAGES.emptyTitle);
    drop(creditUnion());
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const form = await step();

    await userEvent.selectOptions(within(form).getByLabelText(BANK_FILE_TEXTS.dateColumn), 'Posted On');
    await userEvent.selectOptions(within(form).getByLabelText(BANK_FILE_TEXTS.nameColumn), 'Payee');
    await userEvent.selectOptions(within(form).getByLabelText(BANK_FILE_TEXTS.amountColumn), 'Deposits');
    await userEvent.click(within(form).getByLabelText(BANK_FILE_TEXTS.invertAmount));
    await userEvent.click(within(form).getByRole('button', { name: BANK_FILE_TEXTS.submit }));
    expect(within(form).getByRole('button', { name: BANK_FILE_TEXTS.submitting })).toBeDisabled();

    const reason = `${CSV_MESSAGES.badRows} Line 2, Posted On: "02-09-2026" is not a date.`;
    answer!(jsonResponse({ statusCode: 400, error: reason, message: reason }, 400));
    expect(await within(form).findByText(reason)).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: BANK_FILE_TEXTS.cancel }));
    await waitFor(() => expect(screen.queryByRole('form', { name: BANK_FILE_TEXTS.mappingTitle })).not.toBeInTheDocument());
    expect(screen.getByText('credit-union.csv')).toBeInTheDocument();
  });
});

describe('CSV tab: uploading', () => {
  it('sends the file as csvFile, says how many rows arrived and lists the new upload', async () => {
    let uploads: CsvUploadListItem[] = [];
    const fetchMock = stubApi({
      'GET /api/csv/uploads': () => jsonResponse(uploads),
      'POST /api/csv/upload': () => {
        uploads = [makeCsvUpload({ id: 50, fileName: 'october.csv', originalRowCount: 1 })];
        return jsonResponse({ id: 50, rowCount: 1 }, 201);
      },
    });
    render();
    await screen.findByText(CSV_MESSAGES.emptyTitle);

    drop(csvFile());
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('CSV uploaded successfully with 1 transactions');
    const [[, init]] = callsTo(fetchMock, 'POST', '/api/csv/upload');
    expect((init?.body as FormData).get('csvFile')).toMatchObject({ name: 'october.csv' });
    const upload = await card('october.csv');
    expect(within(upload).getByText('Uploaded')).toBeInTheDocument();
    expect(within(upload).getByText(/1 rows · uploaded Oct 2, 2026/)).toBeInTheDocument();
    expect(within(upload).getByRole('button', { name: 'Categorize with AI' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
  });

  it('says "Failed to upload CSV" with the server reason and the bad lines, keeping the file for another try', async () => {
    stubApi({
      'GET /api/csv/uploads': () => jsonResponse([]),
      'POST /api/csv/upload': () =>
        jsonResponse(
          {
            statusCode: 400,
            error: `${CSV_MESSAGES.badRows} Line 3, Transaction_Amount: Not an amount: "abc".`,
            message: `${CSV_MESSAGES.badRows} Line 3, Transaction_Amount: Not an amount: "abc".`,
            rowErrors: [{ line: 3, column: 'Transaction_Amount', message: 'Not an amount: "abc"' }],
            errorCount: 1,
          },
          400,
        ),
    });
    render();
    await screen.findByText(CSV_MESSAGES.emptyTitle);

    drop(csvFile());
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText(CSV_MESSAGES.uploadFailed)).toBeInTheDocument();
    expect(screen.getByText(CSV_MESSAGES.badRows)).toBeInTheDocument();
    expect(screen.getByText('Line 3, Transaction_Amount: Not an amount: "abc"')).toBeInTheDocument();
    expect(screen.getByText('october.csv')).toBeInTheDocument();
  });

  it('falls back to "Failed to upload CSV" when the server cannot be reached', async () => {
    stubApi({
      'GET /api/csv/uploads': () => jsonResponse([]),
      'POST /api/csv/upload': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    render();
    await screen.findByText(CSV_MESSAGES.emptyTitle);

    drop(csvFile());
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText(CSV_MESSAGES.uploadFailed)).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch')).not.toBeInTheDocument();
  });
});

describe('CSV tab: the uploads list', () => {
  it('shows a spinner while loading, then the empty state', async () => {
    let answer: (response: Response) => void = () => {};
    stubApi({ 'GET /api/csv/uploads': () => new Promise<Response>((resolve) => (answer = resolve)) });
    render();

    expect(await screen.findByLabelText('Loading')).toBeInTheDocument();
    answer(jsonResponse([]));
    expect(await screen.findByText(CSV_MESSAGES.emptyTitle)).toBeInTheDocument();
    expect(screen.getByText(CSV_MESSAGES.emptyHint)).toBeInTheDocument();
  });

  it('shows the error with a retry when the list cannot be loaded', async () => {
    let fail = true;
    stubApi({
      'GET /api/csv/uploads': () => (fail ? errorResponse(500, 'Database unavailable') : jsonResponse([completed])),
    });
    render();

    expect(await screen.findByText('We could not load your uploads')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await card('september-card-export.csv')).toBeInTheDocument();
  });

  it('previews 5 categorized rows with confidence and source, and offers the download', async () => {
    stubApi({ 'GET /api/csv/uploads': () => jsonResponse([completed]) });
    render();

    const upload = await card('september-card-export.csv');
    expect(within(upload).getByText('Completed')).toBeInTheDocument();
    const download = within(upload).getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', '/api/csv/download/40');
    expect(within(upload).queryByRole('button', { name: 'Categorize with AI' })).not.toBeInTheDocument();

    const table = within(upload).getByRole('table', { name: 'Preview of september-card-export.csv' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('Sep 1, 2026');
    expect(rows[0]).toHaveTextContent('SHOPIFY PAYOUT');
    expect(rows[0]).toHaveTextContent('$1,234.50');
    expect(rows[0]).toHaveTextContent('Sales Revenue');
    expect(rows[0]).toHaveTextContent('97%');
    expect(rows[0]).toHaveTextContent('rule');
    expect(rows[1]).toHaveTextContent('-$85.00');
    expect(rows[1]).toHaveTextContent('AI');
    expect(rows[2]).toHaveTextContent('learned');
    expect(rows[3]).toHaveTextContent('staff');
    expect(rows[4]).toHaveTextContent('Uncategorized');
    expect(within(rows[4]).getByText('Review')).toBeInTheDocument();
    expect(within(upload).getByText('And 3 more transactions...')).toBeInTheDocument();
  });

  it('shows the reason of a failed categorization', async () => {
    stubApi({
      'GET /api/csv/uploads': () => jsonResponse([makeCsvUpload({ status: 'failed', failureReason: CSV_MESSAGES.jobFailed })]),
    });
    render();

    const upload = await card('september-card-export.csv');
    expect(within(upload).getByText('Failed')).toBeInTheDocument();
    expect(within(upload).getByText(CSV_MESSAGES.jobFailed)).toBeInTheDocument();
    expect(within(upload).queryByRole('link', { name: 'Download' })).not.toBeInTheDocument();
  });

  it('reads the list once and does not poll while nothing is processing', async () => {
    const fetchMock = stubApi({ 'GET /api/csv/uploads': () => jsonResponse([completed]) });
    render();
    await card('september-card-export.csv');

    await new Promise((resolve) => setTimeout(resolve, CSV_PROGRESS_POLL_MS * 1.5));
    expect(callsTo(fetchMock, 'GET', '/api/csv/uploads')).toHaveLength(1);
  });
});

describe('CSV tab: categorizing', () => {
  it('says how many rows were categorized when the server finishes within the request', async () => {
    let uploads = [makeCsvUpload({ id: 31 })];
    const fetchMock = stubApi({
      'GET /api/csv/uploads': () => jsonResponse(uploads),
      'POST /api/csv/categorize/31': () => {
        uploads = [{ ...completed, id: 31, processedRowCount: 12 }];
        return jsonResponse({ id: 31, status: 'completed', processedCount: 12 });
      },
    });
    render();

    await userEvent.click(within(await card('september-card-export.csv')).getByRole('button', { name: 'Categorize with AI' }));

    expect(await screen.findByText('Successfully categorized 12 transactions')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/csv/categorize/31')).toHaveLength(1);
    expect(await screen.findByRole('table', { name: 'Preview of september-card-export.csv' })).toBeInTheDocument();
  });

  it('hands over to the progress bar when the server answers 202, and confirms once the job is done', async () => {
    const states: CsvUploadListItem[][] = [
      [makeCsvUpload()],
      [makeCsvUpload({ status: 'processing', progress: 10 })],
      [{ ...completed, id: 31, processedRowCount: 12 }],
    ];
    stubApi({
      'GET /api/csv/uploads': () => jsonResponse(states.length > 1 ? states.shift() : states[0]),
      'POST /api/csv/categorize/31': () => jsonResponse({ id: 31, status: 'processing', progress: 0 }, 202),
    });
    render();

    await userEvent.click(within(await card('september-card-export.csv')).getByRole('button', { name: 'Categorize with AI' }));

    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '10');
    expect(await screen.findByText('Successfully categorized 12 transactions')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Preview of september-card-export.csv' })).toBeInTheDocument();
  });

  it('shows the upload as processing, with its progress bar, as soon as Categorize with AI is clicked', async () => {
    stubApi({ 'GET /api/csv/uploads': () => jsonResponse([makeCsvUpload()]), 'POST /api/csv/categorize/31': pending });
    render();

    const upload = await card('september-card-export.csv');
    await userEvent.click(within(upload).getByRole('button', { name: 'Categorize with AI' }));

    expect(within(upload).getByText('Processing')).toBeInTheDocument();
    expect(within(upload).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(within(upload).queryByRole('button', { name: 'Categorize with AI' })).not.toBeInTheDocument();
  });

  it('shows the stored progress while processing, polls, and stops when it completes', async () => {
    const answers: CsvUploadListItem[][] = [
      [makeCsvUpload({ status: 'processing', progress: 40 })],
      [makeCsvUpload({ status: 'processing', progress: 75 })],
      [{ ...completed, id: 31, processedRowCount: 12 }],
    ];
    const fetchMock = stubApi({ 'GET /api/csv/uploads': () => jsonResponse(answers.length > 1 ? answers.shift() : answers[0]) });
    render();

    const bar = await screen.findByRole('progressbar', { name: 'Categorizing september-card-export.csv' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75'));
    expect(await screen.findByText('Successfully categorized 12 transactions')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    const calls = callsTo(fetchMock, 'GET', '/api/csv/uploads').length;
    await new Promise((resolve) => setTimeout(resolve, CSV_PROGRESS_POLL_MS * 1.5));
    expect(callsTo(fetchMock, 'GET', '/api/csv/uploads')).toHaveLength(calls);
  });

  it('says "Failed to categorize transactions" with the server reason, and shows where the upload stands', async () => {
    stubApi({
      'GET /api/csv/uploads': () => jsonResponse([makeCsvUpload()]),
      'POST /api/csv/categorize/31': () => errorResponse(409, CSV_MESSAGES.alreadyProcessing),
    });
    render();

    await userEvent.click(within(await card('september-card-export.csv')).getByRole('button', { name: 'Categorize with AI' }));

    expect(await screen.findByText(CSV_MESSAGES.categorizeFailed)).toBeInTheDocument();
    expect(screen.getByText(CSV_MESSAGES.alreadyProcessing)).toBeInTheDocument();
    expect(await within(await card('september-card-export.csv')).findByRole('button', { name: 'Categorize with AI' })).toBeInTheDocument();
  });
});

describe('CSV tab: deleting', () => {
  it('asks first, then deletes and confirms', async () => {
    let uploads = [completed];
    const fetchMock = stubApi({
      'GET /api/csv/uploads': () => jsonResponse(uploads),
      'DELETE /api/csv/upload/40': () => {
        uploads = [];
        return jsonResponse({ message: 'deleted' });
      },
    });
    render();

    await userEvent.click(within(await card('september-card-export.csv')).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this upload?' });
    expect(dialog).toHaveTextContent('september-card-export.csv');
    expect(callsTo(fetchMock, 'DELETE', '/api/csv/upload/40')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(CSV_MESSAGES.deleted)).toBeInTheDocument();
    expect(await screen.findByText(CSV_MESSAGES.emptyTitle)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/csv/upload/40')).toHaveLength(1);
  });

  it('keeps the upload when the confirmation is cancelled', async () => {
    const fetchMock = stubApi({ 'GET /api/csv/uploads': () => jsonResponse([completed]) });
    render();

    await userEvent.click(within(await card('september-card-export.csv')).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'DELETE', '/api/csv/upload/40')).toHaveLength(0);
    expect(screen.getByRole('article', { name: 'september-card-export.csv' })).toBeInTheDocument();
  });

  it('says "Failed to delete upload" when the deletion fails', async () => {
    stubApi({
      'GET /api/csv/uploads': () => jsonResponse([completed]),
      'DELETE /api/csv/upload/40': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    render();

    await userEvent.click(within(await card('september-card-export.csv')).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(CSV_MESSAGES.deleteFailed)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'september-card-export.csv' })).toBeInTheDocument();
  });
});
