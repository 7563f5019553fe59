import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { OAUTH_CALLBACK_TEXTS } from '@ledgerleaf/contracts';
import { bodiesOf, errorResponse, jsonResponse, stubApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render';
import { OAuthCallbackPage } from './oauth-callback-page';

const routes: RouteObject[] = [
  { path: '/oauth-callback', element: <OAuthCallbackPage /> },
  { path: '/dashboard', element: <p>Dashboard</p> },
];

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('OAuthCallbackPage', () => {
  it('without a public token says the callback is invalid and returns to the dashboard after 3 s', async () => {
    const { router } = renderRoutes(routes, '/oauth-callback?institution_id=ins_3');
    expect(await screen.findByText(OAUTH_CALLBACK_TEXTS.missingToken)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: OAUTH_CALLBACK_TEXTS.title })).toBeInTheDocument();
    await advance(2900);
    expect(router.state.location.pathname).toBe('/oauth-callback');
    await advance(200);
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('hands the token to set-access-token, then returns to the dashboard after 2 s', async () => {
    let answer: (r: Response) => void = () => {};
    const fetchMock = stubApi({ 'POST /api/plaid/set-access-token': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { router } = renderRoutes(routes, '/oauth-callback?public_token=public-sandbox-ins_3-abc&institution_id=ins_3');

    expect(await screen.findByText(OAUTH_CALLBACK_TEXTS.processing)).toBeInTheDocument();
    answer(jsonResponse({ message: 'ok', item: {}, accounts: [] }));
    expect(await screen.findByText(OAUTH_CALLBACK_TEXTS.success)).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/api/plaid/set-access-token')).toEqual([{ public_token: 'public-sandbox-ins_3-abc', institution_id: 'ins_3' }]);
    await advance(1900);
    expect(router.state.location.pathname).toBe('/oauth-callback');
    await advance(200);
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('says the connection failed and returns to the dashboard after 3 s', async () => {
    stubApi({ 'POST /api/plaid/set-access-token': () => errorResponse(400, 'The bank connection could not be completed.') });
    const { router } = renderRoutes(routes, '/oauth-callback?public_token=public-sandbox-used');

    expect(await screen.findByText(OAUTH_CALLBACK_TEXTS.failure)).toBeInTheDocument();
    await advance(2900);
    expect(router.state.location.pathname).toBe('/oauth-callback');
    await advance(200);
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
