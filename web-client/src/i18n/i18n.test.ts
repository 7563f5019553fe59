import { catalogueMismatches } from '@ledgerleaf/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { NAMESPACES } from './locales';
import { currentLocale, i18n, LOCALE_STORAGE_KEY, setLocale } from './i18n';

describe('the SPA catalogue (issue 31)', () => {
  afterEach(async () => {
    await setLocale('en-CA');
    window.localStorage.removeItem(LOCALE_STORAGE_KEY);
  });

  it('has every key in both languages with the same variables', () => {
    expect(catalogueMismatches(NAMESPACES as never)).toEqual([]);
  });

  it('switches language, remembers the choice and sets the page language', async () => {
    expect(i18n.t('common:language')).toBe('Language');
    await setLocale('fr-CA');
    expect(currentLocale()).toBe('fr-CA');
    expect(i18n.t('common:language')).toBe('Langue');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('fr-CA');
    expect(document.documentElement.lang).toBe('fr-CA');
  });

  it('groups the digits of a count in a French sentence, and leaves English as it was', async () => {
    const showing = { first: 1, last: 500, total: 1234 };
    expect(i18n.t('bank:panel.showing', showing)).toBe('Showing 1–500 of 1234 transactions');
    expect(i18n.t('csv:card.rows', { count: 1234, date: '2026-10-03' })).toBe('1234 rows · uploaded 2026-10-03');
    await setLocale('fr-CA');
    expect(i18n.t('bank:panel.showing', showing)).toBe('Opérations 1 à 500 sur 1\u00a0234');
    expect(i18n.t('csv:card.rows', { count: 1234, date: '2026-10-03' })).toBe('1\u00a0234 lignes · téléversé le 2026-10-03');
    expect(i18n.t('csv:card.rows', { count: 1, date: '2026-10-03' })).toBe('1 ligne · téléversé le 2026-10-03');
  });
});
