import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_TOASTS, VALIDATION } from '@ledgerleaf/contracts';
import { callsTo, errorResponse, jsonResponse, stubApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render';
import { ContactForm } from './contact-form';

/** Pastes instead of typing key by key: the same change events, far fewer renders. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

function renderForm() {
  renderRoutes([{ path: '/', element: <ContactForm /> }], '/');
}

async function fillForm() {
  await fill(screen.getByRole('textbox', { name: 'First name' }), 'Owen');
  await fill(screen.getByRole('textbox', { name: 'Last name' }), 'Fraser');
  await fill(screen.getByRole('textbox', { name: 'Email' }), 'owen@example.ca');
  await fill(screen.getByRole('textbox', { name: 'Phone' }), '902-555-0110');
  await fill(screen.getByRole('textbox', { name: 'Your question' }), 'Do you handle HST for Nova Scotia?');
}

// MUI forms are slow to render in jsdom on a busy two-core machine: more room than
// vitest's default 5 s.
describe('ContactForm', { timeout: 20_000 }, () => {
  it('shows the spec messages and sends nothing while fields are invalid', async () => {
    const fetchMock = stubApi({});
    renderForm();
    await fill(screen.getByRole('textbox', { name: 'Email' }), 'owen@');
    await fill(screen.getByRole('textbox', { name: 'Phone' }), '12345');
    await fill(screen.getByRole('textbox', { name: 'Your question' }), 'Too short');

    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    for (const message of [VALIDATION.firstNameRequired, VALIDATION.lastNameRequired, VALIDATION.invalidEmail, VALIDATION.phoneMin, VALIDATION.questionMin]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(callsTo(fetchMock, 'POST', '/api/messages')).toHaveLength(0);
  });

  it('sends the message with an empty honeypot, shows the success toast and clears the form', async () => {
    const fetchMock = stubApi({ 'POST /api/messages': () => jsonResponse({ id: 3 }, 201) });
    renderForm();
    await fillForm();

    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText(CONTACT_TOASTS.messageSent)).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', '/api/messages');
    expect(JSON.parse(String(call[1]?.body))).toEqual({
      firstName: 'Owen',
      lastName: 'Fraser',
      email: 'owen@example.ca',
      phone: '902-555-0110',
      question: 'Do you handle HST for Nova Scotia?',
      website: '',
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveValue(''));
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('');
  });

  it('keeps what was typed and shows the spec toast when sending fails', async () => {
    stubApi({ 'POST /api/messages': () => errorResponse(503, 'Service Unavailable') });
    renderForm();
    await fillForm();

    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText(CONTACT_TOASTS.messageFailed)).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Owen');
  });
});
