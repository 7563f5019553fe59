import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { CATEGORY_MESSAGES, DEFAULT_CATEGORIES, type UserCategoryRow } from '@ledgerleaf/contracts';
import { bodiesOf, callsTo, errorResponse, jsonResponse, stubApi } from '../../../test/api-mock';
import { makeCategory } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { CategoryConfiguration } from './category-configuration';

const routes: RouteObject[] = [{ path: '/dashboard', element: <CategoryConfiguration /> }];
const URL = '/api/plaid/user-categories';

const defaults = (): UserCategoryRow[] => [
  ...DEFAULT_CATEGORIES.REVENUE.map((categoryName, i) => makeCategory({ id: i + 1, type: 'REVENUE', categoryName })),
  ...DEFAULT_CATEGORIES.EXPENSE.map((categoryName, i) => makeCategory({ id: i + 101, type: 'EXPENSE', categoryName })),
];

/** A small in-memory server for the four category calls. */
function categoryServer(initial: UserCategoryRow[] = defaults()) {
  let list = [...initial];
  let nextId = 500;
  const fetchMock = stubApi({
    [`GET ${URL}`]: () => jsonResponse({ categories: list }),
    [`POST ${URL}`]: (init) => {
      const body = JSON.parse(String(init?.body)) as Pick<UserCategoryRow, 'type' | 'categoryName'>;
      const row = makeCategory({ id: nextId++, ...body });
      list = [...list, row];
      return jsonResponse(row, 201);
    },
  });
  return { fetchMock, list: () => list, set: (next: UserCategoryRow[]) => (list = next) };
}

const column = (name: 'Revenue categories' | 'Expense categories') => screen.findByRole('region', { name });
const render = () => renderRoutes(routes, '/dashboard');

describe('Category Configuration: the list', () => {
  it('shows the revenue and the expense categories in two columns', async () => {
    categoryServer();
    render();

    const revenue = await column('Revenue categories');
    const expense = await column('Expense categories');
    expect(within(revenue).getAllByRole('listitem')).toHaveLength(4);
    expect(within(expense).getAllByRole('listitem')).toHaveLength(12);
    expect(within(revenue).getByText('Sales Revenue')).toBeInTheDocument();
    expect(within(expense).getByText('Telephone & Internet')).toBeInTheDocument();
  });

  it('shows a spinner while loading', async () => {
    stubApi({ [`GET ${URL}`]: () => new Promise<Response>(() => {}) });
    render();
    expect(await screen.findByLabelText('Loading')).toBeInTheDocument();
  });

  it('says "Failed to load categories. Please try refreshing the page." and can retry', async () => {
    let fail = true;
    stubApi({ [`GET ${URL}`]: () => (fail ? errorResponse(500, 'boom') : jsonResponse({ categories: defaults() })) });
    render();

    expect((await screen.findAllByText(CATEGORY_MESSAGES.loadFailed)).length).toBeGreaterThan(0);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await column('Revenue categories')).toBeInTheDocument();
  });

  it('says when a type has no categories left', async () => {
    categoryServer([makeCategory({ id: 1, type: 'EXPENSE', categoryName: 'Software' })]);
    render();

    expect(within(await column('Revenue categories')).getByText('No revenue categories yet. Add one above.')).toBeInTheDocument();
  });
});

