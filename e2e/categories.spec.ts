import { expect, test, type Page } from '@playwright/test';
import { demoClient, logIn } from './support/session';

// The demo client's categories are shared with other tests: this file only touches the
// one category it creates, under a name no other run uses.
const tag = Date.now().toString(36);
const created = `Grants ${tag}`;
const renamed = `Government Grants ${tag}`;

const openCategoryConfiguration = async (page: Page) => {
  await page.goto('/dashboard?tab=reports');
  await page.getByRole('tablist', { name: 'Monthly Reports sections' }).getByRole('tab', { name: 'Category Configuration' }).click();
  await expect(page.getByRole('region', { name: 'Revenue categories' })).toBeVisible();
};

test.describe('a client manages their categories', () => {
  // Several round trips and two reloads: more than the default 30 s on a loaded two-core machine.
  test.setTimeout(90_000);

  test('the Category Configuration tab lists revenue and expense categories', async ({ page }) => {
    await logIn(page, demoClient());
    await openCategoryConfiguration(page);

    const revenue = page.getByRole('region', { name: 'Revenue categories' });
    const expense = page.getByRole('region', { name: 'Expense categories' });
    await expect(revenue.getByText('Sales Revenue', { exact: true })).toBeVisible();
    await expect(revenue.getByText('Refunds/Discounts', { exact: true })).toBeVisible();
    await expect(expense.getByText('Telephone & Internet', { exact: true })).toBeVisible();
    await expect(expense.getByText('Taxes', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/view=categories/);
  });

  test('add, refuse a blank name and a duplicate, rename, and delete a category', async ({ page }) => {
    await logIn(page, demoClient());
    await openCategoryConfiguration(page);
    const revenue = page.getByRole('region', { name: 'Revenue categories' });
    const form = page.getByRole('form', { name: 'Add a category' });

    await form.getByRole('button', { name: 'Add Category' }).click();
    await expect(form.getByText('Please enter a name for your category')).toBeVisible();

    await form.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Revenue' }).click();
    await form.getByLabel('Category name').fill(created);
    await form.getByRole('button', { name: 'Add Category' }).click();
    await expect(revenue.getByText(created, { exact: true })).toBeVisible();

    // The same name in another case is a duplicate: the server says so under the spec's title.
    await form.getByLabel('Category name').fill(created.toUpperCase());
    await form.getByRole('button', { name: 'Add Category' }).click();
    await expect(page.getByText('Failed to create category')).toBeVisible();
    await expect(page.getByText('A category with this name and type already exists')).toBeVisible();
    await expect(revenue.getByText(created.toUpperCase(), { exact: true })).toHaveCount(0);

    await revenue.getByRole('button', { name: `Rename ${created}` }).click();
    const rename = page.getByRole('form', { name: `Rename ${created}` });
    await rename.getByLabel('New name').fill(renamed);
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(revenue.getByText(renamed, { exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('region', { name: 'Revenue categories' }).getByText(renamed, { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Revenue categories' }).getByText(created, { exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this category?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('region', { name: 'Revenue categories' }).getByText(renamed, { exact: true })).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('region', { name: 'Revenue categories' }).getByText('Sales Revenue', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Revenue categories' }).getByText(renamed, { exact: true })).toHaveCount(0);
  });
});
