import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { dataProvider, RESOURCE_APIS } from './data-provider';
import { adminUserRow, callRequestRow, contactMessageRow, jsonResponse } from './test/fixtures';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});

const requestedUrl = () => new URL(String(fetchMock.mock.calls[0][0]), 'http://console.test');

describe('dataProvider: one provider from the resource api files', () => {
  const apis = RESOURCE_APIS;

  it('takes every named method from its resource, each name from one file only', () => {
    const names = apis.flatMap((api) => Object.keys(api));
    expect(new Set(names).size).toBe(names.length);
    for (const api of apis) {
      for (const [name, method] of Object.entries(api)) expect(dataProvider[name as keyof typeof dataProvider]).toBe(method);
    }
  });

  it('keeps the simple REST methods for everything else', () => {
    expect(Object.keys(dataProvider)).toEqual(expect.arrayContaining(['getList', 'getOne', 'getMany', 'update', 'create', 'delete']));
  });
});

describe('dataProvider.getList', () => {
  it('asks /api/admin in the simple REST dialect, with the session cookie', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse([adminUserRow()], { headers: { 'Content-Range': 'users 0-24/137' } }));

    await dataProvider.getList('users', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'lastName', order: 'ASC' },
      filter: { q: 'avery' },
    });

    const url = requestedUrl();
    expect(url.pathname).toBe('/api/admin/users');
    expect(url.searchParams.get('sort')).toBe('["lastName","ASC"]');
    expect(url.searchParams.get('range')).toBe('[0,24]');
    expect(url.searchParams.get('filter')).toBe('{"q":"avery"}');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ credentials: 'include' });
  });

  it('reads the total from Content-Range', async () => {
    const rows = [adminUserRow({ id: 1 }), adminUserRow({ id: 2 })];
    fetchMock.mockResolvedValueOnce(jsonResponse(rows, { headers: { 'Content-Range': 'users 25-26/137' } }));

    const result = await dataProvider.getList('users', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });

    expect(result.total).toBe(137);
    expect(result.data.map((row) => row.id)).toEqual([1, 2]);
  });

  it('rejects with the HTTP status so checkError can act on it', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ statusCode: 403, message: 'Staff only' }, { status: 403 }));

    const failure = dataProvider.getList('users', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });

    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({ status: 403, message: 'Staff only' });
  });

  it("ends a server error's message with its reference, which react-admin's notifications and list errors show", async () => {
    const body = {
      statusCode: 500,
      error: 'Something went wrong on our side. Please try again.',
      message: 'Something went wrong on our side. Please try again.',
      requestId: 'c0ffee00-1111-4222-8333-444455556666',
    };
    fetchMock.mockResolvedValueOnce(jsonResponse(body, { status: 500 }));

    const failure = dataProvider.getList('users', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {} });

    await expect(failure).rejects.toMatchObject({
      status: 500,
      message: 'Something went wrong on our side. Please try again. Reference: c0ffee00-1111-4222-8333-444455556666',
      body,
    });
  });
});

describe('dataProvider.getOne', () => {
  it('fetches one user from /api/admin/users/:id with the session cookie', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(adminUserRow({ id: 12 })));

    const { data } = await dataProvider.getOne('users', { id: 12 });

    expect(requestedUrl().pathname).toBe('/api/admin/users/12');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ credentials: 'include' });
    expect(data).toMatchObject({ id: 12, email: 'jordan@maplebakery.ca' });
  });
});

describe('dataProvider workflow methods', () => {
  it('setCallRequestStatus PATCHes /api/call-requests/:id with the new status', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(callRequestRow({ id: 31, status: 'completed' })));

    const { data } = await dataProvider.setCallRequestStatus(31, 'completed');

    expect(requestedUrl().pathname).toBe('/api/call-requests/31');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: 'PATCH', body: '{"status":"completed"}', credentials: 'include' });
    expect(data.status).toBe('completed');
  });

  it('markMessageRead PATCHes /api/messages/:id with status read', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(contactMessageRow({ id: 41, status: 'read' })));

    await dataProvider.markMessageRead(41);

    expect(requestedUrl().pathname).toBe('/api/messages/41');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: 'PATCH', body: '{"status":"read"}' });
  });

  it('getAdminStats reads /api/admin/stats', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ pendingCallRequests: 2, unreadMessages: 1, users: 9 }));

    await expect(dataProvider.getAdminStats()).resolves.toEqual({ pendingCallRequests: 2, unreadMessages: 1, users: 9 });
    expect(requestedUrl().pathname).toBe('/api/admin/stats');
  });

  it('rejects with the server body so the toast can show its message', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ statusCode: 400, error: 'A message cannot be marked as unread: read is final' }, { status: 400 }));

    await expect(dataProvider.markMessageRead(41)).rejects.toMatchObject({
      status: 400,
      body: { error: 'A message cannot be marked as unread: read is final' },
    });
  });
});

describe('dataProvider: CSV uploads (admin-spec tab 8)', () => {
  it('lists csv-uploads from the spec path /api/admin/csv/uploads', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse([], { headers: { 'Content-Range': 'csv-uploads 0-0/0' } }));

    await dataProvider.getList('csv-uploads', { pagination: { page: 1, perPage: 25 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} });

    expect(requestedUrl().pathname).toBe('/api/admin/csv/uploads');
  });

  it('uploads the file as csvFile with the categories as JSON, and reads rowCount', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ id: 5, rowCount: 12 }, { status: 201 }));
    const file = new File(['a,b\n'], 'october.csv', { type: 'text/csv' });

    const answer = await dataProvider.uploadCsv(file, [{ type: 'EXPENSE', categoryName: 'Software' }]);

    expect(answer).toEqual({ id: 5, rowCount: 12 });
    expect(requestedUrl().pathname).toBe('/api/admin/csv/upload');
    const init = fetchMock.mock.calls[0][1]!;
    expect(init.method).toBe('POST');
    const body = init.body as FormData;
    expect((body.get('csvFile') as File).name).toBe('october.csv');
    expect(JSON.parse(String(body.get('categories')))).toEqual([{ type: 'EXPENSE', categoryName: 'Software' }]);
  });

  it('categorizes, deletes and corrects a row on the spec paths', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ id: 5, status: 'completed', processedCount: 12 }));
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'deleted' }));
    fetchMock.mockResolvedValueOnce(jsonResponse({ id: 77, aiCategory: 'Software', source: 'staff' }));

    await expect(dataProvider.categorizeCsvUpload(5)).resolves.toMatchObject({ processedCount: 12 });
    await dataProvider.deleteCsvUpload(5);
    await dataProvider.correctCsvRow(77, 'Software');

    const calls = fetchMock.mock.calls.map(([input, init]) => `${init?.method} ${String(input)}`);
    expect(calls).toEqual(['POST /api/admin/csv/categorize/5', 'DELETE /api/admin/csv/upload/5', 'PUT /api/admin/csv/transactions/77']);
    expect(JSON.parse(String(fetchMock.mock.calls[2][1]!.body))).toEqual({ category: 'Software' });
  });

  it('downloads the categorized file as a blob, and turns an error answer into an HttpError', async () => {
    fetchMock.mockResolvedValueOnce(new Response('Transaction_Date\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }));
    fetchMock.mockResolvedValueOnce(jsonResponse({ statusCode: 404, error: 'CSV upload not found' }, { status: 404 }));

    await expect((await dataProvider.downloadCsvUpload(5)).text()).resolves.toBe('Transaction_Date\n');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ credentials: 'include' });
    await expect(dataProvider.downloadCsvUpload(6)).rejects.toMatchObject({ status: 404, message: 'CSV upload not found' });
  });
});
