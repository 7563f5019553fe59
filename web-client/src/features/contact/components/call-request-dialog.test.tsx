import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { CONTACT_TOASTS, VALIDATION } from '@ledgerleaf/contracts';
import { callsTo, errorResponse, jsonResponse, stubApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render';
import { BookCallButton } from './book-call-button';

/** Pastes instead of typing key by key: the same change events, far fewer renders. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

const today = () => format(new Date(), 'yyyy-MM-dd');
const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

async function openDialog() {
  renderRoutes([{ path: '/', element: <BookCallButton /> }], '/');
  await userEvent.click(screen.getByRole('button', { name: 'Book A Call' }));
  return screen.findByRole('dialog', { name: 'Book A Call' });
}

function input(dialog: HTMLElement, name: string): HTMLInputElement {
  const element = dialog.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!element) throw new Error(`No input named ${name}`);
  return element;
}

async function fillPerson(dialog: HTMLElement) {
  const inDialog = within(dialog);
  await fill(inDialog.getByRole('textbox', { name: 'First name' }), 'Nadia');
  await fill(inDialog.getByRole('textbox', { name: 'Last name' }), 'Roy');
  await fill(inDialog.getByRole('textbox', { name: 'Email' }), 'nadia@example.ca');
  await fill(inDialog.getByRole('textbox', { name: 'Phone' }), '514 555 0199');
}

// The date picker and MUI's Autocomplete are slow to render in
// jsdom on a busy two-core machine: more room than vitest's default 5 s.
describe('CallRequestDialog', { timeout: 20_000 }, () => {
  // The dialog is a lazy chunk: its first import transforms the date picker and date-fns,
  // which took longer than findByRole's 5 s on a busy CI machine. Loaded here, under the
  // hook's own limit, the tests time the dialog and not vitest's transform.
  beforeAll(async () => {
    await import('./call-request-dialog');
  }, 60_000);

  it('opens with today, 09:00 and the browser time zone', async () => {
    stubApi({});
    const dialog = await openDialog();

    expect(input(dialog, 'preferredDate').value).toBe(today());
    expect(input(dialog, 'preferredTime').value).toBe('09:00');
    expect(within(dialog).getByRole('combobox', { name: 'Time zone' })).toHaveValue(browserZone);
    expect(input(dialog, 'website')).toHaveAttribute('tabindex', '-1');
    expect(input(dialog, 'website')).toHaveAttribute('autocomplete', 'off');
  });

  it('shows the spec messages and sends nothing while fields are invalid', async () => {
    const fetchMock = stubApi({});
    const dialog = await openDialog();
    await fill(within(dialog).getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await fill(within(dialog).getByRole('textbox', { name: 'Phone' }), '555 01');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Request' }));

    for (const message of [VALIDATION.firstNameRequired, VALIDATION.lastNameRequired, VALIDATION.invalidEmail, VALIDATION.phoneMin]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(callsTo(fetchMock, 'POST', '/api/call-requests')).toHaveLength(0);
  });

  it('refuses a date in the past', async () => {
    const fetchMock = stubApi({});
    const dialog = await openDialog();
    await fillPerson(dialog);

    await userEvent.click(within(dialog).getByRole('spinbutton', { name: 'Year' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(input(dialog, 'preferredDate').value).not.toBe(today());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Request' }));

    expect(await within(dialog).findByText(VALIDATION.preferredDatePast)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/call-requests')).toHaveLength(0);
  });

  it('sends the request with the chosen hour and zone and an empty honeypot, then closes and resets', async () => {
    const fetchMock = stubApi({ 'POST /api/call-requests': () => jsonResponse({ id: 1 }, 201) });
    const dialog = await openDialog();
    await fillPerson(dialog);
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Preferred time' }));
    await userEvent.click(await screen.findByRole('option', { name: '14:00' }));
    const zone = within(dialog).getByRole('combobox', { name: 'Time zone' });
    await userEvent.clear(zone);
    await fill(zone, 'America/Vancouver');
    await userEvent.click(await screen.findByRole('option', { name: 'America/Vancouver' }));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Request' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [call] = callsTo(fetchMock, 'POST', '/api/call-requests');
    expect(JSON.parse(String(call[1]?.body))).toEqual({
      firstName: 'Nadia',
      lastName: 'Roy',
      email: 'nadia@example.ca',
      phone: '514 555 0199',
      preferredDate: today(),
      preferredTime: '14:00',
      timezone: 'America/Vancouver',
      website: '',
    });
    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(screen.getByText(CONTACT_TOASTS.callRequestSent)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Book A Call' }));
    const reopened = await screen.findByRole('dialog', { name: 'Book A Call' });
    expect(within(reopened).getByRole('textbox', { name: 'First name' })).toHaveValue('');
    expect(input(reopened, 'preferredTime').value).toBe('09:00');
    expect(within(reopened).getByRole('combobox', { name: 'Time zone' })).toHaveValue(browserZone);
  });

  it('stays open with the entered data and the spec toast when the server fails', async () => {
    stubApi({ 'POST /api/call-requests': () => errorResponse(500, 'Something went wrong on our side. Please try again.') });
    const dialog = await openDialog();
    await fillPerson(dialog);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Request' }));

    expect(await screen.findByText(CONTACT_TOASTS.callRequestFailed)).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Book A Call' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveValue('Nadia');
  });

  it('shows the server message of a rate limit so the visitor knows how long to wait', async () => {
    const limit = 'Too many requests. Please try again in 10 minutes.';
    stubApi({ 'POST /api/call-requests': () => errorResponse(429, limit, 'Too Many Requests') });
    const dialog = await openDialog();
    await fillPerson(dialog);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Request' }));

    expect(await screen.findByText(limit)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Book A Call' })).toBeInTheDocument();
  });
});
