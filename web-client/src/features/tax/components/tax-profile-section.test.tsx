// The Profile tab's tax section in both languages, and a Québec registrant's QST number (issue 31).
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import type { TaxProfile } from '@ledgerleaf/contracts';
import { bodiesOf, jsonResponse, stubApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render';
import { inFrench } from '../../../test/french';
import { TaxProfileSection } from './tax-profile-section';

const routes: RouteObject[] = [{ path: '/profile', element: <TaxProfileSection /> }];
const QUEBEC: TaxProfile = {
  province: 'QC',
  gstHstNumber: '897654323RT0001',
  qstNumber: '1234567890TQ0001',
  filingFrequency: 'monthly',
  method: 'regular',
  businessStructure: 'sole_proprietor',
  taxYearEnd: '09-30',
};

describe('Tax profile section: the QST number, in French', () => {
  inFrench();

  it('asks a Québec business for its QST number, refuses one in the wrong format in French, and saves a good one', async () => {
    const fetchMock = stubApi({
      'GET /api/tax/profile': () => jsonResponse(QUEBEC),
      'PUT /api/tax/profile': (init) => jsonResponse({ ...QUEBEC, ...JSON.parse(String(init?.body)) }),
    });
    renderRoutes(routes, '/profile');
    const form = await screen.findByRole('form', { name: 'Profil fiscal' });
    expect(within(form).getByText(/^Fin de l’exercice\s:\s09-30$/)).toBeInTheDocument();
    const qst = within(form).getByRole('textbox', { name: 'Numéro de TVQ' });
    expect(qst).toHaveValue('1234567890TQ0001');
    await userEvent.clear(qst);
    await userEvent.type(qst, '1234567890RT0001');
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer le profil fiscal' }));
    expect(await within(form).findByText(/Le numéro de TVQ compte 16/)).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PUT', '/api/tax/profile')).toEqual([]);

    await userEvent.clear(qst);
    await userEvent.type(qst, '1234567890 TQ 0002');
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer le profil fiscal' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'PUT', '/api/tax/profile')).toEqual([
        {
          province: 'QC',
          gstHstNumber: '897654323RT0001',
          qstNumber: '1234567890 TQ 0002',
          filingFrequency: 'monthly',
          method: 'regular',
          businessStructure: 'sole_proprietor',
        },
      ]),
    );
  });
});

describe('Tax profile section: the QST number', () => {
  it('does not ask an Ontario business for one, and clears a stored one when the business leaves Québec', async () => {
    const fetchMock = stubApi({
      'GET /api/tax/profile': () => jsonResponse(QUEBEC),
      'PUT /api/tax/profile': (init) => jsonResponse({ ...QUEBEC, ...JSON.parse(String(init?.body)) }),
    });
    renderRoutes(routes, '/profile');
    const form = await screen.findByRole('form', { name: 'Tax profile' });
    expect(within(form).getByRole('textbox', { name: 'QST number' })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('combobox', { name: 'Province' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ontario' }));
    expect(within(form).queryByRole('textbox', { name: 'QST number' })).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Save tax profile' }));
    await waitFor(() => expect(bodiesOf(fetchMock, 'PUT', '/api/tax/profile')).toEqual([expect.objectContaining({ province: 'ON', qstNumber: null })]));
  });
});
