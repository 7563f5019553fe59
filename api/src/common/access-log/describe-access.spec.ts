import { ACCESS_LOG_KINDS, describeAccess } from '@ledgerleaf/contracts';

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

describe('describeAccess', () => {
  it("words a row in the client's terms, with the object's label when there is one", () => {
    expect(describeAccess('report-file', 'read', 'October 2026')).toBe('Downloaded your October 2026 report');
    expect(describeAccess('books', 'read', null)).toBe('Opened your books');
    expect(describeAccess('report', 'change', 'October 2026')).toBe('Worked on your October 2026 report');
    expect(describeAccess('file', 'read', 'statement.pdf')).toBe('Downloaded your file “statement.pdf”');
    expect(describeAccess('year-end', 'read', '2025-12-31')).toBe('Opened your year-end package (2025-12-31)');
    expect(describeAccess('receipt', 'change', null)).toBe('Worked on one of your receipts');
    // A kind whose change never named its object keeps its words with a label.
    expect(describeAccess('file', 'change', 'statement.pdf')).toBe('Changed one of your files');
    expect(describeAccess('data-export', 'change', null)).toBe('Exported all your data for you');
  });

  it('has words for a kind it does not know yet', () => {
    expect(describeAccess('something-new', 'read', null)).toBe('Looked at some of your data');
    expect(describeAccess('something-new', 'change', null)).toBe('Changed some of your data');
  });

  it('words it in French for a French reader, the month in French (issue 31)', () => {
    expect(describeAccess('books', 'read', null, 'fr-CA')).toBe('Consultation de vos livres');
    expect(describeAccess('report-file', 'read', 'October 2026', 'fr-CA')).toBe('Téléchargement de votre rapport mensuel (octobre 2026)');
    expect(nbsp(describeAccess('upload', 'change', 'banque.csv', 'fr-CA'))).toBe('Travail sur votre téléversement CSV « banque.csv »');
    expect(describeAccess('something-new', 'change', null, 'fr-CA')).toBe('Modification d’une partie de vos données');
    for (const kind of ACCESS_LOG_KINDS) {
      for (const action of ['read', 'change']) {
        for (const label of [null, 'March 2026']) {
          const en = describeAccess(kind, action, label, 'en-CA');
          const fr = describeAccess(kind, action, label, 'fr-CA');
          expect(fr).not.toBe(en);
          // Both languages name the object, or neither does.
          expect(fr.includes('mars 2026') || fr.includes('March 2026')).toBe(en.includes('March 2026'));
        }
      }
    }
  });
});
