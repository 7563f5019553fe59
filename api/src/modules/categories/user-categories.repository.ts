import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isLocale, type Locale } from '@ledgerleaf/contracts';
import { DataSource } from 'typeorm';
import { UserCategory } from './entities/user-category.entity';

/**
 * The SQL of a client's categories (user_categories) beyond plain entity calls: inserts
 * that yield to the unique (user, type, lower(name)) index, and names matched as that
 * index matches them.
 */
@Injectable()
export class UserCategoriesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Inserts the categories, skipping each one the unique index already holds (INSERT … ON CONFLICT DO NOTHING). */
  async insertMissing(rows: readonly Partial<UserCategory>[]): Promise<void> {
    await this.db
      .createQueryBuilder()
      .insert()
      .into(UserCategory)
      .values([...rows])
      .orIgnore()
      .execute();
  }

  /** The client's language (users.locale), in which their default categories are named; en-CA when unknown. */
  async localeOf(userId: number): Promise<Locale> {
    const rows: { locale: string }[] = await this.db.query('SELECT locale FROM users WHERE id = $1', [userId]);
    const locale = rows[0]?.locale;
    return locale && isLocale(locale) ? locale : 'en-CA';
  }

  /** The id of the user's category for each name, compared with lower(); of two with one name, the lowest id. */
  async idsByName(userId: number, names: readonly string[]): Promise<{ name: string; id: number }[]> {
    return this.db.query(
      `SELECT DISTINCT ON (n.name) n.name, c.id
         FROM unnest($2::text[]) AS n(name)
         JOIN user_categories c ON c.user_id = $1 AND lower(c.category_name) = lower(n.name)
        ORDER BY n.name, c.id`,
      [userId, [...new Set(names)]],
    );
  }
}
