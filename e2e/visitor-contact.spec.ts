import { expect, test, type Locator } from '@playwright/test';

async function fillPerson(scope: Locator, who: { first: string; last: string; email: string; phone: string }) {
  await scope.getByRole('textbox', { name: 'First name' }).fill(who.first);
  await scope.getByRole('textbox', { name: 'Last name' }).fill(who.last);
  await scope.getByRole('textbox', { name: 'Email' }).fill(who.email);
  await scope.getByRole('textbox', { name: 'Phone' }).fill(who.phone);
}

test.describe('a visitor reaching Ledgerleaf', () => {
  test('books a call through the dialog; a past date is refused', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Book A Call' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book A Call' });
    await expect(dialog).toBeVisible();
    await fillPerson(dialog, { first: 'Maya', last: 'Singh', email: `maya.${Date.now()}@example.ca`, phone: '416 555 0133' });

    // The calendar offers no day before today.
    await dialog.getByRole('button', { name: /Choose date/ }).click();
    const calendar = page.getByRole('grid');
    const today = new Date();
    if (today.getDate() > 1) {
      await expect(calendar.getByRole('gridcell', { name: String(today.getDate() - 1), exact: true })).toBeDisabled();
    }
    await expect(calendar.getByRole('gridcell', { name: String(today.getDate()), exact: true })).toBeEnabled();
    await page.keyboard.press('Escape');

    // Typed by hand, last year is refused and nothing is sent.
    await dialog.getByRole('spinbutton', { name: 'Year' }).click();
    await page.keyboard.press('ArrowDown');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await expect(dialog.getByText('Preferred date cannot be in the past')).toBeVisible();

    await dialog.getByRole('spinbutton', { name: 'Year' }).click();
    await page.keyboard.press('ArrowUp');
    await dialog.getByRole('combobox', { name: 'Preferred time' }).click();
    await page.getByRole('option', { name: '15:00' }).click();
    const zone = dialog.getByRole('combobox', { name: 'Time zone' });
    await zone.fill('America/Halifax');
    await page.getByRole('option', { name: 'America/Halifax' }).click();

    const sent = page.waitForResponse((response) => response.url().endsWith('/api/call-requests') && response.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    const response = await sent;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({ preferredTime: '15:00', timezone: 'America/Halifax', website: '' });

    await expect(page.getByText("Your call request has been submitted. We'll contact you soon!")).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Request A Call' }).click();
    const again = page.getByRole('dialog', { name: 'Book A Call' });
    await expect(again.getByRole('textbox', { name: 'First name' })).toHaveValue('');
  });

  test('sends a message through the contact form, which then clears', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Contact' }).click();
    const form = page.getByRole('form', { name: 'Contact us' });
    await expect(form).toBeVisible();
    await fillPerson(form, { first: 'Louis', last: 'Gagnon', email: `louis.${Date.now()}@example.ca`, phone: '418-555-0177' });
    await form.getByRole('textbox', { name: 'Your question' }).fill('Can you file my quarterly GST/HST return as well?');

    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByText('Your message has been sent successfully!')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Your question' })).toHaveValue('');
    await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('');
  });
});
