import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { errorResponse, jsonResponse, pending, stubApi } from '../../../test/api-mock';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { LandingPage } from './landing-page';

const routes: RouteObject[] = [{ path: '/', element: <LandingPage /> }];

const visitor = () => errorResponse(401, 'Please log in to continue.', 'Unauthorized');

// The whole landing page, the date picker and MUI's Autocomplete are slow to render in
// jsdom on a busy two-core machine: more room than vitest's default 5 s.
describe('LandingPage', { timeout: 20_000 }, () => {
  afterEach(() => {
    document.getElementById('contact')?.remove();
  });

  it('shows a centred spinner while the user loads', () => {
    stubApi({ 'GET /api/user': pending });
    renderRoutes(routes, '/');

    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  it('offers a visitor Log In, Book A Call and a Get Started that leads to /auth', async () => {
    stubApi({ 'GET /api/user': visitor });
    renderRoutes(routes, '/');

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/auth?mode=login');
    expect(within(nav).getByRole('button', { name: 'Book A Call' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('button', { name: 'Request A Call' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.getByText('Bank connections powered by Plaid')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('offers a member the dashboard instead', async () => {
    stubApi({ 'GET /api/user': () => jsonResponse(makeUser()) });
    renderRoutes(routes, '/');

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/dashboard');
  });

  it('has the five section buttons, each scrolling smoothly to its section', async () => {
    stubApi({ 'GET /api/user': visitor });
    renderRoutes(routes, '/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });

    for (const [label, id] of [
      ['How It Works', 'track-transactions'],
      ['About Us', 'about'],
      ['Who We Are', 'who-we-are'],
      ['Pricing', 'pricing'],
      ['Contact', 'contact'],
    ] as const) {
      const section = document.getElementById(id);
      expect(section?.tagName).toBe('SECTION');
      const scroll = vi.spyOn(section as HTMLElement, 'scrollIntoView');
      await userEvent.click(within(nav).getByRole('button', { name: label }));
      expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    }
  });

  it('shows the sections in the spec order, each with its heading', async () => {
    stubApi({ 'GET /api/user': visitor });
    renderRoutes(routes, '/');
    await screen.findByRole('navigation', { name: 'Main' });

    const ids = [...document.querySelectorAll('section[id]')].map((section) => section.id);
    expect(ids).toEqual(['how-it-works', 'track-transactions', 'services', 'about', 'who-we-are', 'pricing', 'reviews', 'faq', 'contact']);
    expect(screen.getByRole('heading', { level: 3, name: 'Upload Documents' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Export Clean Reports' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Read-only access' })).toBeInTheDocument();
    expect(within(document.getElementById('services') as HTMLElement).getAllByRole('listitem')).toHaveLength(7);
    expect(screen.getByRole('img', { name: /open ledger/ })).toBeInTheDocument();
  });

  it('expands the founder biography with Read more', async () => {
    stubApi({ 'GET /api/user': visitor });
    renderRoutes(routes, '/');
    const readMore = await screen.findByRole('button', { name: 'Read more' });
    expect(readMore).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(readMore);

    expect(screen.getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/CPA Ontario/)).toBeVisible();
  });
});
