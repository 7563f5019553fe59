// The Category Configuration tab in French (issue 31): its columns, the add form and its check,
// the rename and delete actions and the delete dialog.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, stubApi } from '../../../test/api-mock';
import { makeCategory } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { CategoryConfiguration } from './category-configuration';
import { inFrench } from '../../../test/french';

describe('the Category Configuration tab in French', () => {
  inFrench();

  it('shows the categories, the add form and its check, and the delete dialog in French', async () => {
    stubApi({
      'GET /api/plaid/user-categories': () => jsonResponse({ categories: [makeCategory({ id: 1, type: 'EXPENSE', categoryName: 'Fournitures de bureau' })] }),
    });
    renderRoutes([{ path: '/dashboard', element: <CategoryConfiguration /> }], '/dashboard');

    expect(await screen.findByRole('heading', { name: 'Configuration des catégories' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Catégories de revenus' })).toHaveTextContent(
      'Aucune catégorie de revenus pour l’instant. Ajoutez-en une ci-dessus.',
    );
    const expenses = screen.getByRole('region', { name: 'Catégories de dépenses' });
    expect(within(expenses).getByText('Fournitures de bureau')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Ajouter une catégorie' });
    await userEvent.click(within(form).getByRole('button', { name: 'Ajouter la catégorie' }));
    expect(await within(form).findByText('Veuillez entrer un nom pour votre catégorie')).toBeInTheDocument();

    await userEvent.click(within(expenses).getByRole('button', { name: 'Supprimer Fournitures de bureau' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer cette catégorie?' });
    expect(dialog).toHaveTextContent('« Fournitures de bureau » ne sera plus proposée pour vos opérations.');
    expect(within(dialog).getByRole('button', { name: 'Supprimer' })).toBeInTheDocument();

    expect(screen.queryByText(/Category Configuration|Revenue categories|Please enter a name|Delete this category/)).not.toBeInTheDocument();
  });
});
