import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type CsvBooksAccountType, CsvUploadStatus, LEDGER_MESSAGES } from '@ledgerleaf/contracts';
import { DataSource } from 'typeorm';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { LedgerService } from '../ledger/ledger.service';
import { MonthCloseService } from '../ledger/month-close.service';
import type { Actor } from './csv-actor';
import { CsvUploadsService } from './csv-uploads.service';
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
      // A file with a row in a closed month cannot join (nor be renamed or retyped): 409 naming the month.
      const days: { day: string }[] = await em.query(
        `SELECT DISTINCT to_char(transaction_date, 'YYYY-MM-DD') AS day FROM csv_transactions WHERE csv_upload_id = $1`,
        [upload.id],
      );
      await this.monthClose.assertOpen(
        upload.uploadedBy,
        days.map((d) => d.day),
      );
      await em
        .getRepository(CsvUpload)
        .update({ id: upload.id }, { booksAccountName: accountName, booksAccountType: accountType, addedToBooksAt: upload.addedToBooksAt ?? new Date() });
      // Only the rows not in the books yet are read and sent (every row the first time; none when the account is only
      // renamed or retyped: join() renames the rows already there, and the kind posts through the chart).
      const rows: { id: number; date: string; name: string; amount: string; category: string | null }[] = await em.query(
        `SELECT t.id, to_char(t.transaction_date, 'YYYY-MM-DD') AS date, t.transaction_name AS name, t.transaction_amount::text AS amount, t.ai_category AS category
           FROM csv_transactions t
          WHERE t.csv_upload_id = $1 AND NOT EXISTS (SELECT 1 FROM ledger_entries l WHERE l.csv_transaction_id = t.id)
          ORDER BY t.row_index`,
        [upload.id],
      );
      return this.ledger.join(
        em,
        upload.uploadedBy,
        'csv',
        upload.id,
        accountName,
        rows.map((r) => ({ sourceRowId: r.id, date: r.date, name: r.name, amount: r.amount, category: r.category })),
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
