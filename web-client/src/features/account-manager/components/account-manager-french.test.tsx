// The dashboard's account manager card in French (issue 31).
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse, stubApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render';
import { AccountManagerCard } from './account-manager-card';
import { inFrench } from '../../../test/french';

describe('the account manager card in French', () => {
  inFrench();

  it('names the manager, the direct line and the way to write, in French', async () => {
    stubApi({
      'GET /api/user/account-manager': () => jsonResponse({ manager: { name: 'Sam Gagnon', initials: 'SG', photoUrl: null, phone: '+1 (514) 555-0142' } }),
    });
    const onMessage = vi.fn();
    renderRoutes([{ path: '/', element: <AccountManagerCard onMessage={onMessage} /> }]);

    const card = await screen.findByRole('region', { name: 'Votre gestionnaire de compte' });
    expect(await within(card).findByText('Sam Gagnon')).toBeInTheDocument();
    expect(card).toHaveTextContent('Ligne directe : +1 (514) 555-0142');
    await userEvent.click(within(card).getByRole('button', { name: 'Écrire à votre gestionnaire de compte' }));
    expect(onMessage).toHaveBeenCalledOnce();
    expect(card.textContent).not.toMatch(/Your account manager|Direct line|Message your/);
  });

  it('says in French that none is assigned yet, and that it could not be loaded', async () => {
    let fail = true;
    stubApi({ 'GET /api/user/account-manager': () => (fail ? errorResponse(500, 'Erreur interne') : jsonResponse({ manager: null })) });
    renderRoutes([{ path: '/', element: <AccountManagerCard onMessage={() => undefined} /> }]);

    expect(await screen.findByText('Votre gestionnaire de compte n’a pas pu être chargé.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText(/Votre cabinet vous attribuera un gestionnaire de compte sous peu/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ouvrir Messages' })).toBeInTheDocument();
  });
});
