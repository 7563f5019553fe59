import {
  RECEIPT_MATCH_BY,
  RECEIPT_MATCH_STATES,
  RECEIPT_STATUSES,
  type ReceiptFields,
  type ReceiptMatchBy,
  type ReceiptMatchNote,
  type ReceiptUnreadableReason,
  type ReceiptMatchState,
  type ReceiptStatus,
} from '@ledgerleaf/contracts';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { LedgerEntry } from '../../ledger/entities/ledger-entry.entity';
import { User } from '../../users/entities/user.entity';

/**
 * A receipt in a client's inbox (issue 30): the stored file, what the worker read from it
 * (fields with confidences, the text) and its link to a transaction of the books. The same
 * bytes twice for one client are refused (unique content hash). Goes with the client.
 */
@Entity('receipts')
@Index('IDX_receipts_user_id', ['userId', 'id'])
@Index('UQ_receipts_user_content', ['userId', 'contentHash'], { unique: true })
@Index('IDX_receipts_reading', ['status'], { where: `"status" = 'reading'` })
@Index('IDX_receipts_waiting', ['userId'], { where: `"match_state" = 'waiting'` })
export class Receipt {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_receipts' })
  id: number;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_receipts_user' })
  user?: Relation<User>;

  /** Who sent it: the client, or a staff member for them (kept as a number: it outlives a staff account). */
  @Column({ type: 'integer', nullable: true })
  uploadedBy: number | null;

  /** FileStorage's random key of the original file. */
  @Column({ type: 'varchar', length: 255 })
  fileKey: string;

  @Column({ type: 'varchar', length: 255 })
  fileName: string;

  /** The type recognised from the bytes. */
  @Column({ type: 'varchar', length: 100 })
  mimeType: string;

  @Column({ type: 'bigint', transformer: { to: (v: number) => v, from: (v: string | null) => (v === null ? null : Number(v)) } })
  size: number;

  /** A HEIC photo converted to JPEG by the reader, for browsers (which mostly cannot show HEIC). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  convertedKey: string | null;

  /** SHA-256 of the bytes, hex. */
  @Column({ type: 'character', length: 64 })
  contentHash: string;

  @Column({ type: 'enum', enum: RECEIPT_STATUSES, enumName: 'receipt_status', default: 'reading' })
  status: ReceiptStatus;

  /** Why it could not be read (RECEIPT_UNREADABLE: a catalogue key and its values), rendered in the reader's language. */
  @Column({ type: 'jsonb', nullable: true })
  unreadableReason: ReceiptUnreadableReason | null;

  @Column({ type: 'jsonb' })
  fields: ReceiptFields;

  /** What was read (kept for people and for reading again), at most RECEIPT_LIMITS.maxTextChars. */
  @Column({ type: 'text', nullable: true })
  text: string | null;

  /** `pdf-text` or `ocr`. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  readMethod: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  readAt: Date | null;

  @Column({ type: 'enum', enum: RECEIPT_MATCH_STATES, enumName: 'receipt_match_state', nullable: true })
  matchState: ReceiptMatchState | null;

  /** The transaction it is linked to (matchState `matched`); a transaction that goes unlinks it. */
  @Index('IDX_receipts_ledger_entry')
  @Column({ type: 'bigint', nullable: true })
  ledgerEntryId: string | null;

  @ManyToOne(() => LedgerEntry, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'ledger_entry_id', foreignKeyConstraintName: 'FK_receipts_ledger_entry' })
  ledgerEntry?: Relation<LedgerEntry> | null;

  @Column({ type: 'enum', enum: RECEIPT_MATCH_BY, enumName: 'receipt_match_by', nullable: true })
  matchedBy: ReceiptMatchBy | null;

  /** The transactions that fit when there were several (matchState `ambiguous`). */
  @Column({ type: 'bigint', array: true, default: () => "'{}'" })
  candidateIds: string[];

  /** Why a transaction that fit was not linked automatically (RECEIPT_MATCH_NOTES: a catalogue key and its values), rendered in the reader's language. */
  @Column({ type: 'jsonb', nullable: true })
  matchNote: ReceiptMatchNote | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
