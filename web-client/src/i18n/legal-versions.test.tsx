// The legal pages in two languages (issue 31, point 3): which version is offered first, the
// French addresses with their hreflang links, the "English version" link, and the
// registration's consent linking to the terms in the visitor's language.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { withClientProvince } from '../app/legal-reader';
import { AuthScreen } from '../features/auth/components/auth-screen';
import { PrivacyPolicyPage } from '../features/legal/components/privacy-policy-page';
import { TermsPage } from '../features/legal/components/terms-page';
import { errorResponse, jsonResponse, stubApi } from '../test/api-mock';
import { makeUser } from '../test/fixtures';
import { renderRoutes } from '../test/render';
import { LOCALE_STORAGE_KEY, setLocale } from './i18n';
import { englishVersionPath, LEGAL_PATHS, legalPageOfPath, legalRedirect, legalVersionFirst } from './legal-paths';

const visitor = () => errorResponse(401, 'Please log in to continue.', 'Unauthorized');
const taxProfile = (province: string) => () =>
  jsonResponse({ province, gstHstNumber: null, filingFrequency: 'quarterly', method: 'regular', businessStructure: 'sole_proprietor', taxYearEnd: '12-31' });

const Terms = withClientProvince(TermsPage);
const Privacy = withClientProvince(PrivacyPolicyPage);
const legalRoutes: RouteObject[] = [
  { path: LEGAL_PATHS.terms['en-CA'], element: <Terms /> },
  { path: LEGAL_PATHS.terms['fr-CA'], element: <Terms /> },
  { path: LEGAL_PATHS.privacy['en-CA'], element: <Privacy /> },
  { path: LEGAL_PATHS.privacy['fr-CA'], element: <Privacy /> },
];
const hreflang = (lang: string) => document.head.querySelector(`link[rel="alternate"][hreflang="${lang}"]`)?.getAttribute('href');

describe('which version of a legal page comes first', () => {
  it('offers French first to French screens and to a Québec client, English otherwise', () => {
    expect(legalVersionFirst({ screenLocale: 'fr-CA' })).toBe('fr-CA');
    expect(legalVersionFirst({ screenLocale: 'en-CA', province: 'QC' })).toBe('fr-CA');
    expect(legalVersionFirst({ screenLocale: 'en-CA', province: 'ON' })).toBe('en-CA');
    expect(legalVersionFirst({ screenLocale: 'en-CA', province: null })).toBe('en-CA');
  });

  it('sends such a reader from the English address to the French one, unless English was chosen', () => {
    const english = { kind: 'terms', locale: 'en-CA' } as const;
    expect(legalRedirect(english, { screenLocale: 'fr-CA' }, false)).toBe('/fr/conditions-d-utilisation');
    expect(legalRedirect(english, { screenLocale: 'en-CA', province: 'QC' }, false)).toBe('/fr/conditions-d-utilisation');
    expect(legalRedirect(english, { screenLocale: 'fr-CA' }, true)).toBeNull();
    expect(legalRedirect(english, { screenLocale: 'en-CA', province: 'AB' }, false)).toBeNull();
    // The French address is never sent anywhere: the reader asked for it.
    expect(legalRedirect({ kind: 'privacy', locale: 'fr-CA' }, { screenLocale: 'en-CA' }, false)).toBeNull();
  });

  it('knows each address and its language', () => {
    expect(legalPageOfPath('/fr/politique-de-confidentialite')).toEqual({ kind: 'privacy', locale: 'fr-CA' });
    expect(legalPageOfPath('/terms-of-service/')).toEqual({ kind: 'terms', locale: 'en-CA' });
    expect(legalPageOfPath('/fr/securite')).toEqual({ kind: 'security', locale: 'fr-CA' });
    expect(legalPageOfPath('/fr')).toBeNull();
    expect(englishVersionPath('terms')).toBe('/terms-of-service?lang=en');
  });
});

describe('the legal pages in two languages', () => {
  afterEach(async () => {
    await setLocale('en-CA');
    window.localStorage.removeItem(LOCALE_STORAGE_KEY);
  });

  it('shows a French visitor the French terms first, with hreflang links and a link to the English version', async () => {
    await setLocale('fr-CA');
    stubApi({ 'GET /api/user': visitor });
    const { router } = renderRoutes(legalRoutes, '/terms-of-service');

    expect(await screen.findByRole('heading', { level: 1, name: 'Conditions générales' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/fr/conditions-d-utilisation');
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'fr-CA');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(30);
    expect(screen.getByText('Date d’entrée en vigueur : 27 décembre 2024')).toBeInTheDocument();
    await waitFor(() => expect(hreflang('fr-CA')).toBe('/fr/conditions-d-utilisation'));
    expect(hreflang('en-CA')).toBe('/terms-of-service');
    expect(hreflang('x-default')).toBe('/terms-of-service');

    const english = screen.getByRole('link', { name: 'English version' });
    expect(english).toHaveAttribute('href', '/terms-of-service?lang=en');
    expect(english).toHaveAttribute('lang', 'en-CA');
    english.click();
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/terms-of-service');
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'en-CA');
  });

  it('shows an English visitor the English privacy policy, with a link to the French one', async () => {
    stubApi({ 'GET /api/user': visitor });
    const { router } = renderRoutes(legalRoutes, '/privacy-policy');

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/privacy-policy');
    expect(screen.getByRole('link', { name: 'Version française' })).toHaveAttribute('href', '/fr/politique-de-confidentialite');
  });

  it('offers a Québec client with English screens the French terms first', async () => {
    stubApi({ 'GET /api/user': () => jsonResponse(makeUser()), 'GET /api/tax/profile': taxProfile('QC') });
    const { router } = renderRoutes(legalRoutes, '/terms-of-service');

    expect(await screen.findByRole('heading', { level: 1, name: 'Conditions générales' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/fr/conditions-d-utilisation');
  });

  it('keeps an Ontario client on the English terms', async () => {
    stubApi({ 'GET /api/user': () => jsonResponse(makeUser()), 'GET /api/tax/profile': taxProfile('ON') });
    const { router } = renderRoutes(legalRoutes, '/terms-of-service');

    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/terms-of-service');
  });

  it('links the registration’s consent to the terms and privacy policy in the visitor’s language', async () => {
    stubApi({ 'GET /api/user': visitor });
    const authRoutes: RouteObject[] = [{ path: '/auth', element: <AuthScreen planChoiceDialog={() => null} /> }];
    const english = renderRoutes(authRoutes, '/auth?mode=register');
    expect(await screen.findByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    english.unmount();

    await setLocale('fr-CA');
    renderRoutes(authRoutes, '/auth?mode=register');
    expect(await screen.findByRole('link', { name: 'conditions d’utilisation' })).toHaveAttribute('href', '/fr/conditions-d-utilisation');
    expect(screen.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute('href', '/fr/politique-de-confidentialite');
  });
});
