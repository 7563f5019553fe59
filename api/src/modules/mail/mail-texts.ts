import { BRAND, DEFAULT_LOCALE, formatDate, formatDateTime, formatMoney, isLocale, type Locale } from '@ledgerleaf/contracts';
import { translate } from '../../common/i18n/translator';

/**
 * The texts of the mails a client receives, in the recipient's language (issue 31): the
 * `mail` namespace of libs/contracts' catalogues. English keeps the texts, amounts ("$12.50")
 * and dates (ISO) it had before; French formats them with Intl ("12,50 $", "31 octobre 2026").
 */
export function mailText(locale: Locale, key: string, params: Record<string, unknown> = {}): string {
  return translate(locale, `mail:${key}`, { brand: BRAND.name, support: BRAND.supportEmail, ...params });
}

/** The language a mail to this person is written in: their users.locale, English when unknown. */
export function recipientLocale(person: { locale?: string | null } | null | undefined): Locale {
  return isLocale(person?.locale) ? person.locale : DEFAULT_LOCALE;
}

/** An amount ("-12.50") in a mail: "$-12.50" as English mails always wrote it, "-12,50 $" in French. */
export function mailMoney(amount: string, locale: Locale): string {
  return locale === 'fr-CA' ? formatMoney(amount, locale) : `$${amount}`;
}

/** A calendar date ("2026-10-31") in a mail's sentence: as is in English, "31 octobre 2026" in French. */
export function mailDate(isoDate: string, locale: Locale): string {
  return locale === 'fr-CA' ? formatDate(isoDate, locale, 'long') : isoDate;
}

/** A moment in a mail: "2026-10-31 14:05 UTC" in English, "31 oct. 2026, 10 h 05" (Eastern time) in French. */
export function mailMoment(at: Date, locale: Locale): string {
  return locale === 'fr-CA' ? formatDateTime(at, locale) : `${at.toISOString().replace('T', ' ').slice(0, 16)} UTC`;
}
