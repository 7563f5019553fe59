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
});
