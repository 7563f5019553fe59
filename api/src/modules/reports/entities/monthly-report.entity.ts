import {
  enumValues,
  ReportStatus,
  type BalanceSheetResponse,
  type ReportReconciliation,
  type ReportSummaryDto,
  type ReportVersionChanges,
} from '@ledgerleaf/contracts';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  VirtualColumn,
  type Relation,
} from 'typeorm';
import { User } from '../../users/entities/user.entity';
import { ReportVersion } from './report-version.entity';

export interface IncludedAccount {
  id: string;
  name: string;
}

@Entity('monthly_reports')
@Index(['userId', 'year', 'month'], { unique: true })
@Check('"month" BETWEEN 1 AND 12')
// The reconciler's question (any row whose lines are still to fill?) reads this, not the table.
@Index('IDX_monthly_reports_lines_unfilled', ['id'], { where: '"lines_filled_at" IS NULL' })
export class MonthlyReport {
  @PrimaryGeneratedColumn()
  id: number;

  /** Public identifier, for example RPT-2026-10-000042. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64 })
  reportId: string;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ type: 'smallint' })
  year: number;

  @Column({ type: 'smallint' })
  month: number;

  @Column({ type: 'date' })
  startDate: string;

  @Column({ type: 'date' })
  endDate: string;

  @Column({ type: 'integer', default: 0 })
  transactionCount: number;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  accountsIncluded: IncludedAccount[];

  /** Storage keys of the generated (or staff-replaced) CSV files. */
  @Column({ type: 'text', nullable: true })
  transactionsCsvUrl: string | null;

  @Column({ type: 'text', nullable: true })
  summaryCsvUrl: string | null;

  /** Storage key of the profit-and-loss PDF. */
  @Column({ type: 'text', nullable: true })
  pdfUrl: string | null;

  /** The category totals and tax estimates the files were written from (for the client's chart). */
  @Column({ type: 'jsonb', nullable: true })
  summary: ReportSummaryDto | null;

  /** The balance sheet at the month end, from the journal as the build found it (null: built before reports carried one). */
  @Column({ type: 'jsonb', nullable: true })
  balanceSheet: BalanceSheetResponse | null;

  /** Each account's reconciliation for the month, frozen when the version was approved (issue 28 point 4); null before. */
  @Column({ type: 'jsonb', nullable: true })
  reconciliations: ReportReconciliation[] | null;

  /** Why staff approved with accounts unreconciled (issue 28 point 3); null when none were. */
  @Column({ type: 'text', nullable: true })
  unreconciledReason: string | null;

  @Index()
  @Column({ type: 'enum', enum: enumValues(ReportStatus), enumName: 'report_status', default: ReportStatus.PENDING })
  status: ReportStatus;

  @Column({ type: 'text', nullable: true })
  adminNotes: string | null;

  @Index()
  @Column({ type: 'integer', nullable: true })
  reviewedBy: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'reviewed_by' })
  reviewer?: Relation<User> | null;

  @Column({ type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  /** 1 as first built; staff reopening an approved report makes the next (the earlier ones are kept in report_versions). */
  @Column({ type: 'smallint', default: 1 })
  version: number;

  /** How the current version came to be when staff reopened the previous one (null for version 1). */
  @Column({ type: 'text', nullable: true })
  reopenReason: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  reopenedAt: Date | null;

  @Index()
  @Column({ type: 'integer', nullable: true })
  reopenedBy: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'reopened_by' })
  reopener?: Relation<User> | null;

  /** The earlier approved versions, kept as they were (loaded where a view lists the versions). */
  @OneToMany(() => ReportVersion, (v) => v.report)
  earlierVersions?: Relation<ReportVersion[]>;

  /**
   * When this version's lines (report_lines) were written: by the build or the override in
   * the same transaction as this row, or once from the stored CSV for a report built before
   * the table (the fill-report-lines job). Null while that fill is still to do: only rows
   * that existed before the table are (a row inserted since is filled by the same statement's
   * transaction, hence the default).
   */
  @Column({ type: 'timestamptz', nullable: true, default: () => 'now()' })
  linesFilledAt: Date | null;

  /** What the current version changed against the previous approved one, recorded when it is approved. */
  @Column({ type: 'jsonb', nullable: true })
  changes: ReportVersionChanges | null;

  @Index()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  /** Questions on its transactions still waiting for the client (read with the row, never stored). */
  @VirtualColumn({
    type: 'int',
    query: (alias) => `SELECT count(*)::int FROM transaction_questions q WHERE q.monthly_report_id = ${alias}.id AND q.status = 'open'`,
  })
  openQuestions?: number;
}
