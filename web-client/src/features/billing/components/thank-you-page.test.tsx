import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { THANK_YOU } from '@ledgerleaf/contracts';
import { bodiesOf, callsTo, errorResponse, jsonResponse, stubApi } from '../../../test/api-mock';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { ThankYouPage } from './thank-you-page';

const routes = [{ path: '/thank-you', element: <ThankYouPage /> }];

describe('ThankYouPage', () => {
  it('reports a purchase worth 100 CAD once for a logged-in customer', async () => {
    const fetchMock = stubApi({ 'GET /api/user': () => jsonResponse(makeUser()) });
    const { queryClient } = renderRoutes(routes, '/thank-you');

    expect(await screen.findByRole('heading', { level: 1, name: THANK_YOU.title })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/conversions/purchase')).toHaveLength(1));
    expect(bodiesOf(fetchMock, 'POST', '/api/conversions/purchase')).toEqual([
      { email: 'amelie@example.ca', firstName: 'Amélie', lastName: 'Tremblay', phone: '4165550100', value: 100, currency: 'CAD' },
    ]);

    await queryClient.refetchQueries({ queryKey: ['/api/user'] });
    expect(callsTo(fetchMock, 'POST', '/api/conversions/purchase')).toHaveLength(1);
  });

  it('reports nothing for a visitor', async () => {
    const fetchMock = stubApi({ 'GET /api/user': () => errorResponse(401, 'Please log in to continue.') });
    const { queryClient } = renderRoutes(routes, '/thank-you');

    await screen.findByRole('heading', { level: 1, name: THANK_YOU.title });
    await waitFor(() => expect(queryClient.getQueryState(['/api/user'])?.status).toBe('success'));

    expect(callsTo(fetchMock, 'POST', '/api/conversions/purchase')).toHaveLength(0);
  });
});
