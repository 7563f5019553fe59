// The Profile tab and the tax questionnaire in French (issue 31): every section's words, the
// moments and sizes in French, the checks in French, and no English left.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccessLogItem, DataExportDto } from '@ledgerleaf/contracts';
import { jsonResponse, stubApi } from '../../../test/api-mock';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { ProfileTab } from './profile-tab';
import { TaxQuestionnaireDialog } from './tax-questionnaire-dialog';
import { inFrench, plainSpaces } from '../../../test/french';

const access: AccessLogItem = { id: '1', at: '2026-11-27T15:04:00.000Z', staffName: 'Sam Bookkeeper', staffRole: 'bookkeeper', what: 'A ouvert vos livres' };
const running: DataExportDto = {
  id: 2,
  status: 'running',
  progress: 40,
  createdAt: '2026-11-27T15:04:00.000Z',
  finishedAt: null,
  size: null,
  expiresAt: null,
  expired: false,
  downloadUrl: null,
  missingFiles: 0,
  byStaff: false,
  failure: null,
};
const done: DataExportDto = {
  ...running,
  id: 1,
  status: 'done',
  progress: 100,
  size: 2_400_000,
  expiresAt: '2026-12-04T15:05:00.000Z',
  downloadUrl: '/api/user/data-exports/1/download',
  missingFiles: 2,
  byStaff: true,
};

describe('the Profile tab in French', { timeout: 20_000 }, () => {
  inFrench();

  it('shows every section, the access log and the exports in French', async () => {
    stubApi({
      'GET /api/user': () => jsonResponse(makeUser({ locale: 'fr-CA' })),
      'GET /api/user/access-log?page=1': () => jsonResponse({ items: [access], page: 1, pageSize: 25, total: 1 }),
      'GET /api/user/data-exports': () => jsonResponse({ items: [running, done] }),
    });
    renderRoutes([{ path: '/', element: <ProfileTab connectedAccounts={() => null} taxProfile={() => null} /> }]);

    for (const heading of ['Renseignements personnels', 'Changer le mot de passe', 'Qui a consulté mes données', 'Toutes mes données', 'Zone de danger']) {
      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    }
    const log = await screen.findByRole('list', { name: 'Qui a consulté mes données' });
    expect(plainSpaces(log.textContent)).toMatch(/Sam Bookkeeper \(Teneur de livres\) · 27 nov\. 2026 à \d{1,2} h \d{2}/);

    const exports = await screen.findByRole('list', { name: 'Mes exportations de données' });
    const [first, second] = within(exports).getAllByRole('listitem');
    expect(plainSpaces(first.textContent)).toContain('En préparation : 40 %');
    expect(plainSpaces(second.textContent)).toContain('2,3 Mo · lien valide jusqu’au 4 déc. 2026 à');
    expect(second).toHaveTextContent('2 fichiers n’ont pas pu être inclus (voir manifest.json) · préparée par le cabinet');
    expect(within(second).getByRole('link', { name: 'Télécharger le ZIP' })).toHaveAttribute('href', '/api/user/data-exports/1/download');
    expect(screen.getByRole('button', { name: 'Mettre à jour le mot de passe' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Supprimer le compte' })).toBeInTheDocument();

    const english = /Change password|Who accessed|All my data|Danger zone|Delete Account|Update Password|Bookkeeper\)|Being prepared|link valid|Download ZIP/;
    expect(document.body.textContent).not.toMatch(english);
  });

  it('checks the new password and walks the deletion in French', async () => {
    stubApi({
      'GET /api/user': () => jsonResponse(makeUser({ locale: 'fr-CA' })),
    });
    renderRoutes([{ path: '/', element: <ProfileTab connectedAccounts={() => null} taxProfile={() => null} /> }]);

    const form = await screen.findByRole('form', { name: 'Changer le mot de passe' });
    await userEvent.click(within(form).getByRole('button', { name: 'Mettre à jour le mot de passe' }));
    expect(await within(form).findByText('Le mot de passe actuel est obligatoire')).toBeInTheDocument();
    expect(within(form).getByText('Le nouveau mot de passe doit compter au moins 6 caractères')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Supprimer le compte' }));
    const offer = await screen.findByRole('dialog', { name: 'Télécharger d’abord toutes mes données' });
    await userEvent.click(within(offer).getByRole('button', { name: 'Continuer la suppression' }));
    const confirm = await screen.findByRole('dialog', { name: 'Supprimer votre compte?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Supprimer mon compte' }));
    expect(await within(confirm).findByText('Entrez votre mot de passe pour supprimer votre compte')).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  });

  it('asks the tax questionnaire in French', async () => {
    stubApi({ 'GET /api/user': () => jsonResponse(makeUser({ hasCompletedQuestionnaire: false, locale: 'fr-CA' })) });
    renderRoutes([{ path: '/', element: <TaxQuestionnaireDialog /> }]);

    const dialog = await screen.findByRole('dialog', { name: 'Renseignements fiscaux requis' });
    expect(within(dialog).getByLabelText('Quelle est la date de fin de votre exercice?')).toHaveAttribute('type', 'date');
    expect(within(dialog).getByLabelText('TPS/TVP à payer (montant en $)')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await within(dialog).findByText('La date de fin d’exercice est obligatoire')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Déconnexion' })).toBeInTheDocument();
    expect(dialog.textContent).not.toMatch(/Tax Information|Submit|Logout|is required/);
  });
});
