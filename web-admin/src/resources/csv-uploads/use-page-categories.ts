import { useState } from 'react';
import { DEFAULT_CATEGORIES, type CategoryInput, type CategoryType } from '@ledgerleaf/contracts';

const DEFAULTS: CategoryInput[] = [
  ...DEFAULT_CATEGORIES.REVENUE.map((categoryName) => ({ type: 'REVENUE' as const, categoryName })),
  ...DEFAULT_CATEGORIES.EXPENSE.map((categoryName) => ({ type: 'EXPENSE' as const, categoryName })),
];

const sameCategory = (a: CategoryInput, b: CategoryInput) => a.type === b.type && a.categoryName.toLowerCase() === b.categoryName.toLowerCase();

/**
 * The console's category list for uploads. It lives on the page only (admin-spec tab 8)
 * and starts from the spec's 16 defaults; every upload sends it as it stands.
 */
export const usePageCategories = (initial: readonly CategoryInput[] = DEFAULTS) => {
  const [categories, setCategories] = useState<CategoryInput[]>([...initial]);
  const add = (type: CategoryType, name: string): boolean => {
    const candidate = { type, categoryName: name.trim() };
    if (!candidate.categoryName || categories.some((c) => sameCategory(c, candidate))) return false;
    setCategories((list) => [...list, candidate]);
    return true;
  };
  const remove = (category: CategoryInput) => setCategories((list) => list.filter((c) => !sameCategory(c, category)));
  return { categories, add, remove };
};

export type PageCategories = ReturnType<typeof usePageCategories>;
