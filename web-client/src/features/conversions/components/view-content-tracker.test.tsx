import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet, type RouteObject } from 'react-router';
import { bodiesOf, callsTo, errorResponse, jsonResponse, stubApi } from '../../../test/api-mock';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { ViewContentTracker } from './view-content-tracker';

const routes: RouteObject[] = [
  {
    element: (
      <>
        <ViewContentTracker />
        <nav>
          <Link to="/privacy-policy">Privacy</Link>
          <Link to="/privacy-policy?section=rights">Privacy rights</Link>
        </nav>
        <Outlet />
      </>
    ),
    children: [
      { path: '/', element: <p>Home page</p> },
      { path: '/privacy-policy', element: <p>Privacy page</p> },
    ],
  },
];

const VIEW_CONTENT = '/api/conversions/view-content';

describe('ViewContentTracker', () => {
  it('reports each page a logged-in user opens, with the site origin and path', async () => {
    const fetchMock = stubApi({ 'GET /api/user': () => jsonResponse(makeUser()) });
    renderRoutes(routes, '/');

    await waitFor(() => expect(callsTo(fetchMock, 'POST', VIEW_CONTENT)).toHaveLength(1));
    await userEvent.click(screen.getByRole('link', { name: 'Privacy' }));
    await screen.findByText('Privacy page');

    await waitFor(() => expect(callsTo(fetchMock, 'POST', VIEW_CONTENT)).toHaveLength(2));
    const contact = { email: 'amelie@example.ca', firstName: 'Amélie', lastName: 'Tremblay', phone: '4165550100' };
    expect(bodiesOf(fetchMock, 'POST', VIEW_CONTENT)).toEqual([
      { ...contact, eventSourceUrl: `${window.location.origin}/` },
      { ...contact, eventSourceUrl: `${window.location.origin}/privacy-policy` },
    ]);
  });

  it('does not count a change of query on the same page as a new page', async () => {
    const fetchMock = stubApi({ 'GET /api/user': () => jsonResponse(makeUser()) });
    renderRoutes(routes, '/privacy-policy');

    await waitFor(() => expect(callsTo(fetchMock, 'POST', VIEW_CONTENT)).toHaveLength(1));
    await userEvent.click(screen.getByRole('link', { name: 'Privacy rights' }));

    expect(callsTo(fetchMock, 'POST', VIEW_CONTENT)).toHaveLength(1);
  });

  it('reports nothing for a visitor', async () => {
    const fetchMock = stubApi({ 'GET /api/user': () => errorResponse(401, 'Please log in to continue.') });
    const { queryClient } = renderRoutes(routes, '/');

    await waitFor(() => expect(queryClient.getQueryState(['/api/user'])?.status).toBe('success'));
    await userEvent.click(screen.getByRole('link', { name: 'Privacy' }));
    await screen.findByText('Privacy page');

    expect(callsTo(fetchMock, 'POST', VIEW_CONTENT)).toHaveLength(0);
  });

  it('only logs a failure, never shows it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi({
      'GET /api/user': () => jsonResponse(makeUser()),
      [`POST ${VIEW_CONTENT}`]: () => errorResponse(502, 'Bad Gateway'),
    });
    renderRoutes(routes, '/');

    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });
});
