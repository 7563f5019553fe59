import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { ACCOUNT_TEXTS, TOASTS, VALIDATION } from '@ledgerleaf/contracts';
import { bodiesOf, callsTo, errorResponse, jsonResponse, pending, stubApi } from '../test/api-mock';
import { makeUser } from '../test/fixtures';
import { renderRoutes } from '../test/render';
import { browserLocation } from '../lib/browser-location';
import { AuthPage } from './auth-page';

const routes: RouteObject[] = [
  { path: '/auth', element: <AuthPage /> },
  { path: '/dashboard', element: <p>Dashboard reached</p> },
];

const visitor = () => errorResponse(401, 'Please log in to continue.', 'Unauthorized');
const newUser = (overrides = {}) =>
  makeUser({ firstName: 'Noor', lastName: 'Haddad', email: 'noor@example.ca', phone: '6045550199', hasCompletedQuestionnaire: false, ...overrides });

async function fillRegistration({ coupon = '' } = {}) {
  await userEvent.type(await screen.findByLabelText('First name'), 'Noor');
  await userEvent.type(screen.getByLabelText('Last name'), 'Haddad');
  await userEvent.type(screen.getByLabelText('Email'), 'noor@example.ca');
  await userEvent.type(screen.getByLabelText('Phone'), '6045550199');
  await userEvent.type(screen.getByLabelText('Password'), 'cedar-grove-7');
  if (coupon) await userEvent.type(screen.getByLabelText('Coupon code (optional)'), coupon);
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

function stubAssign() {
  return vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
}

describe('registration', () => {
  it('shows the spec messages for empty fields and sends nothing', async () => {
    const fetchMock = stubApi({ 'GET /api/user': visitor });
    renderRoutes(routes, '/auth?mode=register');

    await userEvent.click(await screen.findByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(VALIDATION.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.lastNameRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.phoneRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.passwordMin)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/register')).toHaveLength(0);
  });

  it('tells live whether the coupon is valid, in any case', async () => {
    stubApi({ 'GET /api/user': visitor });
    renderRoutes(routes, '/auth?mode=register');
    const coupon = await screen.findByLabelText('Coupon code (optional)');

    expect(screen.queryByText(VALIDATION.invalidCoupon)).not.toBeInTheDocument();
    expect(screen.queryByText(ACCOUNT_TEXTS.couponValid)).not.toBeInTheDocument();

    await userEvent.type(coupon, 'launch');
    expect(screen.getByText(VALIDATION.invalidCoupon)).toBeInTheDocument();
    expect(coupon).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(coupon, '2025');
    expect(screen.getByText(ACCOUNT_TEXTS.couponValid)).toBeInTheDocument();
    expect(screen.queryByText(VALIDATION.invalidCoupon)).not.toBeInTheDocument();
    expect(coupon).toHaveAttribute('aria-invalid', 'false');

    await userEvent.clear(coupon);
    await userEvent.type(coupon, 'LAUNCH2024');
    expect(screen.getByText(VALIDATION.invalidCoupon)).toBeInTheDocument();
  });

  it('registers with a mixed-case coupon on the annual plan, reports the purchase and opens the dashboard', async () => {
    const fetchMock = stubApi({
      'GET /api/user': visitor,
      'POST /api/register': () => jsonResponse(newUser({ paymentPlan: 'ANNUAL', registrationType: 'COUPON' }), 201, 'Created'),
    });
    const { router, queryClient } = renderRoutes(routes, '/auth?mode=register');

    await fillRegistration({ coupon: ' Launch2025 ' });
    await submit();

    expect(await screen.findByText('Dashboard reached')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(bodiesOf(fetchMock, 'POST', '/api/register')).toEqual([
      {
        firstName: 'Noor',
        lastName: 'Haddad',
        email: 'noor@example.ca',
        phone: '6045550199',
        password: 'cedar-grove-7',
        couponCode: 'Launch2025',
        paymentPlan: 'ANNUAL',
        registrationType: 'COUPON',
        // The account's language: the one the visitor registers in (English in tests).
        locale: 'en-CA',
      },
    ]);
    // Nothing about the buyer or the value: the server reports the coupon registration it recorded.
    expect(bodiesOf(fetchMock, 'POST', '/api/conversions/purchase')).toEqual([{}]);
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(ACCOUNT_TEXTS.couponRegisteredTitle);
    expect(toast).toHaveTextContent(/annual access/);
    expect(queryClient.getQueryData(['/api/user'])).toMatchObject({ paymentPlan: 'ANNUAL' });
    expect(callsTo(fetchMock, 'POST', '/api/create-checkout-session')).toHaveLength(0);
  });

  it('without a valid coupon opens the plan dialog, and choosing a plan goes to the checkout URL', async () => {
    const assign = stubAssign();
    let answerCheckout: (response: Response) => void = () => {};
    const fetchMock = stubApi({
      'GET /api/user': visitor,
      'POST /api/register': () => jsonResponse(newUser({ paymentPlan: 'NONE' }), 201, 'Created'),
      'POST /api/create-checkout-session': () => new Promise<Response>((resolve) => (answerCheckout = resolve)),
    });
    const { router } = renderRoutes(routes, '/auth?mode=register');

    await fillRegistration({ coupon: 'SPRING10' });
    await submit();

    const dialog = await screen.findByRole('dialog', { name: 'Choose your plan' });
    expect(router.state.location.pathname).toBe('/auth');
    const [registration] = bodiesOf(fetchMock, 'POST', '/api/register');
    expect(registration).toMatchObject({ paymentPlan: 'NONE', registrationType: 'PAID' });
    expect(registration).not.toHaveProperty('couponCode');
    expect(within(dialog).getByText('$100/month')).toBeInTheDocument();
    expect(within(dialog).getByText('$1,000/year')).toBeInTheDocument();
    expect(within(dialog).getByText('Save 17%')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Unlimited revisions')).toHaveLength(2);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose Monthly' }));

    expect(within(dialog).getByRole('button', { name: 'Redirecting to checkout...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Choose Annual' })).toBeDisabled();
    expect(bodiesOf(fetchMock, 'POST', '/api/create-checkout-session')).toEqual([
      { plan: 'MONTHLY', userData: { firstName: 'Noor', lastName: 'Haddad', email: 'noor@example.ca', phone: '6045550199' } },
    ]);
    answerCheckout(jsonResponse({ url: 'https://checkout.stripe.test/c/pay/cs_test_123' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_test_123'));
    expect(screen.queryByText('Dashboard reached')).not.toBeInTheDocument();
  });

  it('shows the server message in the dialog when payments are not available, and lets the user try again', async () => {
    const assign = stubAssign();
    stubApi({
      'GET /api/user': visitor,
      'POST /api/register': () => jsonResponse(newUser({ paymentPlan: 'NONE' }), 201, 'Created'),
      'POST /api/create-checkout-session': () => errorResponse(503, 'Online payment is not available right now. Please try again later or contact support.'),
    });
    renderRoutes(routes, '/auth?mode=register');

    await fillRegistration();
    await submit();
    const dialog = await screen.findByRole('dialog', { name: 'Choose your plan' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose Annual' }));

    expect(await within(dialog).findByText('Online payment is not available right now. Please try again later or contact support.')).toBeInTheDocument();
    await waitFor(() => {
      const toast = screen.getAllByRole('alert').find((alert) => alert.textContent?.includes(ACCOUNT_TEXTS.checkoutFailedTitle));
      expect(toast).toHaveTextContent('Online payment is not available right now.');
    });
    expect(within(dialog).getByRole('button', { name: 'Choose Annual' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Choose Monthly' })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('says so when the server answers without a checkout URL', async () => {
    const assign = stubAssign();
    stubApi({
      'GET /api/user': visitor,
      'POST /api/register': () => jsonResponse(newUser({ paymentPlan: 'NONE' }), 201, 'Created'),
      'POST /api/create-checkout-session': () => jsonResponse({}),
    });
    renderRoutes(routes, '/auth?mode=register');

    await fillRegistration();
    await submit();
    const dialog = await screen.findByRole('dialog', { name: 'Choose your plan' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose Monthly' }));

    expect(await within(dialog).findByText(ACCOUNT_TEXTS.checkoutNoUrl)).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('preselects the plan chosen on the landing page', async () => {
    stubApi({
      'GET /api/user': visitor,
      'POST /api/register': () => jsonResponse(newUser({ paymentPlan: 'NONE' }), 201, 'Created'),
    });
    renderRoutes(routes, '/auth?mode=register&plan=ANNUAL');

    await fillRegistration();
    await submit();

    const dialog = await screen.findByRole('dialog', { name: 'Choose your plan' });
    const annual = within(dialog).getByRole('region', { name: 'Annual' });
    expect(within(annual).getByText('Your pick')).toBeInTheDocument();
    expect(within(annual).getByRole('button', { name: 'Choose Annual' })).toHaveFocus();
    expect(within(within(dialog).getByRole('region', { name: 'Monthly' })).queryByText('Your pick')).not.toBeInTheDocument();
  });

  it('goes to the dashboard when the plan choice is put off', async () => {
    stubApi({
      'GET /api/user': visitor,
      'POST /api/register': () => jsonResponse(newUser({ paymentPlan: 'NONE' }), 201, 'Created'),
    });
    const { router } = renderRoutes(routes, '/auth?mode=register');

    await fillRegistration();
    await submit();
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));

    expect(await screen.findByText('Dashboard reached')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows "Registration failed" with the server message for a taken email and stays on the form', async () => {
    stubApi({
      'GET /api/user': visitor,
      'POST /api/register': () => errorResponse(409, 'An account with this email already exists. Log in or reset your password.'),
    });
    renderRoutes(routes, '/auth?mode=register');

    await fillRegistration();
    await submit();

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(TOASTS.registrationFailed);
    expect(toast).toHaveTextContent('An account with this email already exists.');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('falls back to the spec text when the server cannot be reached', async () => {
    stubApi({
      'GET /api/user': visitor,
      'POST /api/register': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderRoutes(routes, '/auth?mode=register');

    await fillRegistration();
    await submit();

    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_TEXTS.registrationFailedFallback);
  });

  it('says "Creating account..." while the request runs', async () => {
    stubApi({ 'GET /api/user': visitor, 'POST /api/register': pending });
    renderRoutes(routes, '/auth?mode=register');

    await fillRegistration();
    await submit();

    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
  });
});
