import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type CsvBooksAccountType, CsvUploadStatus, LEDGER_MESSAGES } from '@ledgerleaf/contracts';
import { DataSource } from 'typeorm';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { LedgerService } from '../ledger/ledger.service';
import { MonthCloseService } from '../ledger/month-close.service';
import type { Actor } from './csv-actor';
import { CsvUploadsService } from './csv-uploads.service';
import { CsvTransaction } from './entities/csv-transaction.entity';
import { CsvUpload } from './entities/csv-upload.entity';

/**
 * "Add to my books": a categorized upload becomes an account of the client's books (a
 * credit card that cannot be linked, cash spending), its rows in the ledger under the
 * account name given; taking it out removes them again. The upload's owner (uploadedBy)
 * is the client whose books it joins.
 */
@Injectable()
export class CsvBooksService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly uploads: CsvUploadsService,
    private readonly ledger: LedgerService,
    private readonly monthClose: MonthCloseService,
  ) {}

  /**
   * Adds (or renames, or retypes) the upload's account in the books. 404 for another client's
   * upload, 409 until it is completed. The kind decides the account's side in the chart (the
   * database's books_post): a credit card or loan is a liability. 409 when a row of the file
   * falls in a closed month (its report approved).
   */
  async add(actor: Actor, uploadId: number, accountName: string, accountType: CsvBooksAccountType = 'bank'): Promise<CsvUpload> {
    const upload = await this.uploads.get(actor, uploadId);
    if (upload.status !== CsvUploadStatus.COMPLETED) throw new DomainException(DomainErrorKind.CONFLICT, LEDGER_MESSAGES.uploadNotCompleted);
    await this.db.transaction(async (em) => {
      const rows = await em.getRepository(CsvTransaction).find({
        where: { csvUploadId: upload.id },
        select: { id: true, transactionDate: true, transactionName: true, transactionAmount: true, aiCategory: true },
        order: { rowIndex: 'ASC' },
      });
      // A file with a row in a closed month cannot join (nor be renamed or retyped): 409 naming the month.
      await this.monthClose.assertOpen(upload.uploadedBy, [...new Set(rows.map((r) => r.transactionDate))]);
      await em
        .getRepository(CsvUpload)
        .update({ id: upload.id }, { booksAccountName: accountName, booksAccountType: accountType, addedToBooksAt: upload.addedToBooksAt ?? new Date() });
      return this.ledger.join(
        em,
        upload.uploadedBy,
        'csv',
        upload.id,
        accountName,
        rows.map((r) => ({ sourceRowId: r.id, date: r.transactionDate, name: r.transactionName, amount: r.transactionAmount, category: r.aiCategory })),
      );
    });
    return this.uploads.get(actor, upload.id);
  }

  /** Takes the upload's rows out of the books; pending reports of their months are rebuilt. 409 when it is not in the books, or has rows in a closed month. */
  async remove(actor: Actor, uploadId: number): Promise<CsvUpload> {
    const upload = await this.uploads.get(actor, uploadId);
    if (!upload.addedToBooksAt) throw new DomainException(DomainErrorKind.CONFLICT, LEDGER_MESSAGES.uploadNotInBooks);
    await this.monthClose.assertAccountOpen(upload.uploadedBy, 'csv', upload.id);
    await this.db.transaction(async (em) => {
      await em.getRepository(CsvUpload).update({ id: upload.id }, { booksAccountName: null, addedToBooksAt: null });
      await this.ledger.leave(em, upload.uploadedBy, 'csv', upload.id);
    });
    return this.uploads.get(actor, upload.id);
  }
}
