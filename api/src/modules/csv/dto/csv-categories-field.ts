import { type CategoryInput, CategoryType, CSV_LIMITS, CSV_MESSAGES } from '@ledgerleaf/contracts';
import { DomainErrorKind, DomainException } from '../../../common/errors/domain.exception';

/**
 * The `categories` field of a CSV upload (multipart text): a JSON list of
 * `{"type": "REVENUE"|"EXPENSE", "categoryName": "..."}`. Names are tidied (spaces collapsed,
 * cut to the limit) and duplicates dropped; null when the field is absent or names nothing,
 * so the uploader's own categories apply. Anything else is a 400.
 */
export function parseCategoriesField(field: unknown): CategoryInput[] | null {
  if (field === undefined || field === null || (typeof field === 'string' && field.trim() === '')) return null;
  let value: unknown = field;
  if (typeof field === 'string') {
    try {
      value = JSON.parse(field);
    } catch {
      throw invalid();
    }
  }
  if (!Array.isArray(value) || value.length > CSV_LIMITS.maxCategories) throw invalid();
  const out: CategoryInput[] = [];
  const seen = new Set<string>();
  for (const item of value) {
    const type = (item as { type?: unknown })?.type;
    const name = (item as { categoryName?: unknown })?.categoryName;
    if ((type !== CategoryType.REVENUE && type !== CategoryType.EXPENSE) || typeof name !== 'string') throw invalid();
    const categoryName = name.replace(/\s+/g, ' ').trim().slice(0, CSV_LIMITS.categoryMaxLength);
    if (!categoryName || seen.has(`${type}|${categoryName.toLowerCase()}`)) continue;
    seen.add(`${type}|${categoryName.toLowerCase()}`);
    out.push({ type, categoryName });
  }
  return out.length ? out : null;
}

const invalid = () => new DomainException(DomainErrorKind.INVALID, CSV_MESSAGES.categoriesInvalid);
