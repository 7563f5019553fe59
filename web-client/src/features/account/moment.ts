import { format, parseISO } from 'date-fns';
import { frCA } from 'date-fns/locale/fr-CA';
import { currentLocale, i18n } from '../../i18n/i18n';

/**
 * A moment of the account's history in the screens' language: "Nov 27, 2026 at 3:04 PM" /
 * "27 nov. 2026 à 15 h 04" (the pattern is the catalogue's `account:momentFormat`).
 */
export function formatMoment(iso: string): string {
  const french = currentLocale() === 'fr-CA';
  return format(parseISO(iso), i18n.t('account:momentFormat'), french ? { locale: frCA } : undefined);
}
