// Plans and checkout in French (issue 31): the plan dialog with its prices in French money, and
// the thank-you page after Stripe.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { jsonResponse, stubApi } from '../../../test/api-mock';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { PlanChoiceDialog } from './plan-choice-dialog';
import { ThankYouPage } from './thank-you-page';
import { inFrench, plainSpaces } from '../../../test/french';

const userData = { firstName: 'Gabrielle', lastName: 'Roy', email: 'gabrielle@exemple.ca', phone: '514 555 0199' };

describe('plans and checkout in French', () => {
  inFrench();

  it('offers the two plans with their French prices', async () => {
    stubApi({});
    renderRoutes([{ path: '/', element: <PlanChoiceDialog open onClose={() => {}} userData={userData} preselectedPlan="ANNUAL" /> }]);

    const dialog = await screen.findByRole('dialog', { name: 'Choisissez votre forfait' });
    const annual = within(dialog).getByRole('region', { name: 'Annuel' });
    expect(plainSpaces(annual.textContent)).toContain('1 000 $/année');
    expect(within(annual).getByText('Économisez 17 %')).toBeInTheDocument();
    expect(within(annual).getByText('Votre choix')).toBeInTheDocument();
    expect(within(annual).getByRole('button', { name: 'Choisir Annuel' })).toBeInTheDocument();
    const monthly = within(dialog).getByRole('region', { name: 'Mensuel' });
    expect(plainSpaces(monthly.textContent)).toContain('100 $/mois');
    expect(within(monthly).getByText('Corrections illimitées')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Pas maintenant' })).toBeInTheDocument();
    expect(screen.queryByText(/Choose your plan|Your pick|Unlimited revisions|\/month/)).not.toBeInTheDocument();
  });

  it('thanks a new customer in French', async () => {
    stubApi({ 'GET /api/user': () => jsonResponse(makeUser()) });
    renderRoutes([{ path: '/thank-you', element: <ThankYouPage /> }], '/thank-you');

    expect(await screen.findByRole('heading', { level: 1, name: 'Merci de vous joindre à Ledgerleaf!' })).toBeInTheDocument();
    expect(screen.getByText('Connecter vos comptes bancaires en toute sécurité')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller à mon tableau de bord' })).toBeInTheDocument();
    expect(screen.queryByText(/Thank You|From your dashboard/)).not.toBeInTheDocument();
  });
});