describe('Category Configuration: adding', () => {
  it('adds a category of the chosen type and shows it in its column', async () => {
    const server = categoryServer();
    render();
    await column('Revenue categories');

    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Revenue' }));
    await userEvent.type(screen.getByLabelText('Category name'), '  Grants  ');
    await userEvent.click(screen.getByRole('button', { name: 'Add Category' }));

    expect(await within(await column('Revenue categories')).findByText('Grants')).toBeInTheDocument();
    expect(bodiesOf(server.fetchMock, 'POST', URL)).toEqual([{ type: 'REVENUE', categoryName: 'Grants' }]);
    expect(screen.getByLabelText('Category name')).toHaveValue('');
  });

  it('refuses a blank name with "Please enter a name for your category" and sends nothing', async () => {
    const server = categoryServer();
    render();
    await column('Revenue categories');

    await userEvent.type(screen.getByLabelText('Category name'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Add Category' }));

    expect(screen.getByText(CATEGORY_MESSAGES.enterName)).toBeInTheDocument();
    expect(callsTo(server.fetchMock, 'POST', URL)).toHaveLength(0);
  });

  it("shows the server's message for a duplicate under 'Failed to create category'", async () => {
    stubApi({
      [`GET ${URL}`]: () => jsonResponse({ categories: defaults() }),
      [`POST ${URL}`]: () => errorResponse(409, CATEGORY_MESSAGES.duplicate),
    });
    render();
    await column('Expense categories');

    await userEvent.type(screen.getByLabelText('Category name'), 'software');
    await userEvent.click(screen.getByRole('button', { name: 'Add Category' }));

    expect(await screen.findByText(CATEGORY_MESSAGES.createFailed)).toBeInTheDocument();
    expect(screen.getByText(CATEGORY_MESSAGES.duplicate)).toBeInTheDocument();
    expect(screen.getByLabelText('Category name')).toHaveValue('software');
  });
});

describe('Category Configuration: renaming and deleting', () => {
  it('renames a category in place', async () => {
    const server = categoryServer();
    const fetchMock = stubApi({
      [`GET ${URL}`]: () => jsonResponse({ categories: server.list() }),
      [`PUT ${URL}/103`]: (init) => {
        const { categoryName } = JSON.parse(String(init?.body)) as { categoryName: string };
        server.set(server.list().map((c) => (c.id === 103 ? { ...c, categoryName } : c)));
        return jsonResponse({ ...server.list().find((c) => c.id === 103) });
      },
    });
    render();
    const expense = await column('Expense categories');

    await userEvent.click(within(expense).getByRole('button', { name: 'Rename Software' }));
    const form = screen.getByRole('form', { name: 'Rename Software' });
    await userEvent.clear(within(form).getByLabelText('New name'));
    await userEvent.type(within(form).getByLabelText('New name'), 'Software & SaaS');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(expense).findByText('Software & SaaS')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PUT', `${URL}/103`)).toEqual([{ categoryName: 'Software & SaaS' }]);
    expect(screen.queryByRole('form', { name: 'Rename Software' })).not.toBeInTheDocument();
  });

  it('refuses a blank rename, and Cancel leaves the name as it was', async () => {
    const { fetchMock } = categoryServer();
    render();
    const expense = await column('Expense categories');

    await userEvent.click(within(expense).getByRole('button', { name: 'Rename Software' }));
    const form = screen.getByRole('form', { name: 'Rename Software' });
    await userEvent.clear(within(form).getByLabelText('New name'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText(CATEGORY_MESSAGES.enterName)).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(within(expense).getByText('Software')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
  });

  it('says "Failed to update category" with the server reason and keeps the editor open', async () => {
    stubApi({
      [`GET ${URL}`]: () => jsonResponse({ categories: defaults() }),
      [`PUT ${URL}/103`]: () => errorResponse(409, CATEGORY_MESSAGES.duplicate),
    });
    render();
    const expense = await column('Expense categories');

    await userEvent.click(within(expense).getByRole('button', { name: 'Rename Software' }));
    const form = screen.getByRole('form', { name: 'Rename Software' });
    await userEvent.clear(within(form).getByLabelText('New name'));
    await userEvent.type(within(form).getByLabelText('New name'), 'Bank Fees');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(CATEGORY_MESSAGES.updateFailed)).toBeInTheDocument();
    expect(screen.getByText(CATEGORY_MESSAGES.duplicate)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Rename Software' })).toBeInTheDocument();
  });

  it('deletes a category after a confirmation', async () => {
    const server = categoryServer();
    const fetchMock = stubApi({
      [`GET ${URL}`]: () => jsonResponse({ categories: server.list() }),
      [`DELETE ${URL}/112`]: () => {
        server.set(server.list().filter((c) => c.id !== 112));
        return jsonResponse({ message: CATEGORY_MESSAGES.deleted });
      },
    });
    render();
    const expense = await column('Expense categories');

    await userEvent.click(within(expense).getByRole('button', { name: 'Delete Taxes' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this category?' });
    expect(callsTo(fetchMock, 'DELETE', `${URL}/112`)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(within(expense).queryByText('Taxes')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'DELETE', `${URL}/112`)).toHaveLength(1);
  });

  it('says "Failed to delete category" and keeps it when the deletion fails', async () => {
    stubApi({
      [`GET ${URL}`]: () => jsonResponse({ categories: defaults() }),
      [`DELETE ${URL}/112`]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    render();
    const expense = await column('Expense categories');

    await userEvent.click(within(expense).getByRole('button', { name: 'Delete Taxes' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(CATEGORY_MESSAGES.deleteFailed)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(expense).getByText('Taxes')).toBeInTheDocument();
  });
});
