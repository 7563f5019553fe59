import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { en } from './en';
import { fr } from './fr';
import { formatNumber } from '../format-amounts';
import { currentLocale, DEFAULT_LOCALE, setCurrentLocale, type ConsoleLocale } from './locale';

export const CATALOGUES: Record<ConsoleLocale, TranslationMessages> = { 'en-CA': en, 'fr-CA': fr };

/** The names the app bar's language menu offers, each in its own language. */
export const LOCALE_CHOICES = [
  { locale: 'en-CA', name: 'English' },
  { locale: 'fr-CA', name: 'Français' },
];

/** The interpolated values that are counts of things (rows, transactions, codes, a list's range): grouped in French. */
const COUNT_VARIABLES = new Set(['smart_count', 'count', 'rows', 'total', 'from', 'to', 'offsetBegin', 'offsetEnd']);

/**
 * Polyglot's interpolation (its `replace` option: String.prototype.replace with its callback),
 * grouping the digits of a count in French ("1 234 lignes"); English keeps "1234", as its tests
 * read it. Only numbers under a count's name: an id, a year or a version stays as written, and a
 * text (a plan's name under `from`) is not a number.
 */
function groupingReplace(this: string, pattern: RegExp, value: (expression: string, argument: string) => unknown): string {
  return String.prototype.replace.call(this, pattern, (expression: string, argument: string) => {
    const substituted = value(expression, argument);
    if (typeof substituted === 'number' && currentLocale() === 'fr-CA' && COUNT_VARIABLES.has(argument)) return formatNumber(substituted);
    return String(substituted);
  });
}

/**
 * react-admin's polyglot provider with both catalogues. The staff member's choice is kept in
 * react-admin's store (localStorage key "RaStore.locale"), independent of any client's language;
 * every switch also moves the formatting helpers and the API requests' Accept-Language.
 */
export const createI18nProvider = (initialLocale: ConsoleLocale = DEFAULT_LOCALE): I18nProvider => {
  const polyglot = polyglotI18nProvider((locale) => CATALOGUES[locale as ConsoleLocale] ?? en, initialLocale, LOCALE_CHOICES, {
    allowMissing: true,
    replace: groupingReplace,
  });
  setCurrentLocale(initialLocale);
  return {
    ...polyglot,
    changeLocale: async (locale, options) => {
      await polyglot.changeLocale(locale, options);
      setCurrentLocale(locale);
    },
  };
};
