import { Injectable, StreamableFile } from '@nestjs/common';
import { CSV_MESSAGES, CsvUploadStatus } from '@ledgerleaf/contracts';
import type { Response } from 'express';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { FileStorage } from '../../common/storage/file-storage';
import { canonicalCsv, categorizedCsv } from './csv-download';
import type { Actor } from './csv-actor';
import { CsvUploadsService } from './csv-uploads.service';

/** Streams a categorized upload back as CSV, under the upload's own file name. */
@Injectable()
export class CsvDownloads {
  constructor(
    private readonly csv: CsvUploadsService,
    private readonly storage: FileStorage,
  ) {}

  async download(actor: Actor, id: number, res: Response): Promise<StreamableFile> {
    const upload = await this.csv.get(actor, id);
    if (upload.status !== CsvUploadStatus.COMPLETED) throw new DomainException(DomainErrorKind.CONFLICT, CSV_MESSAGES.notCompleted);
    // a bank file's download is CSV whatever it came as: rbc.csv stays, statement.ofx becomes statement.csv
    const name = /\.csv$/i.test(upload.fileName)
      ? upload.fileName
      : /\.(ofx|qfx)$/i.test(upload.fileName)
        ? upload.fileName.replace(/\.(ofx|qfx)$/i, '.csv')
        : `upload-${upload.id}.csv`;
    const body =
      upload.format === 'ledgerleaf'
        ? categorizedCsv(() => this.storage.read(upload.filePath), await this.csv.resultsInOrder(upload.id))
        : canonicalCsv(this.csv.canonicalRowsInOrder(upload.id));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(body, {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${name.replace(/[^\w.\- ]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    });
  }
}
