import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { CsvColumnMapping as Mapping } from '@ledgerleaf/contracts';
import { Repository } from 'typeorm';
import { CsvColumnMapping } from './entities/csv-column-mapping.entity';

/** The column mappings each client gave for layouts the server did not know, by header shape. */
@Injectable()
export class CsvColumnMappingsService {
  constructor(@InjectRepository(CsvColumnMapping) private readonly mappings: Repository<CsvColumnMapping>) {}

  async find(userId: number, headerKey: string): Promise<Mapping | null> {
    return (await this.mappings.findOne({ where: { userId, headerKey } }))?.mapping ?? null;
  }

  /** The latest mapping for that shape wins (a client who corrects one gives it again). */
  async remember(userId: number, headerKey: string, mapping: Mapping): Promise<void> {
    await this.mappings.upsert({ userId, headerKey, mapping }, { conflictPaths: ['userId', 'headerKey'] });
  }
}
