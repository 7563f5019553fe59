import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { en } from './en';
import { fr } from './fr';
import { DEFAULT_LOCALE, setCurrentLocale, type ConsoleLocale } from './locale';

export const CATALOGUES: Record<ConsoleLocale, TranslationMessages> = { 'en-CA': en, 'fr-CA': fr };

/** The names the app bar's language menu offers, each in its own language. */
export const LOCALE_CHOICES = [
  { locale: 'en-CA', name: 'English' },
  { locale: 'fr-CA', name: 'Français' },
];

/**
 * react-admin's polyglot provider with both catalogues. The staff member's choice is kept in
 * react-admin's store (localStorage key "RaStore.locale"), independent of any client's language;
 * every switch also moves the formatting helpers and the API requests' Accept-Language.
 */
export const createI18nProvider = (initialLocale: ConsoleLocale = DEFAULT_LOCALE): I18nProvider => {
  const polyglot = polyglotI18nProvider((locale) => CATALOGUES[locale as ConsoleLocale] ?? en, initialLocale, LOCALE_CHOICES, {
    allowMissing: true,
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
