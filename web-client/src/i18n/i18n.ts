import { DEFAULT_LOCALE, isLocale, localeOfTag, LOCALES, resourcesOf, type Locale } from '@ledgerleaf/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { NAMESPACES } from './locales';

/** Where an anonymous visitor's choice is remembered (a logged-in person's is users.locale). */
export const LOCALE_STORAGE_KEY = 'ledgerleaf.locale';

function storedLocale(): Locale | null {
  try {
    const value = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/** The language to start in: the visitor's remembered choice, else the browser's first language of ours, else English. */
export function initialLocale(): Locale {
  if (typeof window === 'undefined') return DEFAULT_LOCALE;
  const stored = storedLocale();
  if (stored) return stored;
  for (const tag of window.navigator.languages ?? [window.navigator.language]) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The SPA's one i18next instance, loaded synchronously with both languages (they are small). */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: resourcesOf(NAMESPACES as never),
  ns: Object.keys(NAMESPACES),
  defaultNS: 'common',
  lng: initialLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  load: 'currentOnly',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** The language the screens are in now. */
export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** Switch every screen to `locale`, remember it for the next visit, and say so to the page (lang attribute). */
export async function setLocale(locale: Locale): Promise<void> {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode without storage: the switch still holds for this visit.
  }
  // The build-time prerender (Node) has no page to tell.
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  await i18n.changeLanguage(locale);
}

if (typeof document !== 'undefined') document.documentElement.lang = currentLocale();
