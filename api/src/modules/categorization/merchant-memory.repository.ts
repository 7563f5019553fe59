import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { MemoryEntry } from './engine/engine';
import { MEMORY_SOURCE_RANK, type MemorySource } from './entities/merchant-memory.entity';

/** A stored memory entry: the category by id (null when the client has no category of that name) and the name it was learned under. */
export interface StoredMemory {
  merchant_key: string;
  category_id: number | null;
  category_name: string;
  source: MemoryEntry['source'];
  count: number;
}

/** The rank of the stored entry's source, in SQL, from MEMORY_SOURCE_RANK (an unknown source ranks lowest). */
const STORED_RANK_SQL = `CASE categorization_memory.source ${Object.entries(MEMORY_SOURCE_RANK)
  .map(([source, rank]) => `WHEN '${source}' THEN ${rank}`)
  .join(' ')} ELSE 0 END`;

/** A client's categorization memory (categorization_memory): one entry per merchant key. */
@Injectable()
export class MerchantMemoryRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Every entry of the client's memory. */
  entriesOf(userId: number): Promise<StoredMemory[]> {
    return this.db.query(`SELECT merchant_key, category_id, category_name, source, count FROM categorization_memory WHERE user_id = $1`, [userId]);
  }

  /**
   * Remembers a merchant's category, unless the stored entry comes from a source that
   * ranks higher (MEMORY_SOURCE_RANK). The count grows while the category stays the same
   * (compared in any case) and starts again at 1 when it changes. Within `em`'s transaction when given.
   */
  async remember(
    userId: number,
    merchantKey: string,
    categoryId: number | null,
    categoryName: string,
    source: MemorySource,
    em?: EntityManager,
  ): Promise<void> {
    await (em ?? this.db).query(
      `INSERT INTO categorization_memory (user_id, merchant_key, category_id, category_name, source, count)
       VALUES ($1, $2, $3, $4, $5, 1)
       ON CONFLICT (user_id, merchant_key) DO UPDATE SET
         category_id = EXCLUDED.category_id,
         category_name = EXCLUDED.category_name,
         source = EXCLUDED.source,
         count = CASE WHEN lower(categorization_memory.category_name) = lower(EXCLUDED.category_name) THEN categorization_memory.count + 1 ELSE 1 END,
         updated_at = now()
       WHERE $6::int >= ${STORED_RANK_SQL}`,
      [userId, merchantKey.slice(0, 200), categoryId, categoryName, source, MEMORY_SOURCE_RANK[source]],
    );
  }
}
