import { getMetadataArgsStorage } from 'typeorm';
// Loaded first on purpose: the books' entities import one another in a circle (a journal line
// its entry, the entry its opening, the opening the journal's money columns), and which file a
// process loads first varies with the order its entity files are found in.
import './journal-line.entity';

describe("the books' entities, loaded from the journal line first", () => {
  it('give every column a database type, none the Object TypeORM refuses at start', () => {
    const { columns } = getMetadataArgsStorage();
    const books = columns.filter((c) => ['JournalLine', 'JournalEntry', 'BookOpening', 'StatementBalance'].includes((c.target as { name: string }).name));
    expect(books.length).toBeGreaterThan(20);
    const untyped = books.filter((c) => (c.options.type as unknown) === Object).map((c) => `${(c.target as { name: string }).name}.${c.propertyName}`);
    expect(untyped).toEqual([]);
  });
});
