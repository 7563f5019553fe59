import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  CATEGORY_MESSAGES,
  type CategoryInput,
  CategoryType,
  DEFAULT_CATEGORIES,
  defaultCategoriesIn,
  englishCategoryName,
  SYSTEM_CATEGORIES,
  systemCategoryNameIn,
  type UserCategoryType,
} from '@ledgerleaf/contracts';
import { QueryFailedError, Repository } from 'typeorm';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { isRowId } from '../../database/columns';
import { UserCategory } from './entities/user-category.entity';
import { UserCategoriesRepository } from './user-categories.repository';

const UNIQUE_VIOLATION = '23505';

/** Revenue first, then expense, each in the order the spec lists the defaults (a French name in its English one's place), then by name. */
const DEFAULT_ORDER = new Map<string, number>([...DEFAULT_CATEGORIES.REVENUE, ...DEFAULT_CATEGORIES.EXPENSE].map((name, i) => [name, i]));
const defaultRank = (name: string) => DEFAULT_ORDER.get(name) ?? DEFAULT_ORDER.get(englishCategoryName(name) ?? '') ?? Number.MAX_SAFE_INTEGER;

@Injectable()
export class CategoriesService {
  constructor(
    @InjectRepository(UserCategory) private readonly categories: Repository<UserCategory>,
    private readonly repository: UserCategoriesRepository,
  ) {}

  /**
   * The user's categories; the 16 defaults are created first when the user has none, and the
   * system categories (SYSTEM_CATEGORIES: they post to the balance sheet) whenever one is
   * missing. Concurrent first reads are safe: each inserts with ON CONFLICT DO NOTHING against
   * the unique (user, type, lower(name)) and (user, system key) indexes, so they land exactly once.
   * They are named in the client's language (users.locale): a French client gets "Revenus de ventes".
   */
  async listForUser(userId: number): Promise<UserCategory[]> {
    let rows = await this.find(userId);
    const missing: Partial<UserCategory>[] = [];
    const present = new Set(rows.map((r) => r.systemKey).filter(Boolean));
    const lacksSystem = SYSTEM_CATEGORIES.some((system) => !present.has(system.key));
    const locale = rows.length === 0 || lacksSystem ? await this.repository.localeOf(userId) : undefined;
    if (rows.length === 0) {
      const defaults = defaultCategoriesIn(locale);
      missing.push(...(['REVENUE', 'EXPENSE'] as const).flatMap((type) => defaults[type].map((categoryName) => ({ userId, type, categoryName }))));
    }
    for (const system of SYSTEM_CATEGORIES) {
      if (!present.has(system.key))
        missing.push({ userId, type: CategoryType.BALANCE_SHEET, categoryName: systemCategoryNameIn(system.key, locale), systemKey: system.key });
    }
    if (missing.length) {
      await this.repository.insertMissing(missing);
      rows = await this.find(userId);
    }
    return rows;
  }

  /** The user's categories as the engine and CSV uploads take them. */
  async inputsForUser(userId: number): Promise<CategoryInput[]> {
    return (await this.listForUser(userId)).map(({ type, categoryName }) => ({ type, categoryName }));
  }

  /**
   * The id of the user's category for each name, matched in any case as PostgreSQL's lower()
   * does (the unique index's rule); when a revenue and an expense category share a name, the
   * lowest id wins. Names without a category are absent. One query for all the names.
   */
  async idsByName(userId: number, names: readonly string[]): Promise<Map<string, number>> {
    if (!names.length) return new Map();
    const rows = await this.repository.idsByName(userId, names);
    return new Map(rows.map((r) => [r.name, r.id]));
  }

  /** The current name of each of the user's categories by id (a rename shows under the same id). */
  async namesById(userId: number): Promise<Map<number, string>> {
    const rows = await this.categories.find({ where: { userId }, select: { id: true, categoryName: true } });
    return new Map(rows.map((c) => [c.id, c.categoryName]));
  }

  async create(userId: number, type: UserCategoryType, categoryName: string): Promise<UserCategory> {
    const name = this.cleanName(categoryName);
    try {
      return await this.categories.save(this.categories.create({ userId, type, categoryName: name }));
    } catch (error) {
      throw this.duplicateOr(error);
    }
  }

  /** Renames (and optionally retypes) a category. What the engine learned refers to the id, so it follows. */
  async update(userId: number, id: number, changes: { categoryName: string; type?: UserCategoryType }): Promise<UserCategory> {
    const category = this.notSystem(await this.getOwned(userId, id));
    category.categoryName = this.cleanName(changes.categoryName);
    if (changes.type) category.type = changes.type;
    try {
      return await this.categories.save(category);
    } catch (error) {
      throw this.duplicateOr(error);
    }
  }

  async remove(userId: number, id: number): Promise<void> {
    const category = this.notSystem(await this.getOwned(userId, id));
    await this.categories.delete({ id: category.id, userId });
  }

  /** Another user's id and an unknown id answer the same 404. */
  async getOwned(userId: number, id: number): Promise<UserCategory> {
    const category = isRowId(id) ? await this.categories.findOneBy({ id, userId }) : null;
    if (!category) throw new DomainException(DomainErrorKind.NOT_FOUND, CATEGORY_MESSAGES.notFound);
    return category;
  }

  /** A system category keeps its name, type and existence: the books post it to the balance sheet by its key. */
  private notSystem(category: UserCategory): UserCategory {
    if (category.systemKey) throw new DomainException(DomainErrorKind.CONFLICT, CATEGORY_MESSAGES.systemLocked);
    return category;
  }

  private async find(userId: number): Promise<UserCategory[]> {
    const rows = await this.categories.find({ where: { userId } });
    const rank = (c: UserCategory) => defaultRank(c.categoryName);
    return rows.sort((a, b) => a.type.localeCompare(b.type) * -1 || rank(a) - rank(b) || a.categoryName.localeCompare(b.categoryName));
  }

  private cleanName(name: string): string {
    const trimmed = name.replace(/\s+/g, ' ').trim();
    if (!trimmed) throw new DomainException(DomainErrorKind.INVALID, CATEGORY_MESSAGES.nameRequired);
    return trimmed;
  }

  private duplicateOr(error: unknown): unknown {
    if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) {
      return new DomainException(DomainErrorKind.CONFLICT, CATEGORY_MESSAGES.duplicate);
    }
    return error;
  }
}
