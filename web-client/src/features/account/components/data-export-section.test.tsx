import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DATA_EXPORT_MESSAGES, type DataExportDto } from '@ledgerleaf/contracts';
import { callsTo, errorResponse, jsonResponse, pending, stubApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render';
import { DataExportSection } from './data-export-section';
import { DeleteAccountSection } from './delete-account-section';

const routes = [{ path: '/', element: <DataExportSection /> }];

const item = (id: number, over: Partial<DataExportDto> = {}): DataExportDto => ({
  id,
  status: 'done',
  progress: 100,
  createdAt: '2026-11-27T15:04:00.000Z',
  finishedAt: '2026-11-27T15:05:00.000Z',
  size: 2_400_000,
  expiresAt: '2026-12-04T15:05:00.000Z',
  expired: false,
  downloadUrl: `/api/user/data-exports/${id}/download`,
  missingFiles: 0,
  byStaff: false,
  failure: null,
  ...over,
});

const list = (items: DataExportDto[]) => jsonResponse({ items });
const STARTED = 'We are preparing a ZIP of all your data. We will e-mail you a download link when it is ready.';

describe('Profile: all my data', () => {
  it('shows a spinner while the exports load', async () => {
    stubApi({ 'GET /api/user/data-exports': pending });
    renderRoutes(routes);
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
  });

  it('says so when there is no export yet', async () => {
    stubApi({ 'GET /api/user/data-exports': () => list([]) });
    renderRoutes(routes);
    expect(await screen.findByText('No exports yet')).toBeInTheDocument();
  });

  it('shows the error and tries again on request', async () => {
    let calls = 0;
    const fetchMock = stubApi({ 'GET /api/user/data-exports': () => (++calls === 1 ? errorResponse(503, 'Unavailable') : list([item(1)])) });
    renderRoutes(routes);
    expect(await screen.findByText('We could not load your exports')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Download ZIP' })).toHaveAttribute('href', '/api/user/data-exports/1/download');
    expect(callsTo(fetchMock, 'GET', '/api/user/data-exports').length).toBeGreaterThanOrEqual(2);
  });

  it('lists exports with their status, progress, size, expiry and link', async () => {
    stubApi({
      'GET /api/user/data-exports': () =>
        list([
          item(3, { status: 'running', progress: 40, downloadUrl: null, size: null, expiresAt: null, finishedAt: null }),
          item(2, { missingFiles: 2, byStaff: true }),
          item(1, { expired: true, downloadUrl: null }),
        ]),
    });
    renderRoutes(routes);
    const rows = within(await screen.findByRole('list', { name: 'My data exports' })).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Being prepared: 40%');
    expect(within(rows[0]).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(within(rows[0]).queryByRole('link')).toBeNull();
    expect(rows[1]).toHaveTextContent('2.3 MB');
    expect(rows[1]).toHaveTextContent(/link valid until Dec 4, 2026/);
    expect(rows[1]).toHaveTextContent('2 file(s) could not be included');
    expect(rows[1]).toHaveTextContent('prepared by the firm');
    expect(within(rows[1]).getByRole('link', { name: 'Download ZIP' })).toHaveAttribute('href', '/api/user/data-exports/2/download');
    expect(rows[2]).toHaveTextContent('the link expired');
    expect(within(rows[2]).queryByRole('link')).toBeNull();
  });

  it('starts an export and shows the answer; a refusal shows the server message', async () => {
    let posts = 0;
    const fetchMock = stubApi({
      'GET /api/user/data-exports': () => list([]),
      'POST /api/user/data-export': () =>
        ++posts === 1
          ? jsonResponse({ message: STARTED, export: item(5, { status: 'queued', downloadUrl: null }) }, 202)
          : errorResponse(429, DATA_EXPORT_MESSAGES.alreadyRunning),
    });
    renderRoutes(routes);
    await screen.findByText('No exports yet');
    await userEvent.click(screen.getByRole('button', { name: 'Download all my data' }));
    expect(await screen.findByText(STARTED)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/user/data-exports').length).toBeGreaterThanOrEqual(2);
    await userEvent.click(screen.getByRole('button', { name: 'Download all my data' }));
    expect(await screen.findByText(DATA_EXPORT_MESSAGES.alreadyRunning)).toBeInTheDocument();
  });
});

describe('Account deletion offers the export first', () => {
  it('the first step is "Download all my data first", which starts the export; then the password step', async () => {
    const fetchMock = stubApi({
      'GET /api/user/data-exports': () => list([]),
      'POST /api/user/data-export': () => jsonResponse({ message: STARTED, export: item(6, { status: 'queued', downloadUrl: null }) }, 202),
    });
    renderRoutes([{ path: '/', element: <DeleteAccountSection /> }]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    const offer = screen.getByRole('dialog', { name: 'Download all my data first' });
    await userEvent.click(within(offer).getByRole('button', { name: 'Download all my data first' }));
    expect(await within(offer).findByText(STARTED)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/user/data-export')).toHaveLength(1);
    await userEvent.click(within(offer).getByRole('button', { name: 'Continue to delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(confirm).getByLabelText('Password')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/user')).toHaveLength(0);
  });
});
