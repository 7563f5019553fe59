import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CsvUpload } from './entities/csv-upload.entity';

@Injectable()
export class CsvService {
  constructor(@InjectRepository(CsvUpload) private readonly uploads: Repository<CsvUpload>) {}

  /** Storage keys of the user's uploaded CSV files (removed with the account). */
  async storageKeysOfUser(userId: number): Promise<string[]> {
    const rows = await this.uploads.find({ where: { uploadedBy: userId }, select: { id: true, filePath: true } });
    return rows.map((r) => r.filePath).filter(Boolean);
  }
}
