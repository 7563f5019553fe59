import { QUESTION_STATUSES, type QuestionStatus } from '@ledgerleaf/contracts';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { LedgerEntry } from '../../ledger/entities/ledger-entry.entity';
import { MonthlyReport } from '../../reports/entities/monthly-report.entity';
import { User } from '../../users/entities/user.entity';

/**
 * A question staff ask the client about one transaction (a ledger entry) of a monthly
 * report. It goes with the entry, the report and the client (foreign keys cascade). One
 * open question per transaction (partial unique index).
 */
@Entity('transaction_questions')
@Index('IDX_transaction_questions_user_status', ['userId', 'status'])
@Index('IDX_transaction_questions_report_status', ['monthlyReportId', 'status'])
@Index('IDX_transaction_questions_one_open', ['ledgerEntryId'], { unique: true, where: `"status" = 'open'` })
export class TransactionQuestion {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_transaction_questions' })
  id: number;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_transaction_questions_user' })
  user?: Relation<User>;

  @Column({ type: 'integer' })
  monthlyReportId: number;

  @ManyToOne(() => MonthlyReport, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'monthly_report_id', foreignKeyConstraintName: 'FK_transaction_questions_report' })
  report?: Relation<MonthlyReport>;

  @Column({ type: 'bigint' })
  ledgerEntryId: string;

  @ManyToOne(() => LedgerEntry, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ledger_entry_id', foreignKeyConstraintName: 'FK_transaction_questions_entry' })
  entry?: Relation<LedgerEntry>;

  @Column({ type: 'enum', enum: QUESTION_STATUSES, enumName: 'question_status', default: 'open' })
  status: QuestionStatus;

  @Column({ type: 'text' })
  question: string;

  /** The staff member who asked (kept as a number: the question outlives a staff account). */
  @Column({ type: 'integer', nullable: true })
  askedBy: number | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  answerCategory: string | null;

  @Column({ type: 'text', nullable: true })
  answerNote: string | null;

  /** The receipt the client attached to the answer: its storage key (random, FileStorage's), the name they gave it and its recognised type. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  receiptKey: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  receiptName: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  receiptMimeType: string | null;

  @Column({ type: 'bigint', nullable: true, transformer: { to: (v: number | null) => v, from: (v: string | null) => (v === null ? null : Number(v)) } })
  receiptSize: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  answeredAt: Date | null;

  /** When the client was mailed about it (the grouped "questions asked" mail). */
  @Column({ type: 'timestamptz', nullable: true })
  mailedAt: Date | null;

  /** When the one reminder went out. */
  @Column({ type: 'timestamptz', nullable: true })
  remindedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  askedAt: Date;
}
