// The screens in French (issue 31): login and registration with their checks, a dashboard
// list with French money, the language a registration sends and a Profile change saves.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { AuthScreen } from '../features/auth/components/auth-screen';
import { LanguageSection } from '../features/account/components/language-section';
import { MissingReceipts } from '../features/receipts/components/missing-receipts';
import { missingReceiptsUrl } from '../features/receipts/api/receipts';
import { bodiesOf, errorResponse, jsonResponse, stubApi } from '../test/api-mock';
import { makeUser } from '../test/fixtures';
import { renderRoutes } from '../test/render';
import { currentLocale, setLocale } from './i18n';
import { inFrench } from '../test/french';

const authScreen = <AuthScreen planChoiceDialog={() => null} />;
const authRoutes: RouteObject[] = [
  { path: '/auth', element: authScreen },
  { path: '/dashboard', element: <p>Tableau de bord atteint</p> },
];
const visitor = () => errorResponse(401, 'Veuillez vous connecter pour continuer.', 'Unauthorized');
/** Intl writes no-break spaces in French ("1 234,56 $"); compared here as plain spaces. */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the screens in French', () => {
  inFrench();

  it('shows the login screen and its checks in French', async () => {
    stubApi({ 'GET /api/user': visitor });
    renderRoutes(authRoutes, '/auth?mode=login');

    expect(await screen.findByRole('heading', { name: 'Connexion à Ledgerleaf' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Courriel'), 'pas-un-courriel');
    await userEvent.type(screen.getByLabelText('Mot de passe'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByText('Adresse courriel invalide')).toBeInTheDocument();
    expect(screen.getByText('Le mot de passe doit compter au moins 6 caractères')).toBeInTheDocument();
    expect(screen.queryByText(/Invalid email|Password must/)).not.toBeInTheDocument();
  });

  it('registers in French and sends the visitor’s language as the account’s', async () => {
    const fetchMock = stubApi({
      'GET /api/user': visitor,
      'POST /api/register': () => jsonResponse(makeUser({ firstName: 'Gabrielle' }), 201),
    });
    renderRoutes(authRoutes, '/auth?mode=register');

    expect(await screen.findByRole('heading', { name: 'Créez votre compte Ledgerleaf' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByText('Le prénom est obligatoire')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Prénom'), 'Gabrielle');
    await userEvent.type(screen.getByLabelText('Nom de famille'), 'Roy');
    await userEvent.type(screen.getByLabelText('Courriel'), 'gabrielle@exemple.ca');
    await userEvent.type(screen.getByLabelText('Téléphone'), '514 555 0199');
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'sirop-erable');
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    await screen.findByText('Tableau de bord atteint', {}, { timeout: 4000 }).catch(() => undefined);
    expect(bodiesOf(fetchMock, 'POST', '/api/register')).toEqual([expect.objectContaining({ firstName: 'Gabrielle', locale: 'fr-CA' })]);
  });

  it('shows the missing receipts in French with French money', async () => {
    stubApi({
      [`GET ${missingReceiptsUrl(1)}`]: () =>
        jsonResponse({
          purchases: [{ transactionId: 1, date: '2026-10-10', name: 'BUREAU EN GROS', amount: '-1234.56', accountName: 'Desjardins' }],
          total: 1,
          page: 1,
          pageSize: 20,
          from: '2026-08-01',
          to: '2026-10-30',
        }),
    });
    renderRoutes([{ path: '/dashboard', element: <MissingReceipts /> }], '/dashboard');

    const list = await screen.findByRole('list', { name: 'Achats sans reçu' });
    expect(screen.getByRole('heading', { name: 'Reçus manquants' })).toBeInTheDocument();
    expect(
      within(list).getByText((_content, element) => element?.tagName === 'DIV' && plainSpaces(element.textContent ?? '') === '1 234,56 $'),
    ).toBeInTheDocument();
  });

  it('saves a language chosen in Profile and switches the screens to it', async () => {
    await setLocale('en-CA');
    const user = makeUser();
    const fetchMock = stubApi({
      'GET /api/user': () => jsonResponse(user),
      'PATCH /api/user/profile': () => jsonResponse({ ...user, locale: 'fr-CA' }),
    });
    renderRoutes([{ path: '/dashboard', element: <LanguageSection user={user} /> }], '/dashboard');

    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Language' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Français' }));

    expect(await screen.findByRole('heading', { name: 'Langue' })).toBeInTheDocument();
    expect(currentLocale()).toBe('fr-CA');
    expect(bodiesOf(fetchMock, 'PATCH', '/api/user/profile')).toEqual([
      { firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone, locale: 'fr-CA' },
    ]);
  });
});
