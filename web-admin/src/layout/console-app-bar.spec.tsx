import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { ConsoleAppBar } from './console-app-bar';
import { renderInAdmin, staffAuthProvider } from '../test/render-in-admin';

describe('ConsoleAppBar', () => {
  it('shows the console brand and a plain link back to the site', () => {
    renderInAdmin(<ConsoleAppBar />, { dataProvider: {} });

    expect(screen.getByText('Ledgerleaf Staff Console')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to site' })).toHaveAttribute('href', '/');
  });

  it('names the signed-in staff member', async () => {
    renderInAdmin(<ConsoleAppBar />, { dataProvider: {} });

    expect(await screen.findByText('Riley Staff')).toBeInTheDocument();
  });

  it('says so when logging out fails', async () => {
    vi.spyOn(staffAuthProvider, 'logout').mockRejectedValueOnce(new Error('offline'));
    renderInAdmin(
      <>
        <ConsoleAppBar />
        <Notification />
      </>,
      { dataProvider: {} },
    );

    await userEvent.click(await screen.findByText('Riley Staff'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    expect(staffAuthProvider.logout).toHaveBeenCalled();
    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
  });
});
