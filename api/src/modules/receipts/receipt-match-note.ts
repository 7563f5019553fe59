import type { Locale } from '@ledgerleaf/contracts';
import { translate } from '../../common/i18n/translator';

/**
 * A receipt's match note (RECEIPT_MATCH_NOTES) or unreadable reason (RECEIPT_UNREADABLE): a key of
 * the `receipts` catalogue and its values, stored so in receipts.match_note / unreadable_reason,
 * in `locale`, or null: the client's answers and the console's each get their reader's language.
 */
export function renderMatchNote(note: { key: string; params: Record<string, string> } | null | undefined, locale: Locale): string | null {
  return note ? translate(locale, `receipts:${note.key}`, note.params) : null;
}
