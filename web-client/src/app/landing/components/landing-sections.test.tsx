import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { errorResponse, jsonResponse, stubApi } from '../../../test/api-mock';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { LandingPage } from './landing-page';
import { REVIEWS } from './reviews-section';

const routes: RouteObject[] = [{ path: '/', element: <LandingPage /> }];
const visitor = () => errorResponse(401, 'Please log in to continue.', 'Unauthorized');

async function section(id: string) {
  await screen.findByRole('navigation', { name: 'Main' });
  const element = document.getElementById(id);
  if (!element) throw new Error(`No section ${id}`);
  return within(element);
}

// The whole landing page, the date picker and MUI's Autocomplete are slow to render in
// jsdom on a busy two-core machine: more room than vitest's default 5 s.
describe('landing sections', { timeout: 20_000 }, () => {
  it('sends a visitor choosing a plan to registration with that plan', async () => {
    stubApi({ 'GET /api/user': visitor });
    renderRoutes(routes, '/');
    const pricing = await section('pricing');

    expect(pricing.getByRole('link', { name: 'Choose Monthly' })).toHaveAttribute('href', '/auth?mode=register&plan=MONTHLY');
    expect(pricing.getByRole('link', { name: 'Choose Annual' })).toHaveAttribute('href', '/auth?mode=register&plan=ANNUAL');
    expect(pricing.getByText('Save 17%')).toBeInTheDocument();
    expect(pricing.getByText('$100')).toBeInTheDocument();
    expect(pricing.getByText('$1,000')).toBeInTheDocument();
    expect(pricing.getByText('A direct line to a dedicated account manager')).toBeInTheDocument();
  });

  it('sends a member without a plan to the plan dialog in the dashboard', async () => {
    stubApi({ 'GET /api/user': () => jsonResponse(makeUser({ paymentPlan: 'NONE' })) });
    renderRoutes(routes, '/');
    const pricing = await section('pricing');

    expect(pricing.getByRole('link', { name: 'Choose Monthly' })).toHaveAttribute('href', '/dashboard?choosePlan=MONTHLY');
    expect(pricing.getByRole('link', { name: 'Choose Annual' })).toHaveAttribute('href', '/dashboard?choosePlan=ANNUAL');
  });

  it('sends a member who already has a plan to the dashboard', async () => {
    stubApi({ 'GET /api/user': () => jsonResponse(makeUser({ paymentPlan: 'ANNUAL' })) });
    renderRoutes(routes, '/');
    const pricing = await section('pricing');

    expect(pricing.getByRole('link', { name: 'Choose Monthly' })).toHaveAttribute('href', '/dashboard');
    expect(pricing.getByRole('link', { name: 'Choose Annual' })).toHaveAttribute('href', '/dashboard');
  });

  it('has five FAQ questions that open one by one', async () => {
    stubApi({ 'GET /api/user': visitor });
    renderRoutes(routes, '/');
    const faq = await section('faq');

    const questions = faq.getAllByRole('button', { expanded: false });
    expect(questions).toHaveLength(5);
    expect(faq.getByRole('button', { name: 'How much does Ledgerleaf cost?' })).toBeInTheDocument();
    await userEvent.click(questions[0]);

    expect(questions[0]).toHaveAttribute('aria-expanded', 'true');
    expect(faq.getByText(/\$100\/month .* \$1,000\/year/)).toBeVisible();
  });

  it('shows reviews rated 4 to 5 stars, some with half stars, with a first name and a city, and can pause them', async () => {
    stubApi({ 'GET /api/user': visitor });
    renderRoutes(routes, '/');
    const reviews = await section('reviews');

    const carousel = reviews.getByRole('region', { name: 'Client reviews' });
    const ratings = within(carousel)
      .getAllByRole('img', { name: /^Rated [\d.]+ out of 5 stars$/ })
      .map((rating) => Number(/Rated ([\d.]+)/.exec(rating.getAttribute('aria-label') ?? '')?.[1]));
    // The second copy that makes the loop seamless is hidden from assistive technology.
    expect(ratings).toHaveLength(REVIEWS.length);
    expect(Math.min(...ratings)).toBeGreaterThanOrEqual(4);
    expect(Math.max(...ratings)).toBe(5);
    expect(ratings.some((rating) => rating % 1 === 0.5)).toBe(true);
    expect(within(within(carousel).getByRole('list')).getByText(/Calgary, AB/)).toBeInTheDocument();

    await userEvent.click(reviews.getByRole('button', { name: 'Pause reviews' }));
    expect(reviews.getByRole('button', { name: 'Play reviews' })).toHaveAttribute('aria-pressed', 'true');
  });
});
