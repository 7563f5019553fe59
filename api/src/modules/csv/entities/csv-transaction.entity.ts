import type { CategorySource } from '@ledgerleaf/contracts';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { MONEY } from '../../../database/columns';
import { CsvUpload } from './csv-upload.entity';

/**
 * One row of an uploaded file: the source of truth for the rows and their categories
 * (csv_uploads.categorized_data only caches the 5-row preview; see docs/decisions/csv.md).
 */
@Entity('csv_transactions')
@Index(['csvUploadId', 'rowIndex'], { unique: true })
export class CsvTransaction {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  csvUploadId: number;

  /** 0-based position among the file's data rows (the download follows the file's order). */
  @Column({ type: 'integer' })
  rowIndex: number;

  @ManyToOne(() => CsvUpload, (u) => u.transactions, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'csv_upload_id' })
  csvUpload?: Relation<CsvUpload>;

  @Column({ type: 'date' })
  transactionDate: string;

  @Column({ type: 'varchar', length: 500 })
  transactionName: string;

  @Column(MONEY)
  transactionAmount: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  originalCategory: string | null;

  /** ISO 4217 code of transactionAmount: CAD unless the bank file says otherwise (never added into CAD totals without a rate). */
  @Column({ type: 'varchar', length: 3, default: 'CAD' })
  currency: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  aiCategory: string | null;

  /** 0..1, null until categorized. */
  @Column({ type: 'real', nullable: true })
  confidence: number | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  source: CategorySource | null;

  /** The normalised merchant (what memory learns from a correction). */
  @Column({ type: 'varchar', length: 200, nullable: true })
  merchantKey: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
