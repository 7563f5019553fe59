import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { MONEY } from '../../../database/columns';
import { CsvUpload } from './csv-upload.entity';

@Entity('csv_transactions')
export class CsvTransaction {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'integer' })
  csvUploadId: number;

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

  @Column({ type: 'varchar', length: 100, nullable: true })
  aiCategory: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
