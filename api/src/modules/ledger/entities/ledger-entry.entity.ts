import {
  DUPLICATE_DECISIONS,
  LEDGER_SOURCES,
  TRANSFER_DECISIONS,
  type DuplicateDecision,
  type LedgerSource,
  type TransferDecision,
} from '@ledgerleaf/contracts';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { MONEY } from '../../../database/columns';
import { User } from '../../users/entities/user.entity';

/**
 * One transaction of a client's books, whatever its source: a posted bank row (joined by
 * the ledger's trigger on bank_transactions), a row of a CSV upload added to the books, or
 * a manual transaction of a completed submission. The id is the stable `transactionId`
 * every report row carries. Each entry names exactly one source row and goes with it
 * (foreign keys cascade), so an upload deleted or an account closed leaves no entry behind;
 * a bank row Plaid removes after its month closed is kept and reversed in the first open
 * month instead (`removedAt`, `reversesEntryId`).
 */
@Entity('ledger_entries')
@Index(['userId', 'date', 'id'])
// The duplicate and transfer searches' probe: the rows of one account, amount and date.
@Index('IDX_ledger_entries_duplicate_probe', ['userId', 'amount', 'source', 'accountRef', 'date', 'id'])
@Check(
  'CHK_ledger_entries_one_source',
  `("source" = 'bank') = ("bank_transaction_id" IS NOT NULL OR "removed_at" IS NOT NULL) AND ("source" = 'csv') = ("csv_transaction_id" IS NOT NULL) AND ("source" = 'manual') = ("manual_transaction_id" IS NOT NULL) AND ("reverses_entry_id" IS NULL OR "removed_at" IS NOT NULL)`,
)
export class LedgerEntry {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ type: 'enum', enum: LEDGER_SOURCES, enumName: 'ledger_source' })
  source: LedgerSource;

  @Index({ unique: true })
  @Column({ type: 'integer', nullable: true })
  bankTransactionId: number | null;

  // The source rows are named by entity name, not imported: the source modules (plaid, csv,
  // submissions) depend on the ledger, never the ledger on their entities. The foreign keys
  // (cascading from the source row) stay in the schema.
  @ManyToOne('BankTransaction', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'bank_transaction_id' })
  bankTransaction?: unknown;

  @Index({ unique: true })
  @Column({ type: 'integer', nullable: true })
  csvTransactionId: number | null;

  @ManyToOne('CsvTransaction', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'csv_transaction_id' })
  csvTransaction?: unknown;

  @Index({ unique: true })
  @Column({ type: 'integer', nullable: true })
  manualTransactionId: number | null;

  @ManyToOne('ManualTransaction', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'manual_transaction_id' })
  manualTransaction?: unknown;

  /**
   * The account the row belongs to within its source: the bank account's row id, the CSV
   * upload's id, the submission's id. Hidden bank accounts and "another upload" are told by it.
   */
  @Index()
  @Column({ type: 'integer' })
  accountRef: number;

  @Column({ type: 'varchar', length: 255 })
  accountName: string;

  @Column({ type: 'date' })
  date: string;

  /** A bank row dated in a month closed when it arrived: its own date; `date` is then the first day of the first open month (month-close.md). */
  @Column({ type: 'date', nullable: true })
  ownDate: string | null;

  @Column({ type: 'varchar', length: 500 })
  name: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  merchantName: string | null;

  /** Negative means money out. */
  @Column(MONEY)
  amount: string;

  /** The category last given: the CSV's own (kept by the report) or the last report build's. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  category: string | null;

  /** The bank's category hint for the categorizer (Plaid's personal-finance category, else its list). */
  @Column({ type: 'text', array: true, nullable: true })
  bankCategory: string[] | null;

  /**
   * The merchant key (the categorizer's normaliser) of merchant name or else descriptor, as
   * words, and of the descriptor alone: the duplicate rule compares them in SQL. Written by
   * join(); null for bank rows until the ledger-changes job computes them (a changed name
   * clears them, by trigger).
   */
  @Column({ type: 'text', array: true, nullable: true })
  merchantWords: string[] | null;

  @Column({ type: 'text', array: true, nullable: true })
  nameWords: string[] | null;

  /** The entry this one may duplicate; it does not count in a report until someone decides "distinct". */
  @Index()
  @Column({ type: 'bigint', nullable: true })
  duplicateOf: string | null;

  @ManyToOne(() => LedgerEntry, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'duplicate_of' })
  duplicate?: Relation<LedgerEntry> | null;

  @Column({ type: 'enum', enum: DUPLICATE_DECISIONS, enumName: 'duplicate_decision', nullable: true })
  duplicateDecision: DuplicateDecision | null;

  @Column({ type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  /**
   * The other row of a transfer between the client's own accounts (each row of a pair names
   * the other): set by the ledger-changes drain for a unique match, or by a person's decision.
   * A row of a pair posts against transfers in transit, never the P&L.
   */
  @Index('IDX_ledger_entries_transfer_entry')
  @Column({ type: 'bigint', nullable: true })
  transferEntryId: string | null;

  @ManyToOne(() => LedgerEntry, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'transfer_entry_id', foreignKeyConstraintName: 'FK_ledger_entries_transfer_entry' })
  transferEntry?: Relation<LedgerEntry> | null;

  /** A person's word on the row as a transfer; the drain never changes a decided row. */
  @Column({ type: 'enum', enum: TRANSFER_DECISIONS, enumName: 'transfer_decision', nullable: true })
  transferDecision: TransferDecision | null;

  /** Money that may be a transfer but has two or more candidates (on either side): waits for a person. */
  @Column({ type: 'boolean', default: false })
  transferCandidate: boolean;

  /**
   * When the bank removed the row's source after its month closed (close-gaps.md): the row stays
   * where the closed month counted it, no longer linked to a bank row; also set on its reversal.
   */
  @Column({ type: 'timestamptz', nullable: true })
  removedAt: Date | null;

  /** The reversal of such a row, posted on the first day of the first open month (`ownDate` the removed row's date): the row it reverses. */
  @Index('IDX_ledger_entries_reverses_entry', { unique: true, where: '"reverses_entry_id" IS NOT NULL' })
  @Column({ type: 'bigint', nullable: true })
  reversesEntryId: string | null;

  @ManyToOne(() => LedgerEntry, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'reverses_entry_id', foreignKeyConstraintName: 'FK_ledger_entries_reverses_entry' })
  reversesEntry?: Relation<LedgerEntry> | null;

  /**
   * A bank row the bank corrected (amount, date or account) after the month of its first version
   * closed (month-close.md, 2026-11-29): the closed row it replaces, kept there and reversed in the
   * first open month.
   */
  @Index('IDX_ledger_entries_corrects_entry', { unique: true, where: '"corrects_entry_id" IS NOT NULL' })
  @Column({ type: 'bigint', nullable: true })
  correctsEntryId: string | null;

  @ManyToOne(() => LedgerEntry, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'corrects_entry_id', foreignKeyConstraintName: 'FK_ledger_entries_corrects_entry' })
  correctsEntry?: Relation<LedgerEntry> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
