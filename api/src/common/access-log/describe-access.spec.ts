import { describeAccess } from '@ledgerleaf/contracts';

describe('describeAccess', () => {
  it("words a row in the client's terms, with the object's label when there is one", () => {
    expect(describeAccess('report-file', 'read', 'October 2026')).toBe('Downloaded your October 2026 report');
    expect(describeAccess('books', 'read', null)).toBe('Opened your books');
    expect(describeAccess('report', 'change', 'October 2026')).toBe('Worked on your October 2026 report');
  });

  it('has words for a kind it does not know yet', () => {
    expect(describeAccess('something-new', 'read', null)).toBe('Looked at some of your data');
    expect(describeAccess('something-new', 'change', null)).toBe('Changed some of your data');
  });
});
