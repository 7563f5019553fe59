import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import type { ReceiptDto, ReceiptField, ReceiptsPageDto } from '@ledgerleaf/contracts';
import { callsTo, errorResponse, jsonResponse, pending, stubApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render';
import { RECEIPTS_URL } from '../api/receipts';
import { ReceiptsTab } from './receipts-tab';

const routes: RouteObject[] = [{ path: '/dashboard', element: <ReceiptsTab /> }];
const render = () => renderRoutes(routes, '/dashboard');

const f = (value: string | null, confidence = 0.9): ReceiptField<string> => ({ value, confidence: value === null ? 0 : confidence, source: 'reader' });
const empty = { vendor: f(null), date: f(null), total: f(null), gstHst: f(null), pst: f(null), qst: f(null), businessNumber: f(null), currency: f(null) };

function receipt(overrides: Partial<ReceiptDto>): ReceiptDto {
  return {
    id: 1,
    userId: 7,
    fileName: 'staples.pdf',
    mimeType: 'application/pdf',
    size: 1200,
    status: 'reading',
    unreadableReason: null,
    matchNote: null,
    fields: empty,
    matchState: null,
    match: null,
    candidates: [],
    fileUrl: '/api/receipts/1/file',
    createdAt: '2026-10-14T12:00:00.000Z',
    readAt: null,
    ...overrides,
  };
}

const page = (receipts: ReceiptDto[]): ReceiptsPageDto => ({ receipts, total: receipts.length, page: 1, pageSize: 50 });

describe('Receipts tab', () => {
  it('shows the empty state when there are no receipts', async () => {
    stubApi({ [`GET ${RECEIPTS_URL}`]: () => jsonResponse(page([])) });
    render();
    expect(await screen.findByRole('heading', { name: 'No receipts yet' })).toBeInTheDocument();
  });

  it('says so when the list cannot be loaded', async () => {
    stubApi({ [`GET ${RECEIPTS_URL}`]: () => errorResponse(500, 'Internal server error') });
    render();
    expect(await screen.findByText('Receipts could not be loaded')).toBeInTheDocument();
  });

  it('sends a photo from the camera button, then shows it read with its fields and its match', async () => {
    const read = receipt({
      id: 3,
      fileName: 'cafe.jpg',
      mimeType: 'image/jpeg',
      fileUrl: '/api/receipts/3/file',
      status: 'read',
      fields: { ...empty, vendor: f('CAFE OLIMPICO'), date: f('2026-10-14'), total: f('26.25', 0.97), qst: f('2.28'), currency: f('CAD') },
      matchState: 'matched',
      match: { transactionId: 55, by: 'auto' },
    });
    let listed: ReceiptDto[] = [receipt({ id: 1, status: 'unreadable', unreadableReason: 'No total could be found in the text read.' })];
    const fetchMock = stubApi({
      [`GET ${RECEIPTS_URL}`]: () => jsonResponse(page(listed)),
      'POST /api/receipts': () => {
        listed = [read, ...listed];
        return jsonResponse({ receipts: [receipt({ id: 3, fileName: 'cafe.jpg' })] }, 201);
      },
    });
    render();
    const first = await screen.findByRole('article', { name: 'staples.pdf' });
    expect(within(first).getByText('Unreadable')).toBeInTheDocument();
    expect(within(first).getByText('No total could be found in the text read.')).toBeInTheDocument();

    const camera = screen.getByTestId('receipt-camera');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(camera).toHaveAttribute('capture', 'environment');
    fireEvent.change(camera, { target: { files: [new File(['jpeg'], 'cafe.jpg', { type: 'image/jpeg' })] } });

    const card = await screen.findByRole('article', { name: 'cafe.jpg' });
    const [, init] = callsTo(fetchMock, 'POST', '/api/receipts')[0];
    expect((init?.body as FormData).getAll('files').map((file) => (file as File).name)).toEqual(['cafe.jpg']);
    expect(within(card).getByText('Read')).toBeInTheDocument();
    expect(within(card).getByText('CAFE OLIMPICO')).toBeInTheDocument();
    expect(within(card).getByText('26.25 CAD')).toBeInTheDocument();
    expect(within(card).getByText('2.28 CAD')).toBeInTheDocument();
    expect(within(card).getByText('Matched to a bank transaction')).toBeInTheDocument();
    expect(within(card).getByRole('presentation')).toHaveAttribute('src', '/api/receipts/3/file');
  });

  it('takes dropped files and says the server refused a duplicate', async () => {
    const fetchMock = stubApi({
      [`GET ${RECEIPTS_URL}`]: () => jsonResponse(page([])),
      'POST /api/receipts': () => errorResponse(409, '"a.pdf" was already sent on 14 October 2026 as "a.pdf" (receipt 1).'),
    });
    render();
    await screen.findByRole('heading', { name: 'No receipts yet' });
    fireEvent.drop(screen.getByTestId('receipts-dropzone'), {
      dataTransfer: { files: [new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })], types: ['Files'] },
    });
    expect(await screen.findByText('"a.pdf" was already sent on 14 October 2026 as "a.pdf" (receipt 1).')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/receipts')).toHaveLength(1);
  });

  it('keeps the buttons disabled while sending', async () => {
    stubApi({ [`GET ${RECEIPTS_URL}`]: () => jsonResponse(page([])), 'POST /api/receipts': () => pending() });
    render();
    await screen.findByRole('heading', { name: 'No receipts yet' });
    fireEvent.change(screen.getByTestId('receipt-files'), { target: { files: [new File(['%PDF'], 'b.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(screen.getByText('Sending…')).toBeInTheDocument());
  });
});
