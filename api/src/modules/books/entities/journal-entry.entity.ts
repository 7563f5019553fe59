import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { LedgerEntry } from '../../ledger/entities/ledger-entry.entity';
import { User } from '../../users/entities/user.entity';
import { BookOpening } from './book-opening.entity';
import { BookReconciliation } from './book-reconciliation.entity';
import { JournalLine } from './journal-line.entity';

export const JOURNAL_ENTRY_KINDS = ['ledger', 'opening', 'reconciliation'] as const;
export type JournalEntryKind = (typeof JOURNAL_ENTRY_KINDS)[number];

/**
 * One entry of a client's journal: the posting of one ledger row (kind 'ledger', at most one
 * per row, going with it) or an account's opening balance (kind 'opening', one per account of
 * money, going with its book_openings row; written by books_post_opening, migration
 * StatementBalancesAndOpenings1796020000000).
 * Its lines balance: a deferred constraint trigger refuses to commit one that does not.
 */
@Entity('journal_entries')
@Index('IDX_journal_entries_user_date', ['userId', 'date', 'id'])
@Index('UQ_journal_entries_ledger_entry', ['ledgerEntryId'], { unique: true })
@Index('UQ_journal_entries_opening', ['openingId'], { unique: true })
@Check('CHK_journal_entries_opening', `"opening_id" IS NULL OR "kind" = 'opening'`)
@Index('UQ_journal_entries_reconciliation', ['reconciliationId'], { unique: true })
@Check('CHK_journal_entries_reconciliation', `"reconciliation_id" IS NULL OR "kind" = 'reconciliation'`)
export class JournalEntry {
  @PrimaryGeneratedColumn({ type: 'bigint', primaryKeyConstraintName: 'PK_journal_entries' })
  id: string;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_journal_entries_user' })
  user?: Relation<User>;

  @Column({ type: 'bigint', nullable: true })
  ledgerEntryId: string | null;

  @ManyToOne(() => LedgerEntry, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ledger_entry_id', foreignKeyConstraintName: 'FK_journal_entries_ledger_entry' })
  ledgerEntry?: Relation<LedgerEntry> | null;

  /** The opening balance this entry writes (kind 'opening'). */
  @Column({ type: 'integer', nullable: true })
  openingId: number | null;

  @ManyToOne(() => BookOpening, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'opening_id', foreignKeyConstraintName: 'FK_journal_entries_opening' })
  opening?: Relation<BookOpening> | null;

  /** The reconciliation whose adjustment this entry posts (kind 'reconciliation'; issue 28, migration Reconciliations1796070000001). */
  @Column({ type: 'integer', nullable: true })
  reconciliationId: number | null;

  @ManyToOne(() => BookReconciliation, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'reconciliation_id', foreignKeyConstraintName: 'FK_journal_entries_reconciliation' })
  reconciliation?: Relation<BookReconciliation> | null;

  @Column({ type: 'date' })
  date: string;

  @Column({ type: 'varchar', length: 500 })
  memo: string;

  @Column({ type: 'enum', enum: JOURNAL_ENTRY_KINDS, enumName: 'journal_entry_kind', default: 'ledger' })
  kind: JournalEntryKind;

  @OneToMany(() => JournalLine, (line) => line.entry)
  lines?: Relation<JournalLine>[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
