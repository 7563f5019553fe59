// Manual submissions in French (issue 31): the form's checks, the History with its statuses,
// French dates and money, and the edit-request dialog.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubmissionView } from '@ledgerleaf/contracts';
import { callsTo, jsonResponse, stubApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render';
import { NewSubmissionForm } from './new-submission-form';
import { SubmissionsHistory } from './submissions-history';
import { inFrench, plainSpaces } from '../../../test/french';

const submission: SubmissionView = {
  id: 2,
  userId: 7,
  summaryName: 'Relevés de septembre',
  status: 'completed',
  paymentStatus: 'pending',
  paymentIntentId: null,
  documents: [],
  resultPdfUrl: '/uploads/2026/11/r.pdf',
  resultCsvUrl: '/uploads/2026/11/r.csv',
  manualTransactionsCsvUrl: null,
  additionalCategoriesCsvUrl: null,
  manualTransactions: [
    { id: 1, transactionDate: '2026-09-04', transactionName: 'Vente comptant', province: 'QC', amount: '1234.56' },
    { id: 2, transactionDate: '2026-09-05', transactionName: 'Dépôt', province: 'ON', amount: '10.00' },
  ],
  additionalCategories: [],
  editRequests: [{ id: 9, description: 'Séparer le loyer', status: 'pending', documents: [], createdAt: '2026-11-05T12:00:00.000Z' }],
  resultHistory: [],
  createdAt: '2026-11-02T12:00:00.000Z',
  updatedAt: '2026-11-02T12:00:00.000Z',
};

describe('manual submissions in French', () => {
  inFrench();

  it('checks the form in French before sending anything', async () => {
    const fetchMock = stubApi({});
    renderRoutes([{ path: '/', element: <NewSubmissionForm /> }]);

    expect(await screen.findByRole('heading', { name: 'Soumission manuelle de pièces' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter une transaction' }));
    const row = screen.getByRole('group', { name: 'Transaction 1' });
    expect(within(row).getByLabelText('Nom de la transaction')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));

    expect(await screen.findByText('Veuillez remplir tous les champs obligatoires et téléverser au moins une pièce justificative')).toBeInTheDocument();
    expect(screen.getByText('Le nom du sommaire est obligatoire')).toBeInTheDocument();
    expect(screen.getByText('Au moins une pièce justificative est obligatoire')).toBeInTheDocument();
    expect(within(row).getByText('La province est obligatoire')).toBeInTheDocument();
    expect(within(row).getByText('Le montant doit être supérieur à 0')).toBeInTheDocument();
    expect(screen.queryByText(/is required|Please fill in|Manual Submission/)).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/submissions')).toHaveLength(0);
  });

  it('shows the History in French with French dates and money, and asks for an edit in French', async () => {
    stubApi({ 'GET /api/submissions': () => jsonResponse([submission]) });
    renderRoutes([{ path: '/', element: <SubmissionsHistory /> }]);

    const card = await screen.findByRole('article', { name: 'Relevés de septembre' });
    expect(within(card).getByText('Terminée')).toBeInTheDocument();
    expect(within(card).getByText(/^Envoyée le 2 nov\. 2026$/)).toBeInTheDocument();
    expect(plainSpaces(within(card).getByText(/^2 transactions manuelles/).textContent)).toBe(
      '2 transactions manuelles : Vente comptant (Québec, 1 234,56 $); Dépôt (Ontario, 10,00 $)',
    );
    expect(within(card).getByRole('link', { name: 'Télécharger le PDF' })).toHaveAttribute('href', '/uploads/2026/11/r.pdf');
    expect(within(card).getByText(/^Dernière demande de modification · 5 nov\. 2026 · En attente$/)).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Demander une modification' }));
    const dialog = await screen.findByRole('dialog', { name: /^Demander une modification\s: Relevés de septembre$/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    expect(await screen.findByText('Veuillez fournir une description')).toBeInTheDocument();
    expect(within(dialog).getByText('La description est obligatoire')).toBeInTheDocument();
    expect(screen.queryByText(/Completed|Submitted|Download PDF|Latest edit request|Request Edit/)).not.toBeInTheDocument();
  });
});
