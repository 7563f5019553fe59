// One meaning, two names: the default and system categories in English and in French
// (catalogues/categories.ts). The engine thinks in the English names; a client's category in
// either language is found under them.

import { DEFAULT_CATEGORIES } from '../constants.js';
import { SYSTEM_CATEGORIES, type SystemCategoryKey } from '../books.js';
import { categories } from './catalogues/categories.js';
import { DEFAULT_LOCALE, type Locale } from './locale.js';

type DefaultKey = keyof (typeof categories)['en-CA']['default'];

const DEFAULT_KEYS = Object.keys(categories['en-CA'].default) as DefaultKey[];
const keyOfEnglish = new Map<string, DefaultKey>(DEFAULT_KEYS.map((key) => [categories['en-CA'].default[key], key]));

/** The default category `englishName` (a name of DEFAULT_CATEGORIES) in `locale`; another name comes back unchanged. */
export function defaultCategoryName(englishName: string, locale: Locale = DEFAULT_LOCALE): string {
  const key = keyOfEnglish.get(englishName);
  return key ? categories[locale].default[key] : englishName;
}

/** The name of system category `key` (SYSTEM_CATEGORIES) in `locale`. */
export function systemCategoryNameIn(key: SystemCategoryKey, locale: Locale = DEFAULT_LOCALE): string {
  return categories[locale].system[key];
}

/** The default categories a new client gets, by type, in the client's language (the order of DEFAULT_CATEGORIES). */
export function defaultCategoriesIn(locale: Locale = DEFAULT_LOCALE): { REVENUE: string[]; EXPENSE: string[] } {
  return {
    REVENUE: DEFAULT_CATEGORIES.REVENUE.map((name) => defaultCategoryName(name, locale)),
    EXPENSE: DEFAULT_CATEGORIES.EXPENSE.map((name) => defaultCategoryName(name, locale)),
  };
}

const lower = (name: string) => name.trim().toLowerCase();

/** Each default and system category name, in either language and any case → its English name. */
const ENGLISH_OF = new Map<string, string>();
for (const key of DEFAULT_KEYS) {
  for (const locale of ['en-CA', 'fr-CA'] as const) ENGLISH_OF.set(lower(categories[locale].default[key]), categories['en-CA'].default[key]);
}
for (const system of SYSTEM_CATEGORIES) {
  for (const locale of ['en-CA', 'fr-CA'] as const) ENGLISH_OF.set(lower(categories[locale].system[system.key]), system.name);
}

/**
 * The names that mean the same as `name` (itself first, then its English and French names)
 * when it is a default or system category's name in either language; otherwise just `name`.
 * "Fournitures de bureau" → ["Fournitures de bureau", "Office Expenses"].
 */
export function categoryNameCounterparts(name: string): string[] {
  const english = ENGLISH_OF.get(lower(name));
  if (!english) return [name];
  const system = SYSTEM_CATEGORIES.find((s) => s.name === english);
  const names = system ? [english, categories['fr-CA'].system[system.key]] : [english, defaultCategoryName(english, 'fr-CA')];
  return [name, ...names.filter((n) => lower(n) !== lower(name))];
}

/** The English (engine's) name of a default or system category named in either language, else null. */
export function englishCategoryName(name: string): string | null {
  return ENGLISH_OF.get(lower(name)) ?? null;
}
