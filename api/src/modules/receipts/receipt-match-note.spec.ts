import { RECEIPT_MATCH_NOTES, RECEIPT_MESSAGES, RECEIPT_UNREADABLE } from '@ledgerleaf/contracts';
import { renderMatchNote } from './receipt-match-note';

describe("a receipt's match note (issue 31)", () => {
  it("renders the stored key and values in the reader's language; English as the constants wrote it", () => {
    const note = RECEIPT_MATCH_NOTES.otherMerchant('PHARMAPRIX 112', 'Northern Hardware');
    expect(note).toEqual({ key: 'otherMerchant', params: { bankText: 'PHARMAPRIX 112', vendor: 'Northern Hardware' } });
    expect(renderMatchNote(note, 'en-CA')).toBe(RECEIPT_MESSAGES.otherMerchant('PHARMAPRIX 112', 'Northern Hardware'));
    expect(renderMatchNote(note, 'fr-CA')?.replace(/\u00a0/g, ' ')).toMatch(
      /^La ligne bancaire « PHARMAPRIX 112 » ne nomme pas « Northern Hardware » : vérifiez/,
    );
    for (const reason of ['not-configured', 'unsupported', 'unavailable'] as const) {
      const rate = RECEIPT_MATCH_NOTES.noExchangeRate('USD', '2026-07-13', reason);
      expect(renderMatchNote(rate, 'en-CA')).toBe(RECEIPT_MESSAGES.noExchangeRate('USD', '2026-07-13', reason));
      expect(renderMatchNote(rate, 'fr-CA')).not.toBe(renderMatchNote(rate, 'en-CA'));
      expect(renderMatchNote(rate, 'fr-CA')).toContain('USD');
    }
    expect(renderMatchNote(null, 'fr-CA')).toBeNull();
  });

  it("renders an unreadable reason's stored key in the reader's language; English as RECEIPT_MESSAGES wrote it", () => {
    for (const reason of Object.values(RECEIPT_UNREADABLE)) {
      expect(renderMatchNote(reason, 'en-CA')).toBe(RECEIPT_MESSAGES[reason.key]);
      expect(renderMatchNote(reason, 'fr-CA')).not.toBe(RECEIPT_MESSAGES[reason.key]);
    }
    expect(renderMatchNote(RECEIPT_UNREADABLE.noTotal, 'fr-CA')).toBe(
      'Aucun total n’a été trouvé dans le texte lu. Saisissez le total (et les autres champs) vous-même.',
    );
  });
});
