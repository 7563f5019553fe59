import {
  type CategoryInput,
  categoryNameCounterparts,
  DEFAULT_CATEGORIES,
  defaultCategoriesIn,
  englishCategoryName,
  SYSTEM_CATEGORIES,
  systemCategoryNameIn,
} from '@ledgerleaf/contracts';
import { CategoryMapper } from './category-mapper';
import { type MemoryEntry, OfflineEngine } from './engine';

const inLocale = (locale: 'en-CA' | 'fr-CA'): CategoryInput[] => {
  const names = defaultCategoriesIn(locale);
  return [
    ...names.REVENUE.map((categoryName) => ({ type: 'REVENUE' as const, categoryName })),
    ...names.EXPENSE.map((categoryName) => ({ type: 'EXPENSE' as const, categoryName })),
    ...SYSTEM_CATEGORIES.map((s) => ({ type: 'BALANCE_SHEET' as const, categoryName: systemCategoryNameIn(s.key, locale) })),
  ];
};

describe('the category names in both languages (issue 31)', () => {
  it('gives every default and system category a French name distinct from every other', () => {
    const french = inLocale('fr-CA').map((c) => c.categoryName);
    expect(new Set(french).size).toBe(16 + SYSTEM_CATEGORIES.length);
    expect(french).toEqual(expect.arrayContaining(['Revenus de ventes', 'Fournitures de bureau', 'Virement entre mes comptes']));
    expect(french.filter((n) => (inLocale('en-CA').map((c) => c.categoryName) as string[]).includes(n))).toEqual([]);
  });

  it('reads either language back to the English (engine) name, and names the counterparts of each', () => {
    expect(englishCategoryName('fournitures de bureau')).toBe('Office Expenses');
    expect(englishCategoryName('Virement entre mes comptes')).toBe('Transfer between my accounts');
    expect(englishCategoryName('Marketing')).toBe('Marketing');
    expect(englishCategoryName('Plants')).toBeNull();
    expect(categoryNameCounterparts('Office Expenses')).toEqual(['Office Expenses', 'Fournitures de bureau']);
    expect(categoryNameCounterparts('Prélèvements du propriétaire')).toEqual(['Prélèvements du propriétaire', "Owner's drawings"]);
    expect(categoryNameCounterparts('Plants')).toEqual(['Plants']);
  });
});

describe('CategoryMapper with a French client', () => {
  const french = new CategoryMapper(inLocale('fr-CA'));

  it('finds each default category under its French name', () => {
    for (const name of [...DEFAULT_CATEGORIES.REVENUE, ...DEFAULT_CATEGORIES.EXPENSE]) {
      expect(french.fromDefault(name)).toBe(inLocale('fr-CA').find((c) => englishCategoryName(c.categoryName) === name)!.categoryName);
    }
  });

  it("takes an English name (another client's memory) as the French client's own category, and a French name for an English client", () => {
    expect(french.own('Office Expenses')).toBe('Fournitures de bureau');
    expect(french.own('transfer between my accounts')).toBe('Virement entre mes comptes');
    expect(new CategoryMapper(inLocale('en-CA')).own('Frais bancaires')).toBe('Bank Fees');
    expect(french.own('Plants')).toBeNull();
  });

  it('maps accented French names of a client of their own by their words', () => {
    const custom = new CategoryMapper([
      { type: 'EXPENSE', categoryName: 'Frais de déplacement' },
      { type: 'EXPENSE', categoryName: 'Électricité et chauffage' },
      { type: 'REVENUE', categoryName: 'Ventes en boutique' },
    ]);
    expect(custom.fromDefault('Travel & Meals')).toBe('Frais de déplacement');
    expect(custom.fromDefault('Utilities')).toBe('Électricité et chauffage');
    expect(custom.fromDefault('Sales Revenue')).toBe('Ventes en boutique');
  });

  it('categorizes by rules, memory and book cues into the French names', () => {
    const engine = new OfflineEngine();
    const memory = new Map<string, MemoryEntry>();
    const [rogers, stripe, card] = engine.categorize(
      [
        { name: 'PRE-AUTHORIZED DEBIT ROGERS 00012345', amount: '-98.50' },
        { name: 'STRIPE TRANSFER ST-X4B3C2D1E0', amount: '1280.00' },
        { name: 'PAIEMENT CARTE DE CREDIT VISA DESJARDINS', amount: '-500.00' },
      ],
      french,
      memory,
    );
    expect(rogers.category).toBe('Téléphone et Internet');
    expect(stripe.category).toBe('Revenus de ventes');
    expect(typeof card.category).toBe('string');
  });
});
