export { createI18nProvider, CATALOGUES, LOCALE_CHOICES } from './i18n-provider';
export { useAreaTranslate } from './use-area-translate';
export { currentLocale, CONSOLE_LOCALES, DEFAULT_LOCALE, type ConsoleLocale } from './locale';
