import { DATA_EXPORT_STATUSES, type DataExportStatus } from '@ledgerleaf/contracts';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../../users/entities/user.entity';

const bigintNumber = { to: (v: number | null) => v, from: (v: string | null) => (v === null ? null : Number(v)) };

/**
 * One export of all of a client's data: the row says where its job stands (queued, running,
 * done, failed), and once done where the ZIP is and until when it may be downloaded.
 */
@Entity('data_exports')
@Index('IDX_data_exports_user_created', ['userId', 'createdAt'])
// One export in progress per client: a second start meets this index (429).
@Index('UQ_data_exports_one_in_progress', ['userId'], { unique: true, where: `"status" IN ('queued', 'running')` })
@Index('IDX_data_exports_expiring', ['expiresAt'], { where: '"storage_key" IS NOT NULL' })
@Check('CHK_data_exports_progress', '"progress" BETWEEN 0 AND 100')
export class DataExport {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_data_exports' })
  id: number;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_data_exports_user' })
  user?: Relation<User>;

  /** The staff owner who produced it for the client; null when the client asked. */
  @Column({ type: 'integer', nullable: true })
  requestedBy: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'requested_by', foreignKeyConstraintName: 'FK_data_exports_requested_by' })
  requester?: Relation<User> | null;

  @Column({ type: 'enum', enum: DATA_EXPORT_STATUSES, enumName: 'data_export_status', default: 'queued' })
  status: DataExportStatus;

  @Column({ type: 'smallint', default: 0 })
  progress: number;

  /** Tries that claimed the row; only the latest one may finish it. */
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  /** FileStorage key of the ZIP; null before it is done and after it expired and was removed. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  storageKey: string | null;

  @Column({ type: 'bigint', nullable: true, transformer: bigintNumber })
  size: number | null;

  @Column({ type: 'integer', nullable: true })
  fileCount: number | null;

  @Column({ type: 'integer', nullable: true })
  missingCount: number | null;

  /** A fixed sentence for the client, never the system's words. */
  @Column({ type: 'text', nullable: true })
  failure: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  finishedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  expiresAt: Date | null;
}
