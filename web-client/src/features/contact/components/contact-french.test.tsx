// The public forms in French (issue 31): the contact form and the call-request dialog, their
// labels and checks in French.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, stubApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render';
import { BookCallButton } from './book-call-button';
import { ContactForm } from './contact-form';
import { inFrench } from '../../../test/french';

async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

describe('the public forms in French', { timeout: 20_000 }, () => {
  inFrench();

  it('checks the contact form in French and sends nothing', async () => {
    const fetchMock = stubApi({});
    renderRoutes([{ path: '/', element: <ContactForm /> }], '/');

    const form = screen.getByRole('form', { name: 'Nous joindre' });
    await fill(within(form).getByRole('textbox', { name: 'Courriel' }), 'nadia@');
    await fill(within(form).getByRole('textbox', { name: 'Votre question' }), 'Court');
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer le message' }));

    for (const message of [
      'Le prénom est obligatoire',
      'Le nom de famille est obligatoire',
      'Adresse courriel invalide',
      'La question doit compter au moins 10 caractères',
    ]) {
      expect(await within(form).findByText(message)).toBeInTheDocument();
    }
    expect(within(form).getByRole('textbox', { name: 'Téléphone' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/messages')).toHaveLength(0);
    expect(form.textContent).not.toMatch(/First name|Your question|Send Message|is required/);
  });

  it('opens the call-request dialog in French, with the picker in French', async () => {
    const fetchMock = stubApi({});
    renderRoutes([{ path: '/', element: <BookCallButton /> }], '/');
    await userEvent.click(screen.getByRole('button', { name: 'Réserver un appel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Réserver un appel' }, { timeout: 10_000 });

    expect(within(dialog).getByText(/L’appel est gratuit et sans engagement/)).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Heure souhaitée' })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Fuseau horaire' })).toBeInTheDocument();
    expect(dialog.querySelector('[aria-label="Effacer"]')).not.toBeNull();
    expect(within(dialog).getByRole('group', { name: 'Date souhaitée' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    expect(await within(dialog).findByText('Le prénom est obligatoire')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/call-requests')).toHaveLength(0);
    expect(dialog.textContent).not.toMatch(/Book A Call|Preferred|Time zone|Submit Request/);
  });
});
