import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccessLogItem } from '@ledgerleaf/contracts';
import { callsTo, errorResponse, jsonResponse, pending, stubApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render';
import { AccessLogSection } from './access-log-section';

const routes = [{ path: '/', element: <AccessLogSection /> }];

const item = (n: number, over: Partial<AccessLogItem> = {}): AccessLogItem => ({
  id: String(n),
  at: '2026-11-27T15:04:00.000Z',
  staffName: 'Sam Bookkeeper',
  staffRole: 'bookkeeper',
  what: 'Opened your books',
  ...over,
});

const page = (items: AccessLogItem[], pageNumber = 1, total = items.length) => jsonResponse({ items, page: pageNumber, pageSize: 25, total });

describe('Profile: who accessed my data', () => {
  it('shows a spinner while loading', async () => {
    stubApi({ 'GET /api/user/access-log?page=1': pending });
    renderRoutes(routes);
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
  });

  it('lists what staff did, who, in what role and when', async () => {
    stubApi({
      'GET /api/user/access-log?page=1': () =>
        page([item(2, { what: 'Downloaded your October 2026 report', staffName: 'Olivia Owner', staffRole: 'owner' }), item(1)]),
    });
    renderRoutes(routes);
    const list = await screen.findByRole('list', { name: 'Who accessed my data' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Downloaded your October 2026 report');
    expect(rows[0]).toHaveTextContent('Olivia Owner (Owner)');
    expect(rows[1]).toHaveTextContent('Sam Bookkeeper (Bookkeeper)');
    expect(rows[1]).toHaveTextContent(/Nov 27, 2026 at/);
  });

  it('says so when nobody has opened the data', async () => {
    stubApi({ 'GET /api/user/access-log?page=1': () => page([]) });
    renderRoutes(routes);
    expect(await screen.findByText('Nobody at the firm has opened your data yet')).toBeInTheDocument();
  });

  it('shows the error and tries again on request', async () => {
    let calls = 0;
    const fetchMock = stubApi({
      'GET /api/user/access-log?page=1': () => (++calls === 1 ? errorResponse(503, 'The access log is unavailable.') : page([item(1)])),
    });
    renderRoutes(routes);
    expect(await screen.findByText('We could not load who accessed your data')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Opened your books')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/user/access-log?page=1').length).toBeGreaterThanOrEqual(2);
  });

  it('pages to older entries', async () => {
    stubApi({
      'GET /api/user/access-log?page=1': () => page([item(30, { what: 'Opened your profile' })], 1, 30),
      'GET /api/user/access-log?page=2': () => page([item(1, { what: 'Opened your tax settings' })], 2, 30),
    });
    renderRoutes(routes);
    expect(await screen.findByText('Opened your profile')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Opened your tax settings')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
  });
});
