import { enumValues, PaymentStatus, SubmissionStatus } from '@ledgerleaf/contracts';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { User } from '../../users/entities/user.entity';
import { AdditionalCategory } from './additional-category.entity';
import { EditRequest } from './edit-request.entity';
import { ManualTransaction } from './manual-transaction.entity';

/** A stored file: `path` is the storage key, `originalName` what the user uploaded. */
export interface StoredDocument {
  path: string;
  originalName: string;
}

@Entity('submissions')
@Index(['userId', 'createdAt'])
export class Submission {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 255 })
  summaryName: string;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  documents: StoredDocument[];

  @Index()
  @Column({ type: 'enum', enum: enumValues(SubmissionStatus), enumName: 'submission_status', default: SubmissionStatus.PENDING })
  status: SubmissionStatus;

  @Column({ type: 'enum', enum: enumValues(PaymentStatus), enumName: 'payment_status', default: PaymentStatus.PENDING })
  paymentStatus: PaymentStatus;

  @Column({ type: 'varchar', length: 255, nullable: true })
  paymentIntentId: string | null;

  @Column({ type: 'text', nullable: true })
  resultPdfUrl: string | null;

  @Column({ type: 'text', nullable: true })
  resultCsvUrl: string | null;

  @Column({ type: 'text', nullable: true })
  manualTransactionsCsvUrl: string | null;

  @Column({ type: 'text', nullable: true })
  additionalCategoriesCsvUrl: string | null;

  @OneToMany(() => EditRequest, (r) => r.submission)
  editRequests?: Relation<EditRequest[]>;

  @OneToMany(() => ManualTransaction, (t) => t.submission)
  manualTransactions?: Relation<ManualTransaction[]>;

  @OneToMany(() => AdditionalCategory, (c) => c.submission)
  additionalCategories?: Relation<AdditionalCategory[]>;

  @Index()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
