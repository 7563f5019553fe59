import { CSV_LIMITS, CSV_MESSAGES } from '@ledgerleaf/contracts';
import { parseCategoriesField } from './csv-categories-field';

describe('parseCategoriesField', () => {
  it('reads the JSON list, tidies names and drops duplicates of the same type', () => {
    const field = JSON.stringify([
      { type: 'EXPENSE', categoryName: '  Shop   supplies ' },
      { type: 'EXPENSE', categoryName: 'shop supplies' },
      { type: 'REVENUE', categoryName: 'Shop supplies' },
      { type: 'REVENUE', categoryName: '   ' },
    ]);
    expect(parseCategoriesField(field)).toEqual([
      { type: 'EXPENSE', categoryName: 'Shop supplies' },
      { type: 'REVENUE', categoryName: 'Shop supplies' },
    ]);
  });

  it('answers null when the field is absent, blank or names nothing, so the uploader’s own categories apply', () => {
    for (const field of [undefined, null, '', '   ', '[]', JSON.stringify([{ type: 'EXPENSE', categoryName: ' ' }])])
      expect(parseCategoriesField(field)).toBeNull();
  });

  it('cuts a long name to the limit', () => {
    const [only] = parseCategoriesField(JSON.stringify([{ type: 'EXPENSE', categoryName: 'x'.repeat(500) }]))!;
    expect(only.categoryName).toHaveLength(CSV_LIMITS.categoryMaxLength);
  });

  it.each([
    ['not JSON', '[{'],
    ['not a list', '{"type":"EXPENSE"}'],
    ['an unknown type', '[{"type":"ASSET","categoryName":"Cash"}]'],
    ['a name that is not text', '[{"type":"EXPENSE","categoryName":42}]'],
    ['a list that is too long', JSON.stringify(Array.from({ length: CSV_LIMITS.maxCategories + 1 }, (_, i) => ({ type: 'EXPENSE', categoryName: `c${i}` })))],
  ])('refuses %s with the format it expects', (_label, field) => {
    expect(() => parseCategoriesField(field)).toThrow(CSV_MESSAGES.categoriesInvalid);
  });
});
