import {
  type BankFileFormat,
  type CategoryInput,
  CSV_BOOKS_ACCOUNT_TYPES,
  type CsvBooksAccountType,
  type CsvPreviewRow,
  CsvUploadStatus,
  enumValues,
} from '@ledgerleaf/contracts';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../../users/entities/user.entity';
import { CsvTransaction } from './csv-transaction.entity';

/** The 5-row preview cached on the upload (csv_transactions holds every row). */
export type CategorizedRow = CsvPreviewRow;

export type UploadCategory = CategoryInput;

@Entity('csv_uploads')
@Index(['uploadedBy', 'createdAt'])
export class CsvUpload {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 255 })
  fileName: string;

  /** Storage key of the uploaded file. */
  @Column({ type: 'text' })
  filePath: string;

  /** Bytes of the stored file (0 for uploads made before it was recorded). */
  @Column({ type: 'integer', default: 0 })
  fileSize: number;

  @Column({ type: 'integer', default: 0 })
  originalRowCount: number;

  /** The layout the file was read with; for any but 'ledgerleaf' the download gives the canonical rows. */
  @Column({ type: 'varchar', length: 20, default: 'ledgerleaf' })
  format: BankFileFormat;

  @Column({ type: 'integer', default: 0 })
  processedRowCount: number;

  /** 0-100 while categorization runs. */
  @Column({ type: 'smallint', default: 0 })
  progress: number;

  @Index()
  @Column({ type: 'enum', enum: enumValues(CsvUploadStatus), enumName: 'csv_upload_status', default: CsvUploadStatus.UPLOADED })
  status: CsvUploadStatus;

  @Column({ type: 'text', nullable: true })
  failureReason: string | null;

  /** Rows below the review threshold or without a category, counted when categorization completes. */
  @Column({ type: 'integer', default: 0 })
  reviewCount: number;

  @Column({ type: 'integer' })
  uploadedBy: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'uploaded_by' })
  uploader?: Relation<User>;

  @Column({ type: 'jsonb', nullable: true })
  categorizedData: CategorizedRow[] | null;

  @Column({ type: 'jsonb', nullable: true })
  categories: UploadCategory[] | null;

  @OneToMany(() => CsvTransaction, (t) => t.csvUpload)
  transactions?: Relation<CsvTransaction[]>;

  @Index()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  processedAt: Date | null;

  /** The account name the upload's rows carry in the books; null while it is not in the books. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  booksAccountName: string | null;

  /** What the CSV account is in the books (its side of the balance sheet): a bank account until said otherwise. */
  @Column({ type: 'enum', enum: CSV_BOOKS_ACCOUNT_TYPES, enumName: 'csv_books_account_type', default: 'bank' })
  booksAccountType: CsvBooksAccountType;

  @Column({ type: 'timestamptz', nullable: true })
  addedToBooksAt: Date | null;
}
