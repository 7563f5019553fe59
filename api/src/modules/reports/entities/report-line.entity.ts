import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { MonthlyReport } from './monthly-report.entity';

/**
 * One row of a version of a monthly report, as the builder wrote it (or a staff override
 * gave it): the report's transactions CSV, summary and PDF are renderings of these rows,
 * and the console's view, learning on approval, the version diff and the seed read them
 * (ReportLinesRepository.linesOf). The current version's lines are replaced by a rebuild
 * or an override; an earlier version (report_versions) keeps its own.
 *
 * `transactionId` is the ledger entry's id as the report gave it, with no foreign key: an
 * approved version stays as it was when the entry later goes (an account closed), and an
 * override may name any id. Date and amount are null only in a line filled from a legacy
 * stored CSV whose cell was not a date or an amount (uploads refuse such rows).
 */
@Entity('report_lines')
export class ReportLine {
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'PK_report_lines' })
  monthlyReportId: number;

  @ManyToOne(() => MonthlyReport, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'monthly_report_id', foreignKeyConstraintName: 'FK_report_lines_report' })
  report?: Relation<MonthlyReport>;

  /** The report's version these lines belong to (monthly_reports.version, or a report_versions row's). */
  @PrimaryColumn({ type: 'smallint', primaryKeyConstraintName: 'PK_report_lines' })
  version: number;

  /** The row's place in the transactions CSV, from 0. */
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'PK_report_lines' })
  position: number;

  @Column({ type: 'bigint', nullable: true })
  transactionId: string | null;

  @Column({ type: 'date', nullable: true })
  date: string | null;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', nullable: true })
  merchantName: string | null;

  @Column({ type: 'text' })
  accountName: string;

  @Column({ type: 'numeric', precision: 14, scale: 2, nullable: true })
  amount: string | null;

  /** The client's category, null when the row has none of theirs. */
  @Column({ type: 'text', nullable: true })
  category: string | null;

  /** The category's type (REVENUE, EXPENSE) as the CSV's Type column says it. */
  @Column({ type: 'text', nullable: true })
  categoryType: string | null;

  @Column({ type: 'double precision', nullable: true })
  confidence: number | null;

  /** Where the category came from, as the CSV names it ("rule", "learned", "AI", ...). */
  @Column({ type: 'text', nullable: true })
  source: string | null;

  /** The ledger source of the row (bank, csv, manual); null in an override without the column. */
  @Column({ type: 'text', nullable: true })
  origin: string | null;
}
