import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_TEXTS, BRAND, NOT_FOUND, THANK_YOU } from '@ledgerleaf/contracts';
import { bodiesOf, errorResponse, jsonResponse, stubApi } from '../test/api-mock';
import { makeUser } from '../test/fixtures';
import { renderRoutes } from '../test/render';
import { routes } from './router';

const visitor = () => errorResponse(401, 'Please log in to continue.', 'Unauthorized');

async function sectionHeadings() {
  const article = await screen.findByRole('article');
  return within(article)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
}

describe('route table', () => {
  it('serves the terms with both dates and 30 numbered sections', async () => {
    stubApi({ 'GET /api/user': visitor });
    renderRoutes(routes, '/terms-of-service');

    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(screen.getByText('Effective date: 27 December 2024')).toBeInTheDocument();
    expect(screen.getByText('Last updated: 27 December 2024')).toBeInTheDocument();
    const headings = await sectionHeadings();
    expect(headings).toHaveLength(30);
    headings.forEach((heading, index) => expect(heading).toMatch(new RegExp(`^${index + 1}\\. `)));
    expect(screen.getByText(/Visa, MasterCard, American Express and JCB/)).toBeInTheDocument();
  });

  it('serves the privacy policy with its six sections', async () => {
    stubApi({ 'GET /api/user': visitor });
    renderRoutes(routes, '/privacy-policy');

    expect(await sectionHeadings()).toEqual([
      'Information We Collect',
      'How We Use Your Information',
      'How We Share Information',
      'How We Protect Your Information',
      'Your Rights',
      'Contact Us',
    ]);
  });

  it('serves the security page with its sections', async () => {
    stubApi({ 'GET /api/user': visitor });
    renderRoutes(routes, '/security');

    expect(await sectionHeadings()).toEqual(['Data Protection', 'Infrastructure', 'Access Control', 'Backup and Recovery', 'Compliance', 'Employee Security']);
    expect(screen.getByText(/PIPEDA/)).toHaveTextContent(/GDPR/);
  });

  it('serves the thank-you page', async () => {
    stubApi({ 'GET /api/user': () => jsonResponse(makeUser()) });
    renderRoutes(routes, '/thank-you');

    expect(await screen.findByRole('heading', { level: 1, name: THANK_YOU.title })).toBeInTheDocument();
    expect(screen.getByText(THANK_YOU.activated)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: THANK_YOU.dashboardButton })).toHaveAttribute('href', '/dashboard');
    expect(within(screen.getByRole('main')).getByRole('link', { name: BRAND.supportEmail })).toHaveAttribute('href', `mailto:${BRAND.supportEmail}`);
    expect(screen.getByText('Upload your monthly documents')).toBeInTheDocument();
  });

  it('greets a logged-in user on the dashboard', async () => {
    stubApi({ 'GET /api/user': () => jsonResponse(makeUser({ firstName: 'Jasmeet' })) });
    renderRoutes(routes, '/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Jasmeet!' })).toBeInTheDocument();
  });

  it('opens the tax questionnaire over the dashboard of a new client and reports the page view', async () => {
    const fetchMock = stubApi({ 'GET /api/user': () => jsonResponse(makeUser({ hasCompletedQuestionnaire: false })) });
    renderRoutes(routes, '/dashboard');

    expect(await screen.findByRole('dialog', { name: ACCOUNT_TEXTS.questionnaireTitle })).toBeInTheDocument();
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/api/conversions/view-content')).toEqual([
        expect.objectContaining({ email: 'amelie@example.ca', eventSourceUrl: `${window.location.origin}/dashboard` }),
      ]),
    );
  });

  it('sends a visitor from the dashboard to the login screen', async () => {
    stubApi({ 'GET /api/user': visitor });
    const { router } = renderRoutes(routes, '/dashboard');

    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('shows the not-found page for an unknown path', async () => {
    stubApi({ 'GET /api/user': visitor });
    renderRoutes(routes, '/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND.title })).toBeInTheDocument();
    expect(screen.getByText(NOT_FOUND.hint)).toBeInTheDocument();
  });
});
