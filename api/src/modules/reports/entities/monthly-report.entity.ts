import { enumValues, ReportStatus, type ReportSummaryDto } from '@ledgerleaf/contracts';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { User } from '../../users/entities/user.entity';

export interface IncludedAccount {
  id: string;
  name: string;
}

@Entity('monthly_reports')
@Index(['userId', 'year', 'month'], { unique: true })
@Check('"month" BETWEEN 1 AND 12')
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

  @Index()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
