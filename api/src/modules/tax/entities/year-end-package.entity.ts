import { YEAR_END_PACKAGE_STATUSES, type YearEndForm, type YearEndPackageStatus, type YearEndSummary } from '@ledgerleaf/contracts';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/** One client's year-end package for one fiscal year: its PDF and CSV once rendered, and staff's review. */
@Entity('year_end_packages')
@Index(['userId', 'fiscalYearEnd'], { unique: true })
export class YearEndPackage {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ type: 'date' })
  fiscalYearStart: string;

  @Column({ type: 'date' })
  fiscalYearEnd: string;

  /** The form the statement was laid out on (the business structure's when it was generated). */
  @Column({ type: 'varchar', length: 10 })
  form: YearEndForm;

  @Index()
  @Column({ type: 'enum', enum: [...YEAR_END_PACKAGE_STATUSES], enumName: 'year_end_package_status', default: 'generating' })
  status: YearEndPackageStatus;

  /** FileStorage keys, set together when the job finishes. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  pdfKey: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  csvKey: string | null;

  @Column({ type: 'text', nullable: true })
  failureReason: string | null;

  /** The statement the files were rendered from, set with them: what the year's statement answers once the package is approved. */
  @Column({ type: 'jsonb', nullable: true })
  summary: YearEndSummary | null;

  @Column({ type: 'text', nullable: true })
  adminNotes: string | null;

  @Column({ type: 'integer', nullable: true })
  reviewedBy: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
