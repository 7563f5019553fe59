import { CATALOGUES, DEFAULT_LOCALE, formatValue, isLocale, LOCALES, resourcesOf, type Locale } from '@ledgerleaf/contracts';
import i18next, { type i18n, type TOptions } from 'i18next';

/**
 * The API's one i18next instance (issue 31): every namespace of libs/contracts' catalogues in
 * both languages, loaded synchronously at first use. `translate('fr-CA', 'common:languageName')`.
 * A missing French text falls back to English, never to the key (the parity test keeps both).
 */
let instance: i18n | null = null;

function translator(): i18n {
  if (instance) return instance;
  const created = i18next.createInstance();
  void created.init({
    resources: resourcesOf(),
    ns: Object.keys(CATALOGUES),
    defaultNS: 'common',
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    // en-CA and fr-CA are whole codes: do not fall back to "en"/"fr" resources that do not exist.
    load: 'currentOnly',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // The formats catalogue texts name ("{{month, month}}", "{{n, number}}", "{{wait, wait}}"): the same as the English constants' renderer.
  for (const format of ['month', 'number', 'wait']) {
    created.services.formatter?.add(format, (value: unknown, lng: string | undefined) => formatValue(value, format, isLocale(lng) ? lng : DEFAULT_LOCALE));
  }
  instance = created;
  return created;
}

/** The text of `key` ("namespace:path.to.key") in `locale`, with "{{name}}" values and plurals by `count`. */
export function translate(locale: Locale, key: string, params: Record<string, unknown> = {}): string {
  return translator().t(key, { ...params, lng: locale } as TOptions) as string;
}

/** Whether `key` has a text (in English, which every key has). */
export function hasTranslation(key: string): boolean {
  return translator().exists(key, { lng: DEFAULT_LOCALE });
}
