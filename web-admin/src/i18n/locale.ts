/** The console's two languages, as Intl and the API's Accept-Language name them. */
export const CONSOLE_LOCALES = ['en-CA', 'fr-CA'] as const;
export type ConsoleLocale = (typeof CONSOLE_LOCALES)[number];

export const DEFAULT_LOCALE: ConsoleLocale = 'en-CA';

export const isConsoleLocale = (value: unknown): value is ConsoleLocale => CONSOLE_LOCALES.includes(value as ConsoleLocale);

// The language the console shows now: set by the i18nProvider (its start and every switch), read by
// the formatting helpers and by the HTTP client's Accept-Language. react-admin re-renders the whole
// page on a switch, so helpers that read it need no hook.
let current: ConsoleLocale = DEFAULT_LOCALE;

export const currentLocale = (): ConsoleLocale => current;

export const setCurrentLocale = (locale: string): void => {
  current = isConsoleLocale(locale) ? locale : DEFAULT_LOCALE;
};
