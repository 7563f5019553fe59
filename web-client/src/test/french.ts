// The French screens' tests: one way to run a describe's tests in French, and one way to
// compare French money and dates, whose spaces Intl writes as no-break spaces.
import { afterEach, beforeEach } from 'vitest';
import { LOCALE_STORAGE_KEY, setLocale } from '../i18n/i18n';

/** The enclosing describe's tests run in French: the locale set before each, English and no stored choice after. */
export function inFrench(): void {
  beforeEach(async () => {
    await setLocale('fr-CA');
  });
  afterEach(async () => {
    await setLocale('en-CA');
    window.localStorage.removeItem(LOCALE_STORAGE_KEY);
  });
}

/** Intl writes no-break spaces in French ("1 234,56 $"); the text with plain spaces, to compare. */
export function plainSpaces(text: string | null | undefined): string {
  return (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
}
