import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, type RouteObject } from 'react-router';
import { ACCOUNT_TEXTS, VALIDATION, type CurrentUser } from '@ledgerleaf/contracts';
import { bodiesOf, callsTo, errorResponse, jsonResponse, stubApi } from '../../../test/api-mock';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { TaxQuestionnaireGate } from './tax-questionnaire-gate';

const routes: RouteObject[] = [
  {
    element: (
      <>
        <TaxQuestionnaireGate />
        <Outlet />
      </>
    ),
    children: [
      { path: '/', element: <p>Home page</p> },
      { path: '/dashboard', element: <p>Dashboard page</p> },
      { path: '/auth', element: <p>Auth page</p> },
    ],
  },
];

const title = ACCOUNT_TEXTS.questionnaireTitle;

/** GET /api/user answers from a variable, so a test can change what the server says. */
function serverUser(initial: CurrentUser) {
  const state = { user: initial };
  return { state, handler: () => jsonResponse(state.user) };
}

describe('Tax Information Required dialog', () => {
  it('opens over the page for a client who has not answered it, with the spec fields', async () => {
    stubApi({ 'GET /api/user': () => jsonResponse(makeUser({ hasCompletedQuestionnaire: false })) });
    renderRoutes(routes, '/dashboard');

    const dialog = await screen.findByRole('dialog', { name: title });
    expect(within(dialog).getByLabelText('What is your tax year end date?')).toHaveAttribute('type', 'date');
    for (const label of ['GST/PST owed ($ Amount)', 'Payroll tax owed ($ Amount)', 'Corporate income tax owed ($ Amount)']) {
      const input = within(dialog).getByLabelText(label);
      expect(input).toHaveAttribute('type', 'number');
      expect(input).toHaveAttribute('min', '0');
      expect(input).toHaveAttribute('step', '0.01');
      expect(input).toHaveAttribute('placeholder', '0.00');
      expect(input).toHaveValue(0);
    }
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('stays closed for a client who answered it, for a visitor and for staff', async () => {
    for (const answer of [
      () => jsonResponse(makeUser({ hasCompletedQuestionnaire: true })),
      () => errorResponse(401, 'Please log in to continue.'),
      () => jsonResponse(makeUser({ isAdmin: true, hasCompletedQuestionnaire: false })),
    ]) {
      stubApi({ 'GET /api/user': answer });
      const view = renderRoutes(routes, '/dashboard');
      expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
      await view.queryClient.refetchQueries();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('cannot be dismissed with Escape', async () => {
    stubApi({ 'GET /api/user': () => jsonResponse(makeUser({ hasCompletedQuestionnaire: false })) });
    renderRoutes(routes, '/dashboard');

    await screen.findByRole('dialog', { name: title });
    await userEvent.keyboard('{Escape}');

    expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
  });

  it('requires the tax year end date', async () => {
    const fetchMock = stubApi({ 'GET /api/user': () => jsonResponse(makeUser({ hasCompletedQuestionnaire: false })) });
    renderRoutes(routes, '/dashboard');

    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(VALIDATION.taxYearEndRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/user/tax-questionnaire')).toHaveLength(0);
  });

  it('sends the amounts as typed, then closes and refreshes the user', async () => {
    const server = serverUser(makeUser({ hasCompletedQuestionnaire: false }));
    const fetchMock = stubApi({
      'GET /api/user': server.handler,
      'POST /api/user/tax-questionnaire': () => {
        server.state.user = makeUser({ hasCompletedQuestionnaire: true, taxYearEndDate: '2026-12-31', gstPstOwed: '1250.50' });
        return jsonResponse(server.state.user);
      },
    });
    const { queryClient } = renderRoutes(routes, '/dashboard');

    const dialog = await screen.findByRole('dialog', { name: title });
    await userEvent.type(within(dialog).getByLabelText('What is your tax year end date?'), '2026-12-31');
    const gst = within(dialog).getByLabelText('GST/PST owed ($ Amount)');
    await userEvent.clear(gst);
    await userEvent.type(gst, '1250.50');
    // A number input holds "" for anything that is not a number; the server counts it as 0.
    await userEvent.clear(within(dialog).getByLabelText('Payroll tax owed ($ Amount)'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_TEXTS.questionnaireSucceeded);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument());
    expect(bodiesOf(fetchMock, 'POST', '/api/user/tax-questionnaire')).toEqual([
      { taxYearEndDate: '2026-12-31', gstPstOwed: '1250.50', payrollTaxOwed: '', corporateIncomeTaxOwed: '0' },
    ]);
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/user').length).toBeGreaterThanOrEqual(2));
    expect(queryClient.getQueryData(['/api/user'])).toMatchObject({ hasCompletedQuestionnaire: true });
  });

  it('says "Submitting..." while waiting, and stays open with the server message on failure', async () => {
    let answer: (response: Response) => void = () => {};
    stubApi({
      'GET /api/user': () => jsonResponse(makeUser({ hasCompletedQuestionnaire: false })),
      'POST /api/user/tax-questionnaire': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderRoutes(routes, '/dashboard');

    const dialog = await screen.findByRole('dialog', { name: title });
    await userEvent.type(within(dialog).getByLabelText('What is your tax year end date?'), '2026-03-31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByRole('button', { name: 'Submitting...' })).toBeDisabled();

    answer(errorResponse(400, 'Tax year end date must be a real date (YYYY-MM-DD)'));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(ACCOUNT_TEXTS.errorTitle);
    expect(toast).toHaveTextContent('Tax year end date must be a real date (YYYY-MM-DD)');
    expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
  });

  it('falls back to "Failed to submit questionnaire" when the server cannot be reached', async () => {
    stubApi({
      'GET /api/user': () => jsonResponse(makeUser({ hasCompletedQuestionnaire: false })),
      'POST /api/user/tax-questionnaire': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderRoutes(routes, '/dashboard');

    const dialog = await screen.findByRole('dialog', { name: title });
    await userEvent.type(within(dialog).getByLabelText('What is your tax year end date?'), '2026-03-31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_TEXTS.questionnaireFailed);
  });

  it('closes when the user logs out from it', async () => {
    const fetchMock = stubApi({
      'GET /api/user': () => jsonResponse(makeUser({ hasCompletedQuestionnaire: false })),
      'POST /api/logout': () => jsonResponse({ message: 'Logged out' }),
    });
    const { router } = renderRoutes(routes, '/dashboard');

    const dialog = await screen.findByRole('dialog', { name: title });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');
    expect(callsTo(fetchMock, 'POST', '/api/logout')).toHaveLength(1);
  });

  it('waits while the user is on the auth screen', async () => {
    stubApi({ 'GET /api/user': () => jsonResponse(makeUser({ hasCompletedQuestionnaire: false })) });
    renderRoutes(routes, '/auth');

    expect(await screen.findByText('Auth page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
