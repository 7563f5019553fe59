import { i18n } from './i18n';

/**
 * A province's name from its code in the screens' language ("Quebec" / "Québec", from the `tax`
 * namespace's `provinces`); an unknown code is shown as is. Like lib/format's formatters it reads
 * the current language, so a component calling it re-renders through its useTranslation.
 */
export const provinceLabel = (code: string): string => i18n.t(`tax:provinces.${code}`, { defaultValue: code });
