import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A stored receipt whose question is gone (its transaction left the books, its report or its
 * client was deleted): written by a trigger on transaction_questions as the row goes, in the
 * same transaction, so no path that deletes a question can forget its file. The purge job
 * removes the file, then this row (see ReceiptDeletionsService).
 */
@Entity('receipt_deletions')
export class ReceiptDeletion {
  @PrimaryColumn({ type: 'varchar', length: 255, primaryKeyConstraintName: 'PK_receipt_deletions' })
  key: string;

  @CreateDateColumn({ type: 'timestamptz' })
  queuedAt: Date;
}
