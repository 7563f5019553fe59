import { type CategoryInput, categoryNameCounterparts, type CategoryType, DEFAULT_CATEGORIES, defaultCategoryName } from '@ledgerleaf/contracts';

/** Words that say what each default category is about (English and French, without accents), to find it under the user's own name. */
const SYNONYMS: Record<string, string[]> = {
  'Sales Revenue': [
    'sales',
    'sale',
    'revenue',
    'product',
    'products',
    'store',
    'shop',
    'online',
    'retail',
    'merchandise',
    'ventes',
    'vente',
    'produits',
    'boutique',
    'marchandises',
  ],
  'Service Income': [
    'service',
    'services',
    'income',
    'consulting',
    'fees',
    'client',
    'contract',
    'professional',
    'labour',
    'labor',
    'honoraires',
    'contrats',
    'mandats',
  ],
  'Other Income': ['other', 'misc', 'miscellaneous', 'interest', 'income', 'grants', 'government', 'autres', 'divers', 'interets', 'subventions'],
  'Refunds/Discounts': ['refund', 'refunds', 'discount', 'discounts', 'returns', 'return', 'rebates', 'credits', 'escomptes', 'rabais', 'retours', 'remises'],
  'Office Expenses': [
    'office',
    'supplies',
    'expenses',
    'equipment',
    'postage',
    'shipping',
    'stationery',
    'computer',
    'bureau',
    'fournitures',
    'papeterie',
    'poste',
  ],
  'Telephone & Internet': ['telephone', 'phone', 'internet', 'telecom', 'mobile', 'cell', 'wireless', 'communications', 'cellulaire', 'telecommunications'],
  Software: ['software', 'subscriptions', 'subscription', 'saas', 'apps', 'technology', 'it', 'cloud', 'logiciels', 'logiciel', 'abonnements', 'informatique'],
  'Bank Fees': ['bank', 'fees', 'charges', 'banking', 'interest', 'merchant', 'frais', 'bancaires', 'banque'],
  'Professional Fees': [
    'professional',
    'legal',
    'accounting',
    'consulting',
    'fees',
    'contractors',
    'advisory',
    'honoraires',
    'professionnels',
    'comptabilite',
    'juridiques',
  ],
  Marketing: ['marketing', 'advertising', 'ads', 'promotion', 'publicity', 'publicite', 'annonces'],
  'Travel & Meals': [
    'travel',
    'meals',
    'entertainment',
    'food',
    'transport',
    'transportation',
    'vehicle',
    'fuel',
    'gas',
    'voyages',
    'repas',
    'deplacement',
    'deplacements',
    'representation',
    'vehicule',
    'essence',
  ],
  'Rent/Lease': ['rent', 'lease', 'occupancy', 'premises', 'loyer', 'location', 'bail', 'locaux'],
  Utilities: ['utilities', 'hydro', 'electricity', 'energy', 'gas', 'water', 'heat', 'publics', 'electricite', 'energie', 'chauffage'],
  'Loan Payments': ['loan', 'loans', 'debt', 'mortgage', 'financing', 'interest', 'pret', 'prets', 'dette', 'hypotheque', 'financement', 'versements'],
  Insurance: ['insurance', 'assurance', 'assurances', 'benefits'],
  Taxes: ['taxes', 'tax', 'licenses', 'licences', 'permits', 'government', 'impots', 'permis', 'taxe'],
};

export const DEFAULT_TYPE = new Map<string, CategoryType>([
  ...DEFAULT_CATEGORIES.REVENUE.map((n) => [n, 'REVENUE'] as [string, CategoryType]),
  ...DEFAULT_CATEGORIES.EXPENSE.map((n) => [n, 'EXPENSE'] as [string, CategoryType]),
]);

const STOP_WORDS = new Set(['and', 'the', 'of', 'et', 'de', 'des', 'du', 'la', 'le', 'les', 'en', 'sur']);
const words = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w));

/**
 * Maps the engine's default categories onto one user's own categories: the same name
 * (any case) in English or French ("Office Expenses" is "Fournitures de bureau"), else the user's category of the same type that shares the most words with
 * the default's name and synonyms, else nothing. A category the user lacks is never returned.
 */
export class CategoryMapper {
  private readonly byDefault = new Map<string, string | null>();
  private readonly typeOfName = new Map<string, CategoryType>();
  private readonly canonical = new Map<string, string>();

  constructor(readonly categories: readonly CategoryInput[]) {
    for (const c of categories) {
      this.typeOfName.set(c.categoryName, c.type);
      this.canonical.set(c.categoryName.toLowerCase(), c.categoryName);
    }
    for (const [name, type] of DEFAULT_TYPE) this.byDefault.set(name, this.find(name, type));
  }

  /** The user's category for a default category, or null. */
  fromDefault(defaultName: string): string | null {
    return this.byDefault.get(defaultName) ?? null;
  }

  /**
   * The user's category spelled as the user spells it, for a name in any case; a default or
   * system category's name in the other language finds the user's one (memory learned from an
   * English client names "Office Expenses", a French client has "Fournitures de bureau").
   * Null when the user has none.
   */
  own(name: string): string | null {
    for (const candidate of categoryNameCounterparts(name)) {
      const found = this.canonical.get(candidate.trim().toLowerCase());
      if (found) return found;
    }
    return null;
  }

  typeOf(name: string): CategoryType | undefined {
    return this.typeOfName.get(name);
  }

  /** The user's category names of one type. */
  namesOfType(type: CategoryType): string[] {
    return this.categories.filter((c) => c.type === type).map((c) => c.categoryName);
  }

  get names(): string[] {
    return this.categories.map((c) => c.categoryName);
  }

  private find(defaultName: string, type: CategoryType): string | null {
    const french = defaultCategoryName(defaultName, 'fr-CA').toLowerCase();
    const sameName = (c: CategoryInput) => c.type === type && c.categoryName.toLowerCase() === defaultName.toLowerCase();
    const exact = this.categories.find(sameName) ?? this.categories.find((c) => c.type === type && c.categoryName.toLowerCase() === french);
    if (exact) return exact.categoryName;
    const own = new Set([...words(defaultName), ...words(french)]);
    const related = new Set(SYNONYMS[defaultName] ?? []);
    let best: { name: string; score: number } | null = null;
    for (const c of this.categories) {
      if (c.type !== type) continue;
      const ws = words(c.categoryName);
      // the default's own words count double; a synonym once
      const score = ws.reduce((s, w) => s + (own.has(w) ? 2 : related.has(w) ? 1 : 0), 0);
      if (score > 0 && (!best || score > best.score)) best = { name: c.categoryName, score };
    }
    // another default category that is itself present claims its own words first
    if (best) {
      const claimedBy = [...DEFAULT_TYPE.keys()].find(
        (d) => d !== defaultName && [d, defaultCategoryName(d, 'fr-CA')].some((n) => n.toLowerCase() === best!.name.toLowerCase()),
      );
      if (claimedBy) return null;
    }
    return best?.name ?? null;
  }
}
