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

describe('LandingPage', () => {
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
    expect(within(nav).getByRole('link', { name: 'Book A Call' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'Request A Call' })).toHaveAttribute('href', '/#contact');
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

  it('has the five section buttons, which scroll smoothly to a section that exists', async () => {
    stubApi({ 'GET /api/user': visitor });
    renderRoutes(routes, '/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    for (const label of ['How It Works', 'About Us', 'Who We Are', 'Pricing', 'Contact']) {
      expect(within(nav).getByRole('button', { name: label })).toBeInTheDocument();
    }
    const contact = document.createElement('section');
    contact.id = 'contact';
    document.body.append(contact);
    const scroll = vi.spyOn(contact, 'scrollIntoView');

    await userEvent.click(within(nav).getByRole('button', { name: 'Contact' }));

    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
  });

  it('ignores a section button whose section is not on the page', async () => {
    stubApi({ 'GET /api/user': visitor });
    renderRoutes(routes, '/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');

    await userEvent.click(within(nav).getByRole('button', { name: 'Pricing' }));

    expect(scroll).not.toHaveBeenCalled();
  });
});
