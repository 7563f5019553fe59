import {
  enumValues,
  ReportStatus,
  type BalanceSheetResponse,
  type ReportReconciliation,
  type ReportSummaryDto,
  type ReportVersionChanges,
} from '@ledgerleaf/contracts';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../../users/entities/user.entity';
import { MonthlyReport, type IncludedAccount } from './monthly-report.entity';

/**
 * An earlier approved version of a monthly report, kept as it was (figures and files) when
 * staff reopened it; the report row itself always holds the current version.
 */
@Entity('report_versions')
@Index(['monthlyReportId', 'version'], { unique: true })
// The reconciler's question (any row whose lines are still to fill?) reads this, not the table.
@Index('IDX_report_versions_lines_unfilled', ['id'], { where: '"lines_filled_at" IS NULL' })
export class ReportVersion {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  monthlyReportId: number;

  @ManyToOne(() => MonthlyReport, (r) => r.earlierVersions, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'monthly_report_id' })
  report?: Relation<MonthlyReport>;

  @Column({ type: 'smallint' })
  version: number;

  @Column({ type: 'enum', enum: enumValues(ReportStatus), enumName: 'report_status', default: ReportStatus.APPROVED })
  status: ReportStatus;

  @Column({ type: 'integer', default: 0 })
  transactionCount: number;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  accountsIncluded: IncludedAccount[];

  @Column({ type: 'text', nullable: true })
  transactionsCsvUrl: string | null;

  @Column({ type: 'text', nullable: true })
  summaryCsvUrl: string | null;

  @Column({ type: 'text', nullable: true })
  pdfUrl: string | null;

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

  @Column({ type: 'timestamptz', nullable: true })
  approvedAt: Date | null;

  @Index()
  @Column({ type: 'integer', nullable: true })
  approvedBy: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'approved_by' })
  approver?: Relation<User> | null;

  /** How this version came to be: null for version 1, else the reopening's reason, time and staff member. */
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

  /**
   * When this version's lines (report_lines) were written: by the build or the override in
   * the same transaction as this row, or once from the stored CSV for a report built before
   * the table (the fill-report-lines job). Null while that fill is still to do: only rows
   * that existed before the table are (a row inserted since is filled by the same statement's
   * transaction, hence the default).
   */
  @Column({ type: 'timestamptz', nullable: true, default: () => 'now()' })
  linesFilledAt: Date | null;

  /** Against the previous approved version (null for version 1). */
  @Column({ type: 'jsonb', nullable: true })
  changes: ReportVersionChanges | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
