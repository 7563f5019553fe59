import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { THANK_YOU } from '@ledgerleaf/contracts';
import { bodiesOf, callsTo, errorResponse, jsonResponse, stubApi } from '../../../test/api-mock';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { ThankYouPage } from './thank-you-page';

const routes = [{ path: '/thank-you', element: <ThankYouPage /> }];

describe('ThankYouPage', () => {
  it("reports Stripe's checkout session once for a logged-in customer, without a value or personal data", async () => {
    const fetchMock = stubApi({ 'GET /api/user': () => jsonResponse(makeUser()) });
    const { queryClient } = renderRoutes(routes, '/thank-you?session_id=cs_test_a1b2c3');

    expect(await screen.findByRole('heading', { level: 1, name: THANK_YOU.title })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/conversions/purchase')).toHaveLength(1));
    expect(bodiesOf(fetchMock, 'POST', '/api/conversions/purchase')).toEqual([{ checkoutSessionId: 'cs_test_a1b2c3' }]);

    await queryClient.refetchQueries({ queryKey: ['/api/user'] });
    expect(callsTo(fetchMock, 'POST', '/api/conversions/purchase')).toHaveLength(1);
  });

  it('reports nothing without a checkout session in the address', async () => {
    const fetchMock = stubApi({ 'GET /api/user': () => jsonResponse(makeUser()) });
    const { queryClient } = renderRoutes(routes, '/thank-you');

    await screen.findByRole('heading', { level: 1, name: THANK_YOU.title });
    await waitFor(() => expect(queryClient.getQueryState(['/api/user'])?.status).toBe('success'));

    expect(callsTo(fetchMock, 'POST', '/api/conversions/purchase')).toHaveLength(0);
  });

  it('shows the page even when the report fails', async () => {
    const fetchMock = stubApi({
      'GET /api/user': () => jsonResponse(makeUser()),
      'POST /api/conversions/purchase': () => errorResponse(409, 'This checkout has not been paid yet.'),
    });
    renderRoutes(routes, '/thank-you?session_id=cs_test_unpaid');

    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/conversions/purchase')).toHaveLength(1));
    expect(screen.getByRole('heading', { level: 1, name: THANK_YOU.title })).toBeInTheDocument();
  });

  it('reports nothing for a visitor', async () => {
    const fetchMock = stubApi({ 'GET /api/user': () => errorResponse(401, 'Please log in to continue.') });
    const { queryClient } = renderRoutes(routes, '/thank-you?session_id=cs_test_a1b2c3');

    await screen.findByRole('heading', { level: 1, name: THANK_YOU.title });
    await waitFor(() => expect(queryClient.getQueryState(['/api/user'])?.status).toBe('success'));

    expect(callsTo(fetchMock, 'POST', '/api/conversions/purchase')).toHaveLength(0);
  });
});
